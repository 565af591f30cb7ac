/*
 * The wallet's month picker: a month in the device's time zone as the summary's createTime pair.
 */

export interface Month {
  year: number
  /** 0 = January, as Date counts them. */
  month: number
}

export function monthOf(time: number | Date): Month {
  const date = new Date(time)
  return { year: date.getFullYear(), month: date.getMonth() }
}

/**
 * The first and the last millisecond of the month in local time: the server counts both ends
 * (GET /pay/wallet-transaction/get-summary), so the end is one before the next month starts.
 */
export function monthRange({ year, month }: Month): [number, number] {
  const start = new Date(year, month, 1).getTime()
  const next = new Date(year, month + 1, 1).getTime()
  return [start, next - 1]
}

const LOCALES: Record<string, string> = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', ja: 'ja-JP' }

/** "June 2025", "2025年6月" … in the shown language. */
export function formatMonth({ year, month }: Month, language: string): string {
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'zh-CN', { year: 'numeric', month: 'long' }).format(
    new Date(year, month, 1),
  )
}
