import { describe, expect, it } from 'vitest'
import type { StarDeal } from './starDeals'
import { dealOfGame, dealPhase, dealsOnHome } from './starDealsShown'

const NOW = 1_800_000_000_000
const HOUR = 3_600_000

function deal(id: number, start: number, end: number, left = 5, spuId = 1): StarDeal {
  return {
    id,
    spuId,
    skuId: id,
    spuName: 'Game',
    skuName: 'Standard',
    picUrl: '/p.svg',
    price: 990,
    listPrice: 4800,
    quantity: 10,
    left,
    memberLimit: 1,
    startTime: start,
    endTime: end,
    status: 'running',
  }
}

describe('star deals', () => {
  it('stand by their window and their keys left', () => {
    expect(dealPhase(deal(1, NOW + 1, NOW + HOUR), NOW)).toBe('coming')
    expect(dealPhase(deal(1, NOW, NOW + HOUR), NOW)).toBe('running')
    expect(dealPhase(deal(1, NOW - HOUR, NOW + HOUR, 0), NOW)).toBe('soldOut')
    expect(dealPhase(deal(1, NOW - HOUR, NOW), NOW)).toBe('ended')
  })

  it('the home page shows the running deal (sold out too) and the next one', () => {
    const ended = deal(1, NOW - 2 * HOUR, NOW - HOUR)
    const soldOut = deal(2, NOW - HOUR, NOW + HOUR, 0)
    const next = deal(3, NOW + HOUR, NOW + 2 * HOUR)
    const later = deal(4, NOW + 3 * HOUR, NOW + 4 * HOUR)
    expect(dealsOnHome([ended, soldOut, next, later], NOW).map((d) => d.id)).toEqual([2, 3])
    expect(dealsOnHome([next, later], NOW).map((d) => d.id)).toEqual([3])
    expect(dealsOnHome([ended], NOW)).toEqual([])
  })

  it("a game's page shows its deal until the deal ends", () => {
    const deals = [deal(1, NOW - 2 * HOUR, NOW - HOUR, 5, 7), deal(2, NOW + HOUR, NOW + 2 * HOUR, 5, 7)]
    expect(dealOfGame(deals, 7, NOW)?.id).toBe(2)
    expect(dealOfGame(deals, 8, NOW)).toBeUndefined()
  })
})
