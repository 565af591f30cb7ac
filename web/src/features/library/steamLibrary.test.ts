import { describe, expect, it } from 'vitest'
import { ownsOnSteam, ownsVersionOnSteam, type SteamLibrary } from './steamLibrary'

const library: SteamLibrary = {
  enabled: true,
  bound: true,
  status: 0,
  wishlistStatus: 0,
  syncedAt: 1,
  spuIds: [7],
  skuIds: [70, 71],
  wishlistCount: 0,
}

describe('the Steam library mark', () => {
  it('marks the games and versions the account owns', () => {
    expect(ownsOnSteam(library, 7)).toBe(true)
    expect(ownsOnSteam(library, 8)).toBe(false)
    expect(ownsVersionOnSteam(library, 71)).toBe(true)
    expect(ownsVersionOnSteam(library, 72)).toBe(false)
  })

  it('marks nothing for visitors or with the feature off', () => {
    expect(ownsOnSteam(undefined, 7)).toBe(false)
    expect(ownsOnSteam({ ...library, enabled: false }, 7)).toBe(false)
    expect(ownsVersionOnSteam(undefined, 70)).toBe(false)
  })
})
