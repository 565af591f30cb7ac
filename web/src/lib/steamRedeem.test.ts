import { describe, expect, it } from 'vitest'
import { steamRedeemUrl } from './steamRedeem'

describe("Steam's activation page", () => {
  it('carries the code, escaped', () => {
    expect(steamRedeemUrl('AB12C-DE34F-GH56I')).toBe(
      'https://store.steampowered.com/account/registerkey?key=AB12C-DE34F-GH56I',
    )
    expect(steamRedeemUrl('A&B C')).toBe('https://store.steampowered.com/account/registerkey?key=A%26B%20C')
  })
})
