/**
 * An activity's state as its page labels it (spec §4: coming soon, in progress, ending soon,
 * ended, status unknown, taken offline) and what its countdown counts to.
 */

/** promotion_activity_status values the server answers. */
export const ACTIVITY_STATUS = { upcoming: 10, ongoing: 20, ended: 30 } as const
export const ARTICLE_TYPE = { activity: 1, news: 2 } as const

export type DetailLabel = 'comingSoon' | 'inProgress' | 'endingSoon' | 'ended' | 'unknown' | 'offline'

/** "Ending soon" in its last 24 hours. */
export const ENDING_SOON_MS = 24 * 60 * 60 * 1000

export interface Window {
  status: number | null
  startTime: number | null
  endTime: number | null
}

/**
 * The label at `now` (server time): the server's status where the times agree, and the times
 * themselves once the page has stayed open past a start or an end.
 */
export function detailLabel(activity: Window, now: number): DetailLabel {
  const { startTime, endTime } = activity
  if (activity.status === null || startTime === null || endTime === null) return 'unknown'
  if (now < startTime) return 'comingSoon'
  if (now >= endTime) return 'ended'
  return endTime - now <= ENDING_SOON_MS ? 'endingSoon' : 'inProgress'
}

/** The moment the countdown runs to: the start of a coming activity, the end of a running one. */
export function countdownTarget(activity: Window, now: number): { to: 'start' | 'end'; at: number } | null {
  const label = detailLabel(activity, now)
  if (label === 'comingSoon' && activity.startTime !== null) return { to: 'start', at: activity.startTime }
  if ((label === 'inProgress' || label === 'endingSoon') && activity.endTime !== null) {
    return { to: 'end', at: activity.endTime }
  }
  return null
}

/** The list's badge for an activity (spec §4 activity status): ongoing, upcoming or ended. */
export function listBadge(status: number | null): 'ongoing' | 'upcoming' | 'ended' | null {
  if (status === ACTIVITY_STATUS.ongoing) return 'ongoing'
  if (status === ACTIVITY_STATUS.upcoming) return 'upcoming'
  if (status === ACTIVITY_STATUS.ended) return 'ended'
  return null
}
