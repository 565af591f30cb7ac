import { beforeEach, describe, expect, it } from 'vitest'
import { LAST_PAY_CHANNEL_KEY, readLastPayChannel, rememberPayChannel } from './lastPayChannel'

describe('the last payment channel', () => {
  beforeEach(() => window.localStorage.clear())

  it('is remembered and read back', () => {
    expect(readLastPayChannel()).toBeNull()
    rememberPayChannel('wallet')
    expect(readLastPayChannel()).toBe('wallet')
  })

  it('ignores what is not a channel code', () => {
    window.localStorage.setItem(LAST_PAY_CHANNEL_KEY, '<script>')
    expect(readLastPayChannel()).toBeNull()
  })
})
