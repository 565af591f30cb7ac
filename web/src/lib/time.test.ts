import { describe, expect, it } from 'vitest'
import { formatCountdown, formatDate, formatDateMinute, formatDateTime, relativeTime, type TimeLang } from './time'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** 2026-11-02T14:05:09Z */
const NOW = Date.UTC(2026, 10, 2, 14, 5, 9)

function ago(ms: number, lang: TimeLang = 'en', timeZone = 'UTC'): string {
  return relativeTime(NOW - ms, NOW, lang, timeZone)
}

describe('relativeTime thresholds', () => {
  it('is just now from 0 to 299 seconds', () => {
    expect(ago(0)).toBe('just now')
    expect(ago(59 * SECOND)).toBe('just now')
    expect(ago(299 * SECOND)).toBe('just now')
    expect(ago(299 * SECOND + 999)).toBe('just now')
  })

  it('counts minutes from 300 seconds to under an hour', () => {
    expect(ago(300 * SECOND)).toBe('5 minutes ago')
    expect(ago(359 * SECOND)).toBe('5 minutes ago')
    expect(ago(59 * MINUTE + 59 * SECOND)).toBe('59 minutes ago')
  })

  it('counts hours from one hour to under a day', () => {
    expect(ago(HOUR)).toBe('1 hour ago')
    expect(ago(2 * HOUR - 1)).toBe('1 hour ago')
    expect(ago(2 * HOUR)).toBe('2 hours ago')
    expect(ago(DAY - 1)).toBe('23 hours ago')
  })

  it('counts days from one day to under 30 days', () => {
    expect(ago(DAY)).toBe('1 day ago')
    expect(ago(2 * DAY)).toBe('2 days ago')
    expect(ago(30 * DAY - 1)).toBe('29 days ago')
  })

  it('shows the date from 30 days on', () => {
    expect(ago(30 * DAY)).toBe('Oct 3, 2026')
    expect(ago(400 * DAY)).toBe('Sep 28, 2025')
  })

  it('treats future times as just now', () => {
    expect(ago(-5 * SECOND)).toBe('just now')
    expect(ago(-10 * DAY)).toBe('just now')
  })

  it('accepts Date objects', () => {
    expect(relativeTime(new Date(NOW - 3 * HOUR), new Date(NOW), 'en')).toBe('3 hours ago')
    expect(relativeTime(new Date(NOW - 3 * HOUR), NOW, 'ja')).toBe('3 時間前')
  })

  it('is empty for invalid times', () => {
    expect(relativeTime(Number.NaN, NOW, 'en')).toBe('')
    expect(relativeTime(NOW, Number.NaN, 'en')).toBe('')
    expect(relativeTime(new Date('nonsense'), NOW, 'en')).toBe('')
    expect(relativeTime(Number.NEGATIVE_INFINITY, NOW, 'en')).toBe('')
  })
})

describe('relativeTime wording', () => {
  // Minutes start at 5 (under 300 s is just now), so "1 minute ago" never shows. Past the
  // just-now phrases the words are Intl.RelativeTimeFormat's (CLDR), spaces included.
  const cases: [TimeLang, string[]][] = [
    ['en', ['just now', '5 minutes ago', '1 hour ago', '3 hours ago', '1 day ago', '4 days ago']],
    ['zh-Hans', ['刚刚', '5分钟前', '1小时前', '3小时前', '1天前', '4天前']],
    ['zh-Hant', ['剛剛', '5 分鐘前', '1 小時前', '3 小時前', '1 天前', '4 天前']],
    ['ja', ['たった今', '5 分前', '1 時間前', '3 時間前', '1 日前', '4 日前']],
  ]
  const elapsed = [10 * SECOND, 5 * MINUTE, HOUR, 3 * HOUR, DAY, 4 * DAY]

  it.each(cases)('speaks %s', (lang, expected) => {
    expect(elapsed.map((ms) => ago(ms, lang))).toEqual(expected)
  })

  it.each([
    ['zh-Hans', '2026-10-03'],
    ['zh-Hant', '2026-10-03'],
    ['ja', '2026-10-03'],
    ['en', 'Oct 3, 2026'],
  ] as const)('writes old dates in %s as %s', (lang, expected) => {
    expect(ago(30 * DAY, lang)).toBe(expected)
  })

  it('dates old times in the given time zone', () => {
    const lateEvening = Date.UTC(2026, 0, 1, 20, 0, 0)
    const later = lateEvening + 60 * DAY
    expect(relativeTime(lateEvening, later, 'zh-Hans', 'UTC')).toBe('2026-01-01')
    expect(relativeTime(lateEvening, later, 'zh-Hans', 'Asia/Shanghai')).toBe('2026-01-02')
  })
})

describe('formatDate', () => {
  it('pads months and days for zh and ja', () => {
    expect(formatDate(Date.UTC(2026, 0, 5), 'zh-Hans', 'UTC')).toBe('2026-01-05')
    expect(formatDate(Date.UTC(2026, 11, 31), 'ja', 'UTC')).toBe('2026-12-31')
  })

  it('writes month names without padding for en', () => {
    expect(formatDate(Date.UTC(2026, 10, 2), 'en', 'UTC')).toBe('Nov 2, 2026')
    expect(formatDate(Date.UTC(2026, 4, 21), 'en', 'UTC')).toBe('May 21, 2026')
  })

  it('uses the device time zone by default', () => {
    const date = new Date(2026, 6, 9, 12, 0, 0)
    expect(formatDate(date, 'zh-Hant')).toBe('2026-07-09')
  })

  it('pads years below 1000', () => {
    const date = new Date(Date.UTC(2026, 0, 1))
    date.setUTCFullYear(987)
    expect(formatDate(date, 'zh-Hans', 'UTC')).toBe('0987-01-01')
  })

  it('is empty for invalid times', () => {
    expect(formatDate(Number.NaN, 'en')).toBe('')
    expect(formatDate(new Date('x'), 'ja')).toBe('')
    expect(formatDate(9e15, 'ja')).toBe('')
  })
})

describe('formatDateTime', () => {
  it('writes date and 24-hour time for zh and ja', () => {
    expect(formatDateTime(NOW, 'zh-Hans', 'UTC')).toBe('2026-11-02 14:05:09')
    expect(formatDateTime(NOW, 'ja', 'Asia/Tokyo')).toBe('2026-11-02 23:05:09')
  })

  it('writes month name, date and 24-hour time for en', () => {
    expect(formatDateTime(NOW, 'en', 'UTC')).toBe('Nov 2, 2026, 14:05:09')
  })

  it('writes midnight as 00, not 24', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 1, 0, 0, 0), 'zh-Hant', 'UTC')).toBe('2026-01-01 00:00:00')
  })

  it('crosses the date line with the time zone', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 1, 20, 30, 0), 'zh-Hans', 'Asia/Shanghai')).toBe(
      '2026-01-02 04:30:00',
    )
  })

  it('uses the device time zone by default', () => {
    const date = new Date(2026, 2, 4, 7, 8, 9)
    expect(formatDateTime(date.getTime(), 'zh-Hans')).toBe('2026-03-04 07:08:09')
  })

  it('is empty for invalid times', () => {
    expect(formatDateTime(Number.NaN, 'en')).toBe('')
    expect(formatDateTime(Number.POSITIVE_INFINITY, 'zh-Hans')).toBe('')
  })
})

describe('formatCountdown', () => {
  it('writes hours, minutes and seconds', () => {
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(SECOND)).toBe('00:00:01')
    expect(formatCountdown(59 * SECOND)).toBe('00:00:59')
    expect(formatCountdown(MINUTE)).toBe('00:01:00')
    expect(formatCountdown(HOUR + 2 * MINUTE + 3 * SECOND)).toBe('01:02:03')
    expect(formatCountdown(DAY - SECOND)).toBe('23:59:59')
  })

  it('prefixes days from one day on', () => {
    expect(formatCountdown(DAY)).toBe('1d 00:00:00')
    expect(formatCountdown(DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND)).toBe('1d 02:03:04')
    expect(formatCountdown(15 * DAY + 10 * HOUR)).toBe('15d 10:00:00')
  })

  it('writes the days in the language', () => {
    expect(formatCountdown(13 * DAY, 'zh-Hans')).toBe('13天 00:00:00')
    expect(formatCountdown(13 * DAY, 'zh-Hant')).toBe('13天 00:00:00')
    expect(formatCountdown(13 * DAY, 'ja')).toBe('13日 00:00:00')
    expect(formatCountdown(13 * DAY, 'en')).toBe('13d 00:00:00')
  })

  it('rounds partial seconds up', () => {
    expect(formatCountdown(1)).toBe('00:00:01')
    expect(formatCountdown(59_001)).toBe('00:01:00')
    expect(formatCountdown(DAY - 1)).toBe('1d 00:00:00')
  })

  it('shows zero for past, invalid and infinite times', () => {
    expect(formatCountdown(-1)).toBe('00:00:00')
    expect(formatCountdown(-DAY)).toBe('00:00:00')
    expect(formatCountdown(Number.NaN)).toBe('00:00:00')
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('00:00:00')
  })
})

describe('formatDateMinute', () => {
  it('writes the date and the time to the minute in each language', () => {
    const moment = Date.UTC(2026, 10, 2, 6, 5, 9)
    expect(formatDateMinute(moment, 'en', 'Asia/Shanghai')).toBe('Nov 2, 2026, 14:05')
    expect(formatDateMinute(moment, 'zh-Hans', 'Asia/Shanghai')).toBe('2026-11-02 14:05')
    expect(formatDateMinute(Number.NaN, 'ja')).toBe('')
  })
})
