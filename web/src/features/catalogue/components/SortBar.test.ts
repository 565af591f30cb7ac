import { describe, expect, it } from 'vitest'
import { DEFAULT_SORT, nextSort, sortFromParam, sortQuery, sortToParam, type SortState } from './SortBar'

describe('nextSort', () => {
  it('sorts by newest and most popular from high to low', () => {
    expect(nextSort(DEFAULT_SORT, 'newest')).toEqual({ field: 'newest', asc: false })
    expect(nextSort(DEFAULT_SORT, 'popular')).toEqual({ field: 'popular', asc: false })
  })

  it('keeps newest when it is tapped again', () => {
    const newest: SortState = { field: 'newest', asc: false }
    expect(nextSort(newest, 'newest')).toEqual(newest)
  })

  it('starts price low to high', () => {
    expect(nextSort(DEFAULT_SORT, 'price')).toEqual({ field: 'price', asc: true })
    expect(nextSort({ field: 'popular', asc: false }, 'price')).toEqual({ field: 'price', asc: true })
  })

  it('turns the price direction round on every further tap', () => {
    const low = nextSort(DEFAULT_SORT, 'price')
    const high = nextSort(low, 'price')
    expect(high).toEqual({ field: 'price', asc: false })
    expect(nextSort(high, 'price')).toEqual({ field: 'price', asc: true })
  })

  it('leaves price for another field', () => {
    expect(nextSort({ field: 'price', asc: true }, 'newest')).toEqual({ field: 'newest', asc: false })
  })
})

describe('sort in the query', () => {
  it.each<[SortState, string | undefined]>([
    [DEFAULT_SORT, undefined],
    [{ field: 'newest', asc: false }, 'newest'],
    [{ field: 'popular', asc: false }, 'popular'],
    [{ field: 'price', asc: true }, 'price-asc'],
    [{ field: 'price', asc: false }, 'price-desc'],
  ])('%o ⇄ %s', (sort, param) => {
    expect(sortToParam(sort)).toBe(param)
    expect(sortFromParam(param)).toEqual(sort)
  })

  it('reads an unknown value as the list order', () => {
    expect(sortFromParam('cheapest')).toEqual(DEFAULT_SORT)
  })

  it('gives the API fields only when a sort is chosen', () => {
    expect(sortQuery(DEFAULT_SORT)).toEqual({})
    expect(sortQuery({ field: 'price', asc: false })).toEqual({ sortField: 'price', sortAsc: false })
  })
})
