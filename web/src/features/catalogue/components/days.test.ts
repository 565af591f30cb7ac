import { describe, expect, it } from 'vitest'
import { dayKey, dayLabel, groupByDay } from './days'

const HOUR = 60 * 60 * 1000
/** 2026-11-02T14:05:09Z */
const NOW = Date.UTC(2026, 10, 2, 14, 5, 9)

interface Visit {
  id: number
  viewedTime: number
}

const visit = (id: number, viewedTime: number): Visit => ({ id, viewedTime })
const ids = (groups: { day: string; items: Visit[] }[]) => groups.map((g) => [g.day, g.items.map((v) => v.id)])

describe('groupByDay', () => {
  it('groups by calendar day, newest day first and newest first within a day', () => {
    const visits = [
      visit(1, Date.UTC(2026, 10, 1, 9)),
      visit(2, Date.UTC(2026, 10, 2, 13)),
      visit(3, Date.UTC(2026, 9, 20, 23, 59)),
      visit(4, Date.UTC(2026, 10, 2, 0, 0)),
      visit(5, Date.UTC(2026, 10, 1, 22)),
    ]
    expect(ids(groupByDay(visits, (v) => v.viewedTime, 'UTC'))).toEqual([
      ['2026-11-02', [2, 4]],
      ['2026-11-01', [5, 1]],
      ['2026-10-20', [3]],
    ])
  })

  it('uses the given time zone for the day boundary', () => {
    // 2026-11-01T20:00Z is already 2 November in Shanghai (UTC+8).
    const visits = [visit(1, Date.UTC(2026, 10, 1, 20)), visit(2, Date.UTC(2026, 10, 1, 10))]
    expect(ids(groupByDay(visits, (v) => v.viewedTime, 'UTC'))).toEqual([['2026-11-01', [1, 2]]])
    expect(ids(groupByDay(visits, (v) => v.viewedTime, 'Asia/Shanghai'))).toEqual([
      ['2026-11-02', [1]],
      ['2026-11-01', [2]],
    ])
  })

  it('keeps the same day in separate pages together and leaves out invalid times', () => {
    const page1 = [visit(1, NOW - HOUR), visit(2, NOW - 2 * HOUR)]
    const page2 = [visit(3, NOW - 3 * HOUR), visit(4, Number.NaN)]
    expect(ids(groupByDay([...page1, ...page2], (v) => v.viewedTime, 'UTC'))).toEqual([['2026-11-02', [1, 2, 3]]])
  })

  it('is empty for no items', () => {
    expect(groupByDay([], () => 0)).toEqual([])
  })
})

describe('dayLabel', () => {
  it('names today and yesterday', () => {
    expect(dayLabel(dayKey(NOW, 'UTC'), NOW, 'en', 'UTC')).toEqual({ kind: 'today' })
    expect(dayLabel('2026-11-01', NOW, 'en', 'UTC')).toEqual({ kind: 'yesterday' })
  })

  it('gives older days as a date in the app language', () => {
    expect(dayLabel('2026-10-31', NOW, 'en', 'UTC')).toEqual({ kind: 'date', text: 'Oct 31, 2026' })
    expect(dayLabel('2026-10-31', NOW, 'ja', 'UTC')).toEqual({ kind: 'date', text: '2026-10-31' })
  })

  it('follows the time zone for today', () => {
    // 23:30 UTC on 2 November is 3 November in Tokyo.
    const late = Date.UTC(2026, 10, 2, 23, 30)
    expect(dayLabel('2026-11-03', late, 'en', 'Asia/Tokyo')).toEqual({ kind: 'today' })
    expect(dayLabel('2026-11-02', late, 'en', 'Asia/Tokyo')).toEqual({ kind: 'yesterday' })
  })
})
