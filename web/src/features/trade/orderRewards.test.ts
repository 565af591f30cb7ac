import { describe, expect, it } from 'vitest'
import i18next from '@/lib/i18next-lite'
import { givenText } from './orderRewards'

const MESSAGES = {
  rewards: {
    orderFinal: 'Rewards: {{rewards}}',
    points: '+{{count}} points',
    experience: '+{{count}} experience',
    item: '{{name}} ×{{count}}',
    separator: ', ',
  },
}

const item = (kind: string, name: string, quantity: number) => ({ kind, code: name.toLowerCase(), name, picUrl: '', quantity })

describe('givenText', () => {
  it('names what the reveal gave: points, experience, items with their count, collectibles', async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: MESSAGES } }, returnNull: false })
    const given = { point: 78, experience: 78, items: [item('item', 'Skin', 2), item('collectible', 'Badge', 1)] }
    expect(givenText(given)).toBe('Rewards: +78 points, +78 experience, Skin ×2, Badge')
  })

  it('leaves out what is nought', () => {
    expect(givenText({ point: 0, experience: 5, items: [] })).toBe('Rewards: +5 experience')
  })

  it('says nothing when the reveal gave nothing (the order is not final yet)', () => {
    expect(givenText(null)).toBeNull()
    expect(givenText({ point: 0, experience: 0, items: [] })).toBeNull()
  })
})
