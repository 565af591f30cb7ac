import { describe, expect, it } from 'vitest'
import { ACTIVITY_STATUS, countdownTarget, detailLabel, ENDING_SOON_MS, listBadge } from './status'

const HOUR = 60 * 60 * 1000
const start = Date.UTC(2026, 11, 1, 4)
const end = start + 3 * 24 * HOUR
const activity = { status: ACTIVITY_STATUS.upcoming, startTime: start, endTime: end }

describe('detailLabel', () => {
  it('reads coming soon, in progress, ending soon in the last 24 hours, then ended', () => {
    expect(detailLabel(activity, start - 1)).toBe('comingSoon')
    expect(detailLabel(activity, start)).toBe('inProgress')
    expect(detailLabel(activity, end - ENDING_SOON_MS - 1)).toBe('inProgress')
    expect(detailLabel(activity, end - ENDING_SOON_MS)).toBe('endingSoon')
    expect(detailLabel(activity, end - 1)).toBe('endingSoon')
    expect(detailLabel(activity, end)).toBe('ended')
  })

  it('is unknown without a status or a window (news, or a malformed answer)', () => {
    expect(detailLabel({ ...activity, status: null }, start)).toBe('unknown')
    expect(detailLabel({ ...activity, endTime: null }, start)).toBe('unknown')
  })
})

describe('countdownTarget', () => {
  it('counts to the start, then to the end, then nothing', () => {
    expect(countdownTarget(activity, start - HOUR)).toEqual({ to: 'start', at: start })
    expect(countdownTarget(activity, start + HOUR)).toEqual({ to: 'end', at: end })
    expect(countdownTarget(activity, end - HOUR)).toEqual({ to: 'end', at: end })
    expect(countdownTarget(activity, end)).toBeNull()
  })
})

describe('listBadge', () => {
  it('names the three list statuses and nothing else', () => {
    expect(listBadge(10)).toBe('upcoming')
    expect(listBadge(20)).toBe('ongoing')
    expect(listBadge(30)).toBe('ended')
    expect(listBadge(null)).toBeNull()
    expect(listBadge(40)).toBeNull()
  })
})
