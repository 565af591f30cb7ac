import { describe, expect, it } from 'vitest'
import { allSelected, selectAll, selectedIn, toggle } from './selection'

describe('toggle', () => {
  it('adds an id that is not ticked and removes one that is', () => {
    const one = toggle(new Set<number>(), 3)
    expect([...one]).toEqual([3])
    expect([...toggle(one, 5)].sort()).toEqual([3, 5])
    expect([...toggle(one, 3)]).toEqual([])
  })

  it('never changes the set it was given', () => {
    const before = new Set([1, 2])
    const after = toggle(before, 2)
    expect([...before]).toEqual([1, 2])
    expect(after).not.toBe(before)
  })
})

describe('selectAll', () => {
  it('ticks every id, once each', () => {
    expect([...selectAll([4, 2, 4, 9])]).toEqual([4, 2, 9])
  })

  it('ticks nothing when turned off', () => {
    expect(selectAll([1, 2], false).size).toBe(0)
  })
})

describe('allSelected', () => {
  it('is true only when every id in the list is ticked', () => {
    expect(allSelected(new Set([1, 2, 3]), [1, 2, 3])).toBe(true)
    expect(allSelected(new Set([1, 2]), [1, 2, 3])).toBe(false)
  })

  it('ignores ticks on ids no longer in the list', () => {
    expect(allSelected(new Set([1, 2, 7]), [1, 2])).toBe(true)
  })

  it('is false for an empty list', () => {
    expect(allSelected(new Set<number>(), [])).toBe(false)
    expect(allSelected(new Set([1]), [])).toBe(false)
  })

  it('agrees with selectAll and toggle', () => {
    const ids = [10, 20, 30]
    const all = selectAll(ids)
    expect(allSelected(all, ids)).toBe(true)
    expect(allSelected(toggle(all, 20), ids)).toBe(false)
    expect(allSelected(toggle(toggle(all, 20), 20), ids)).toBe(true)
  })
})

describe('selectedIn', () => {
  it('keeps the ticked ids still listed, in list order', () => {
    expect(selectedIn(new Set([30, 10, 99]), [10, 20, 30])).toEqual([10, 30])
  })
})
