import { describe, expect, it } from 'vitest'
import { firstTier, pickPrice, picksFromQuery, tierProgress, togglePick } from './bundleTiers'

// 3 for ¥49, 5 for ¥69, 7 for ¥89 (fen), given out of order.
const TIERS = [
  { count: 5, price: 6900 },
  { count: 3, price: 4900 },
  { count: 7, price: 8900 },
]

describe('tierProgress', () => {
  it('counts towards the first tier before it is reached', () => {
    expect(tierProgress(TIERS, 0)).toEqual({ picked: 0, reached: null, next: { count: 3, price: 4900 }, missing: 3, max: 7 })
    expect(tierProgress(TIERS, 2)).toMatchObject({ reached: null, next: { count: 3, price: 4900 }, missing: 1 })
  })

  it('reaches a tier at exactly its count and points at the next one', () => {
    expect(tierProgress(TIERS, 3)).toMatchObject({ reached: { count: 3, price: 4900 }, next: { count: 5, price: 6900 }, missing: 2 })
    expect(tierProgress(TIERS, 5)).toMatchObject({ reached: { count: 5 }, next: { count: 7 }, missing: 2 })
  })

  it('between two tiers nothing is reached: the next one is a game away', () => {
    expect(tierProgress(TIERS, 4)).toMatchObject({ reached: null, next: { count: 5 }, missing: 1 })
    expect(tierProgress(TIERS, 6)).toMatchObject({ reached: null, next: { count: 7 }, missing: 1 })
  })

  it('at the top tier there is no next one', () => {
    expect(tierProgress(TIERS, 7)).toEqual({ picked: 7, reached: { count: 7, price: 8900 }, next: null, missing: 0, max: 7 })
  })

  it('without tiers nothing can be picked', () => {
    expect(tierProgress([], 0)).toEqual({ picked: 0, reached: null, next: null, missing: 0, max: 0 })
  })
})

describe('pickPrice', () => {
  it("is the tier's price for exactly its count", () => {
    expect(pickPrice(TIERS, [3000, 3000, 3000])).toBe(4900)
    expect(pickPrice(TIERS, [3000, 3000, 3000, 3000, 3000])).toBe(6900)
  })

  it('is never more than the games apart (as the server charges)', () => {
    expect(pickPrice(TIERS, [1000, 1000, 1500])).toBe(3500)
  })

  it('is null when the pick is no tier', () => {
    expect(pickPrice(TIERS, [])).toBeNull()
    expect(pickPrice(TIERS, [3000, 3000])).toBeNull()
    expect(pickPrice(TIERS, [1, 1, 1, 1])).toBeNull()
  })
})

describe('firstTier', () => {
  it('is the fewest games', () => {
    expect(firstTier(TIERS)).toEqual({ count: 3, price: 4900 })
    expect(firstTier([])).toBeNull()
  })
})

describe('togglePick', () => {
  it('adds, removes and stops at the top tier', () => {
    expect(togglePick([], 11, 3)).toEqual([11])
    expect(togglePick([11, 12], 11, 3)).toEqual([12])
    expect(togglePick([11, 12, 13], 14, 3)).toEqual([11, 12, 13])
    expect(togglePick([11, 12, 13], 12, 3)).toEqual([11, 13])
  })
})

describe('picksFromQuery', () => {
  const pickable = (skuId: number) => [11, 12, 13, 14].includes(skuId)

  it('reads the versions picked, in order', () => {
    expect(picksFromQuery('12,11,14', pickable, 7)).toEqual([12, 11, 14])
  })

  it('drops what cannot be picked, twice-named versions and anything past the top tier', () => {
    expect(picksFromQuery('11,99,11,x,-3,,12,13,14', pickable, 3)).toEqual([11, 12, 13])
  })

  it('is empty without a pick', () => {
    expect(picksFromQuery(undefined, pickable, 7)).toEqual([])
    expect(picksFromQuery('', pickable, 7)).toEqual([])
  })
})
