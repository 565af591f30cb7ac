import { describe, expect, it } from 'vitest'
import i18next from '@/lib/i18next-lite'
import { givenText, type Holdings } from './orderRewards'

const MESSAGES = {
  rewards: {
    orderFinal: 'Rewards: {{rewards}}',
    points: '+{{count}} points',
    experience: '+{{count}} experience',
    item: '{{name}} ×{{count}}',
    separator: ', ',
  },
}

function holdings(point: number, experience: number, items: [number, string, number][], collectibles: [number, string][]): Holdings {
  return {
    point,
    experience,
    items: new Map(items.map(([id, name, total]) => [id, { name, total }])),
    collectibles: new Map(collectibles),
  }
}

describe('givenText', () => {
  it('names only what the reveal gave: points, experience, new or grown items, new collectibles', async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: MESSAGES } }, returnNull: false })
    const before = holdings(10, 5, [[1, 'Voucher', 1]], [[7, 'Crown']])
    const after = holdings(88, 83, [[2, 'Skin', 1], [1, 'Voucher', 2]], [[8, 'Badge'], [7, 'Crown']])
    expect(givenText(before, after)).toBe('Rewards: +78 points, +78 experience, Skin ×1, Voucher ×1, Badge')
  })

  it('says nothing when nothing was given (the order is not final yet)', () => {
    const same = holdings(10, 5, [[1, 'Voucher', 1]], [])
    expect(givenText(same, holdings(10, 5, [[1, 'Voucher', 1]], []))).toBeNull()
  })
})
