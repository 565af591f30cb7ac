import { describe, expect, it } from 'vitest'
import { formatMonth, monthOf, monthRange } from './months'

describe('a month as the summary range', () => {
  it('runs from the first millisecond of the month to the last', () => {
    const [start, end] = monthRange({ year: 2025, month: 5 })
    expect(start).toBe(new Date(2025, 5, 1, 0, 0, 0, 0).getTime())
    expect(end).toBe(new Date(2025, 5, 30, 23, 59, 59, 999).getTime())
  })

  it('ends one millisecond before the next month starts, across the year end and February', () => {
    expect(monthRange({ year: 2024, month: 11 })[1] + 1).toBe(new Date(2025, 0, 1).getTime())
    expect(monthRange({ year: 2024, month: 1 })[1]).toBe(new Date(2024, 1, 29, 23, 59, 59, 999).getTime())
    expect(monthRange({ year: 2023, month: 1 })[1]).toBe(new Date(2023, 1, 28, 23, 59, 59, 999).getTime())
  })

  it('months follow each other without a gap or an overlap', () => {
    for (let month = 0; month < 12; month += 1) {
      expect(monthRange({ year: 2025, month })[1] + 1).toBe(monthRange({ year: 2025, month: month + 1 })[0])
    }
  })

  it('finds the month of a moment, and that moment lies inside its range', () => {
    const moment = new Date(2025, 2, 31, 23, 59, 59).getTime()
    const month = monthOf(moment)
    expect(month).toEqual({ year: 2025, month: 2 })
    const [start, end] = monthRange(month)
    expect(start <= moment && moment <= end).toBe(true)
  })

  it('names the month in each language', () => {
    expect(formatMonth({ year: 2025, month: 5 }, 'en')).toBe('June 2025')
    expect(formatMonth({ year: 2025, month: 5 }, 'zh-Hans')).toBe('2025年6月')
    expect(formatMonth({ year: 2025, month: 5 }, 'ja')).toBe('2025年6月')
  })
})
