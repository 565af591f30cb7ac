import { describe, expect, it } from 'vitest'
import { dayName, gridWeeks, monthGrid, weekdayNames } from './calendar'
import { streakStrip, todaysReward } from './api'

describe('the check-in calendar', () => {
  it('starts weeks on Monday and lists every day of the month', () => {
    const november = monthGrid('2026-11') // 1 November 2026 is a Sunday
    expect(november.leadingBlanks).toBe(6)
    expect(november.days).toHaveLength(30)
    expect(november.days[0]).toBe('2026-11-01')
    expect(november.days.at(-1)).toBe('2026-11-30')
    expect(monthGrid('2026-02').days).toHaveLength(28)
    expect(monthGrid('2028-02').days).toHaveLength(29)
    expect(monthGrid('2026-06').leadingBlanks).toBe(0) // a Monday
  })

  it('cuts the grid into whole weeks for the grid role (rows of seven cells)', () => {
    const weeks = gridWeeks(monthGrid('2026-11'))
    expect(weeks).toHaveLength(6)
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(gridWeeks(monthGrid('2027-02')).flat().filter(Boolean)).toHaveLength(28)
  })

  it("names a day with its month in the language (a cell's name holds the number it shows)", () => {
    expect(dayName('2026-11-01', 'en')).toBe('November 1')
    expect(dayName('2026-11-01', 'zh-Hans')).toBe('11月1日')
  })

  it('names the weekdays in the language, Monday first', () => {
    expect(weekdayNames('zh-Hans')).toEqual(['一', '二', '三', '四', '五', '六', '日'])
    expect(weekdayNames('en')[0]).toBe('M')
  })
})

describe('the streak strip', () => {
  const config = [5, 10, 15, 20, 25, 30, 50].map((point, index) => ({ day: index + 1, point, experience: 5 }))

  it('marks the days done and the one today pays', () => {
    const strip = streakStrip(7, { totalDay: 9, continuousDay: 2, todaySignIn: false })
    expect(strip.filter((cell) => cell.done).map((cell) => cell.day)).toEqual([1, 2])
    expect(strip.find((cell) => cell.today)?.day).toBe(3)
    expect(todaysReward(config, { totalDay: 9, continuousDay: 2, todaySignIn: false })?.point).toBe(15)
  })

  it('after checking in, today is the last day done', () => {
    const strip = streakStrip(7, { totalDay: 3, continuousDay: 3, todaySignIn: true })
    expect(strip.find((cell) => cell.today)?.day).toBe(3)
    expect(todaysReward(config, { totalDay: 3, continuousDay: 3, todaySignIn: true })?.point).toBe(15)
  })

  it('past day seven the last day repeats', () => {
    const summary = { totalDay: 20, continuousDay: 12, todaySignIn: false }
    expect(streakStrip(7, summary).every((cell) => cell.done)).toBe(true)
    expect(streakStrip(7, summary).find((cell) => cell.today)?.day).toBe(7)
    expect(todaysReward(config, summary)?.point).toBe(50)
    expect(todaysReward(config, { totalDay: 0, continuousDay: 0, todaySignIn: false })?.point).toBe(5)
  })
})
