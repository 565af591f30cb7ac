import { afterEach, describe, expect, it } from 'vitest'
import {
  addSearchHistory,
  clearSearchHistory,
  pushKeyword,
  readSearchHistory,
  SEARCH_HISTORY_KEY,
  SEARCH_HISTORY_MAX,
} from './searchHistory'

afterEach(() => localStorage.clear())

describe('pushKeyword', () => {
  it('puts the newest search first', () => {
    expect(pushKeyword(['b', 'c'], 'a')).toEqual(['a', 'b', 'c'])
  })

  it('moves a repeated search to the front instead of adding it twice', () => {
    expect(pushKeyword(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b'])
  })

  it('trims the keyword and ignores a blank one', () => {
    expect(pushKeyword(['a'], '  b  ')).toEqual(['b', 'a'])
    expect(pushKeyword(['a'], '   ')).toEqual(['a'])
  })

  it('keeps at most ten, dropping the oldest', () => {
    const full = Array.from({ length: SEARCH_HISTORY_MAX }, (_, i) => `k${i}`)
    const next = pushKeyword(full, 'new')
    expect(next).toHaveLength(SEARCH_HISTORY_MAX)
    expect(next[0]).toBe('new')
    expect(next).not.toContain(`k${SEARCH_HISTORY_MAX - 1}`)
  })

  it('does not change the list it is given', () => {
    const history = ['a']
    pushKeyword(history, 'b')
    expect(history).toEqual(['a'])
  })
})

describe('stored history', () => {
  it('starts empty', () => {
    expect(readSearchHistory()).toEqual([])
  })

  it('stores searches under search-history, most recent first', () => {
    addSearchHistory('elden')
    addSearchHistory('portal')
    addSearchHistory('elden')
    expect(readSearchHistory()).toEqual(['elden', 'portal'])
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '')).toEqual(['elden', 'portal'])
  })

  it('clears', () => {
    addSearchHistory('elden')
    clearSearchHistory()
    expect(readSearchHistory()).toEqual([])
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull()
  })

  it('ignores broken or foreign contents', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, '{not json')
    expect(readSearchHistory()).toEqual([])
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify({ a: 1 }))
    expect(readSearchHistory()).toEqual([])
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['a', 3, '', 'a', ' b ']))
    expect(readSearchHistory()).toEqual(['a', 'b'])
  })
})
