import { describe, expect, it } from 'vitest'
import { buyable, isPreorder } from './preorder'

const NOW = Date.UTC(2026, 11, 1)

describe('a version by its release time', () => {
  it('is a pre-order until its release, buyable without keys', () => {
    const later = { stock: 0, releaseTime: NOW + 1 }
    expect([isPreorder(later, NOW), buyable(later, NOW)]).toEqual([true, true])
  })

  it('is sold from its keys once released or without a release time', () => {
    for (const releaseTime of [NOW, NOW - 1, null, undefined]) {
      expect(isPreorder({ stock: 0, releaseTime }, NOW)).toBe(false)
      expect(buyable({ stock: 0, releaseTime }, NOW)).toBe(false)
      expect(buyable({ stock: 2, releaseTime }, NOW)).toBe(true)
    }
  })
})
