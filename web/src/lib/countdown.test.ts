import { describe, expect, it } from 'vitest'
import { formatTimeLeft } from './countdown'

describe('time left to pay', () => {
  it('shows minutes and seconds', () => {
    expect(formatTimeLeft(15 * 60_000)).toBe('15:00')
    expect(formatTimeLeft(14 * 60_000 + 32_000)).toBe('14:32')
    expect(formatTimeLeft(61_000)).toBe('01:01')
    expect(formatTimeLeft(9_000)).toBe('00:09')
  })

  it('rounds partial seconds up, so 00:00 means over', () => {
    expect(formatTimeLeft(1)).toBe('00:01')
    expect(formatTimeLeft(59_001)).toBe('01:00')
    expect(formatTimeLeft(0)).toBe('00:00')
  })

  it('adds hours from one hour on', () => {
    expect(formatTimeLeft(3_600_000)).toBe('1:00:00')
    expect(formatTimeLeft(2 * 3_600_000 + 5 * 60_000 + 7_000)).toBe('2:05:07')
  })

  it('reads 00:00 for the past and for nonsense', () => {
    expect(formatTimeLeft(-5_000)).toBe('00:00')
    expect(formatTimeLeft(Number.NaN)).toBe('00:00')
    expect(formatTimeLeft(Number.POSITIVE_INFINITY)).toBe('00:00')
  })
})
