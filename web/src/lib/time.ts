/**
 * Relative and absolute time display (spec §9) in the four app languages, plus a countdown.
 * Times are epoch milliseconds (architecture §3) or Dates. Invalid times format as ''.
 * Absolute formats take an optional IANA time zone; the default is the device's.
 */

export type TimeLang = 'en' | 'zh-Hans' | 'zh-Hant' | 'ja'

const SECOND_MS = 1000
const MINUTE_S = 60
const HOUR_S = 60 * MINUTE_S
const DAY_S = 24 * HOUR_S
const JUST_NOW_LIMIT_S = 300
const DAYS_LIMIT_S = 30 * DAY_S

/** The spec's "just now" (§9); Intl has no such phrase, only "now" for zero. */
const JUST_NOW: Readonly<Record<TimeLang, string>> = {
  en: 'just now',
  'zh-Hans': '刚刚',
  'zh-Hant': '剛剛',
  ja: 'たった今',
}

const relativeFormatters = new Map<TimeLang, Intl.RelativeTimeFormat>()

/**
 * Counts are elapsed time, not calendar days, so numeric is 'always' ("1 day ago", never
 * "yesterday"). Formatters are kept per language, like the date formatters below.
 */
function relativeFormatterFor(lang: TimeLang): Intl.RelativeTimeFormat {
  let formatter = relativeFormatters.get(lang)
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(lang, { numeric: 'always' })
    relativeFormatters.set(lang, formatter)
  }
  return formatter
}

function ago(count: number, unit: Intl.RelativeTimeFormatUnit, lang: TimeLang): string {
  return relativeFormatterFor(lang).format(-count, unit)
}

function toMs(time: number | Date): number {
  return time instanceof Date ? time.getTime() : time
}

/**
 * "just now" under 300 s (and for future times), then whole minutes, hours and days ago as
 * Intl.RelativeTimeFormat words them, and from 30 days on the date (YYYY-MM-DD in Chinese and
 * Japanese, "Nov 2, 2026" in English).
 */
export function relativeTime(
  then: number | Date,
  now: number | Date,
  lang: TimeLang,
  timeZone?: string,
): string {
  const thenMs = toMs(then)
  const elapsedS = Math.floor((toMs(now) - thenMs) / SECOND_MS)
  if (!Number.isFinite(elapsedS)) return ''
  if (elapsedS < JUST_NOW_LIMIT_S) return JUST_NOW[lang]
  if (elapsedS < HOUR_S) return ago(Math.floor(elapsedS / MINUTE_S), 'minute', lang)
  if (elapsedS < DAY_S) return ago(Math.floor(elapsedS / HOUR_S), 'hour', lang)
  if (elapsedS < DAYS_LIMIT_S) return ago(Math.floor(elapsedS / DAY_S), 'day', lang)
  return formatDate(thenMs, lang, timeZone)
}

type PartName = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'
type Parts = Record<PartName, string>

const NUMERIC_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** Formatters are costly to build and lists format many times, so they are kept. */
function formatterFor(timeZone: string | undefined, month: 'short' | '2-digit'): Intl.DateTimeFormat {
  const key = `${month}|${timeZone ?? ''}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...NUMERIC_PARTS, month, timeZone })
    formatters.set(key, formatter)
  }
  return formatter
}

function partsOf(ms: number, timeZone: string | undefined, month: 'short' | '2-digit'): Parts {
  const format = formatterFor(timeZone, month)
  const parts: Parts = { year: '', month: '', day: '', hour: '', minute: '', second: '' }
  for (const part of format.formatToParts(ms)) {
    if (part.type in parts) parts[part.type as PartName] = part.value
  }
  return parts
}

function isValidTime(ms: number): boolean {
  return Number.isFinite(ms) && !Number.isNaN(new Date(ms).getTime())
}

/** The calendar date: "2026-11-02" (zh, ja) or "Nov 2, 2026" (en). */
export function formatDate(time: number | Date, lang: TimeLang, timeZone?: string): string {
  const ms = toMs(time)
  if (!isValidTime(ms)) return ''
  if (lang === 'en') {
    const p = partsOf(ms, timeZone, 'short')
    return `${p.month} ${Number(p.day)}, ${p.year}`
  }
  const p = partsOf(ms, timeZone, '2-digit')
  return `${p.year.padStart(4, '0')}-${p.month}-${p.day}`
}

/** Date and 24-hour time: "2026-11-02 14:05:09" (zh, ja) or "Nov 2, 2026, 14:05:09" (en). */
export function formatDateTime(time: number | Date, lang: TimeLang, timeZone?: string): string {
  const ms = toMs(time)
  if (!isValidTime(ms)) return ''
  const p = partsOf(ms, timeZone, '2-digit')
  const clock = `${p.hour}:${p.minute}:${p.second}`
  const separator = lang === 'en' ? ', ' : ' '
  return `${formatDate(ms, lang, timeZone)}${separator}${clock}`
}

/** Date and time to the minute, for schedules: "2026-11-02 14:05" (zh, ja) or "Nov 2, 2026, 14:05" (en). */
export function formatDateMinute(time: number | Date, lang: TimeLang, timeZone?: string): string {
  const ms = toMs(time)
  if (!isValidTime(ms)) return ''
  const p = partsOf(ms, timeZone, '2-digit')
  return `${formatDate(ms, lang, timeZone)}${lang === 'en' ? ', ' : ' '}${p.hour}:${p.minute}`
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}

/** Whole days of a countdown as each language writes them ("13d", "13天", "13日"). */
const DAYS: Readonly<Record<TimeLang, (days: number) => string>> = {
  en: (days) => `${days}d`,
  'zh-Hans': (days) => `${days}天`,
  'zh-Hant': (days) => `${days}天`,
  ja: (days) => `${days}日`,
}

/**
 * Time left as "HH:MM:SS", prefixed with the days from one day on ("1d 02:03:04", "1天 02:03:04").
 * Partial seconds round up, so it shows 00:00:00 only once the time is over;
 * negative or invalid input shows 00:00:00.
 */
export function formatCountdown(ms: number, lang: TimeLang = 'en'): string {
  const totalS = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / SECOND_MS) : 0
  const days = Math.floor(totalS / DAY_S)
  const hours = Math.floor((totalS % DAY_S) / HOUR_S)
  const minutes = Math.floor((totalS % HOUR_S) / MINUTE_S)
  const seconds = totalS % MINUTE_S
  const clock = `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`
  return days >= 1 ? `${DAYS[lang](days)} ${clock}` : clock
}
