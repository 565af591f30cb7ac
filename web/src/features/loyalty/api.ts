import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { nextPageParam } from '@/lib/pagination'
import { queryClient } from '@/lib/queryClient'
import { USER_REFRESH_THROTTLE_MS, useUserStore } from '@/stores/user'
import { memberKeys } from '@/lib/queryKeys'

type Schemas = components['schemas']
export type SignInDay = Schemas['SignInConfigResp']
export type SignInSummary = Schemas['SignInSummaryResp']
export type SignInRecord = Schemas['SignInRecordResp']
export type MemberLevel = Schemas['LevelListResp']
export type ExperienceRecord = Schemas['ExperienceRecordResp']

/** Architecture §4: days change at 00:00 in this zone (check-in, the calendar's today). */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai'

const PAGE_SIZE = 20

const membershipKeys = {
  config: ['member', 'sign-in', 'config'] as const,
  summary: ['member', 'sign-in', 'summary'] as const,
  month: (month: string) => ['member', 'sign-in', 'month', month] as const,
  levels: (language: string) => ['member', 'levels', language] as const,
  experience: (language: string) => ['member', 'experience', language] as const,
}

/** The business day of `moment` as "YYYY-MM-DD" (Asia/Shanghai). */
export function businessDate(moment: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  )
}

/** Each streak day's reward (no login needed); the last one repeats after it. */
export function useSignInConfig() {
  return useQuery({
    queryKey: membershipKeys.config,
    queryFn: () => unwrap(api.GET('/app-api/member/sign-in/config/list', { showError: false })),
    staleTime: Infinity,
  })
}

export function useSignInSummary() {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: membershipKeys.summary,
    queryFn: () => unwrap(api.GET('/app-api/member/sign-in/record/get-summary', { auth: true, showError: false })),
    enabled: loggedIn,
  })
}

/** The member's check-ins of one month ("YYYY-MM"), for the calendar. */
export function useSignInMonth(month: string) {
  return useQuery({
    queryKey: membershipKeys.month(month),
    queryFn: () =>
      unwrap(
        api.GET('/app-api/member/sign-in/record/page', {
          params: { query: { month, pageNo: 1, pageSize: 31 } },
          auth: true,
          showError: false,
        }),
      ),
  })
}

/** Checks in for today; points, level, summary and calendar load again. */
export function useCheckIn() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/app-api/member/sign-in/record/create', { auth: true, showError: false })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  })
}

export function useLevels() {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: membershipKeys.levels(i18n.language),
    queryFn: () => unwrap(api.GET('/app-api/member/level/list', { showError: false })),
    staleTime: Infinity,
  })
}

export function useExperienceRecords() {
  const { i18n } = useTranslation()
  return useInfiniteQuery({
    queryKey: membershipKeys.experience(i18n.language),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/app-api/member/experience-record/page', {
          params: { query: { pageNo: pageParam, pageSize: 20 } },
          auth: true,
          showError: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  })
}

/**
 * The 7-day strip: for each reward day, whether it is done in the running streak, and which one
 * today's check-in pays (past day 7 the last day repeats).
 */
export function streakStrip(days: number, summary: SignInSummary): { day: number; done: boolean; today: boolean }[] {
  const done = Math.min(summary.continuousDay, days)
  const todayDay = summary.todaySignIn ? Math.min(summary.continuousDay, days) : Math.min(summary.continuousDay + 1, days)
  return Array.from({ length: days }, (_, index) => {
    const day = index + 1
    return { day, done: day <= done, today: day === todayDay }
  })
}

/** Today's reward: the day of the streak today's check-in makes (or made). */
export function todaysReward(config: SignInDay[], summary: SignInSummary): SignInDay | undefined {
  const day = summary.todaySignIn ? summary.continuousDay : summary.continuousDay + 1
  return config[Math.min(Math.max(day, 1), config.length) - 1]
}

export type PointRecord = Schemas['PointRecordResp']
export type PointFilter = 'all' | 'income' | 'expense'

export function fetchPointRecords(filter: PointFilter, pageNo: number) {
  const addStatus = filter === 'all' ? undefined : filter === 'income'
  return unwrap(
    api.POST('/app-api/member/point/record/page', { body: { pageNo, pageSize: PAGE_SIZE, addStatus }, auth: true }),
  )
}

/** Point records page by page, newest first; the next page is asked for while scrolling. */
export function usePointRecords(filter: PointFilter) {
  const { i18n } = useTranslation()
  return useInfiniteQuery({
    queryKey: [...memberKeys.all, 'points', filter, i18n.language],
    queryFn: ({ pageParam }) => fetchPointRecords(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  })
}

export type PendingPoint = Schemas['PendingPointResp']

/**
 * Points the member's paid orders will give once final (every key revealed or the refund window
 * closed), soonest first. Under the member's keys, so paying or revealing a key reloads them.
 */
export function usePendingPoints() {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: [...memberKeys.all, 'pending-points', i18n.language],
    queryFn: () => unwrap(api.GET('/app-api/member/point/pending', { auth: true, showError: false })),
    staleTime: USER_REFRESH_THROTTLE_MS,
  })
}
