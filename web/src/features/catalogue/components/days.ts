import { formatDate, type TimeLang } from '@/lib/time'

export interface DayGroup<T> {
  /** The calendar day, YYYY-MM-DD, in `timeZone`. */
  day: string
  items: T[]
}

/** The calendar day of a time as YYYY-MM-DD (in `timeZone`, default the device's). */
export function dayKey(time: number, timeZone?: string): string {
  return formatDate(time, 'zh-Hans', timeZone)
}

/**
 * Items grouped by the calendar day of `timeOf(item)`, newest day first and newest first within
 * a day. Items with an invalid time are left out.
 */
export function groupByDay<T>(items: readonly T[], timeOf: (item: T) => number, timeZone?: string): DayGroup<T>[] {
  const sorted = items
    .map((item) => ({ item, time: timeOf(item) }))
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => b.time - a.time)
  const groups: DayGroup<T>[] = []
  for (const { item, time } of sorted) {
    const day = dayKey(time, timeZone)
    const last = groups[groups.length - 1]
    if (last && last.day === day) last.items.push(item)
    else groups.push({ day, items: [item] })
  }
  return groups
}

export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string }

/** How to head a day: today, yesterday, or its date in the app language. */
export function dayLabel(day: string, now: number, lang: TimeLang, timeZone?: string): DayLabel {
  const today = dayKey(now, timeZone)
  if (day === today) return { kind: 'today' }
  const yesterday = dayKey(now - 24 * 60 * 60 * 1000, timeZone)
  // Around a daylight-saving change 24 h back may still be today; step back another hour then.
  const previous = yesterday === today ? dayKey(now - 25 * 60 * 60 * 1000, timeZone) : yesterday
  if (day === previous) return { kind: 'yesterday' }
  const [year, month, date] = day.split('-').map(Number)
  const noonUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12)
  return { kind: 'date', text: formatDate(noonUtc, lang, 'UTC') }
}
