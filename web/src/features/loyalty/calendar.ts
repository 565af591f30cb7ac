/** One month of a calendar: blank cells before the 1st (weeks start on Monday), then its days. */
export interface MonthGrid {
  leadingBlanks: number
  days: string[]
}

/** "YYYY-MM" → [year, month 1–12]. */
export function parseMonth(month: string): [number, number] {
  const [year = NaN, number = NaN] = month.split('-').map(Number)
  return [year, number]
}

/** The month ("YYYY-MM") as a Monday-first grid; each day "YYYY-MM-DD". */
export function monthGrid(month: string): MonthGrid {
  const [year, number] = parseMonth(month)
  const first = new Date(Date.UTC(year, number - 1, 1))
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate()
  const leadingBlanks = (first.getUTCDay() + 6) % 7
  const days = Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`)
  return { leadingBlanks, days }
}

/** Monday … Sunday in the language, short ("Mon", "一", "月"). */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'narrow', timeZone: 'UTC' })
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))))
}

/** The grid's weeks, Monday first: each 7 cells (a day, or null for a blank), the last one filled out. */
export function gridWeeks(grid: MonthGrid): (string | null)[][] {
  const cells = [...Array.from({ length: grid.leadingBlanks }, () => null), ...grid.days]
  const weeks: (string | null)[][] = []
  for (let start = 0; start < cells.length; start += 7) {
    const week = cells.slice(start, start + 7)
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)])
  }
  return weeks
}

/** A day ("YYYY-MM-DD") as the language says it with its month ("November 1", "11月1日"). */
export function dayName(day: string, language: string): string {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number)
  return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)))
}
