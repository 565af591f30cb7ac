import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { components } from '@/client/schema'
import { request } from '@/lib/http'
import { queryClient } from '@/lib/queryClient'
import { SOCIAL_USER_KEY } from '@/lib/wechat'
import { USER_REFRESH_THROTTLE_MS, useUserStore } from '@/stores/user'

type Schemas = components['schemas']
export type UserInfo = Schemas['UserInfoResp']
export type AuthLogin = Schemas['AuthLoginResp']
export type UserUpdate = Schemas['UserUpdateReq']
export type UpdateMobile = Schemas['UpdateMobileReq']
export type UpdatePassword = Schemas['UpdatePasswordReq']
export type ResetPassword = Schemas['ResetPasswordReq']

/** SMS scenes (architecture §4). */
export const SmsScene = { login: 1, changeMobile: 2, changePassword: 3, resetPassword: 4 } as const
export type SmsSceneValue = (typeof SmsScene)[keyof typeof SmsScene]

export const memberKeys = {
  all: ['member'] as const,
  user: (language: string) => ['member', 'user', language] as const,
}

export function sendSmsCode(mobile: string, scene: SmsSceneValue): Promise<boolean> {
  return request({ url: '/member/auth/send-sms-code', method: 'POST', data: { mobile, scene }, showError: false })
}

export function smsLogin(mobile: string, code: string): Promise<AuthLogin> {
  return request({ url: '/member/auth/sms-login', method: 'POST', data: { mobile, code }, showError: false })
}

export function passwordLogin(mobile: string, password: string): Promise<AuthLogin> {
  return request({ url: '/member/auth/login', method: 'POST', data: { mobile, password }, showError: false })
}

export function updateUser(body: UserUpdate): Promise<boolean> {
  return request({ url: '/member/user/update', method: 'PUT', data: body, auth: true, showLoading: true })
}

export function updateMobile(body: UpdateMobile): Promise<boolean> {
  return request({ url: '/member/user/update-mobile', method: 'PUT', data: body, auth: true, showLoading: true })
}

export function updatePassword(body: UpdatePassword): Promise<boolean> {
  return request({ url: '/member/user/update-password', method: 'PUT', data: body, auth: true, showLoading: true })
}

export function resetPassword(body: ResetPassword): Promise<boolean> {
  return request({ url: '/member/user/reset-password', method: 'PUT', data: body, showLoading: true })
}

/** The logged-in member's profile; not reloaded within 5 s of the last load. */
export function useUserInfo() {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: memberKeys.user(i18n.language),
    queryFn: () => request<UserInfo>({ url: '/member/user/get', auth: true, showError: false }),
    enabled: loggedIn,
    staleTime: USER_REFRESH_THROTTLE_MS,
  })
}

export function invalidateMember(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: memberKeys.all })
}

export type PointRecord = Schemas['PointRecordResp']
export type PointFilter = 'all' | 'income' | 'expense'
const PAGE_SIZE = 20

interface Page<T> {
  list: T[]
  total: number
}

export function fetchPointRecords(filter: PointFilter, pageNo: number): Promise<Page<PointRecord>> {
  const addStatus = filter === 'all' ? undefined : filter === 'income'
  return request({
    url: '/member/point/record/page',
    method: 'POST',
    data: { pageNo, pageSize: PAGE_SIZE, addStatus },
    auth: true,
  })
}

/** Point records page by page, newest first; the next page is asked for while scrolling. */
export function usePointRecords(filter: PointFilter) {
  const { i18n } = useTranslation()
  return useInfiniteQuery({
    queryKey: [...memberKeys.all, 'points', filter, i18n.language],
    queryFn: ({ pageParam }) => fetchPointRecords(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((count, page) => count + page.list.length, 0) < last.total ? pages.length + 1 : undefined,
  })
}

/** A bound social account (GET /member/social-user/get), null when none of that type is bound. */
export type SocialUser = Schemas['SocialUserResp']

export function useSocialUser(type: number) {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: [...SOCIAL_USER_KEY, type],
    queryFn: () =>
      request<SocialUser | null>({ url: '/member/social-user/get', params: { type }, auth: true, showError: false }),
    enabled: loggedIn,
  })
}

export async function unbindSocialUser(type: number, openid: string): Promise<void> {
  await request<boolean>({
    url: '/member/social-user/unbind',
    method: 'DELETE',
    data: { type, openid },
    auth: true,
    showLoading: true,
  })
  await queryClient.invalidateQueries({ queryKey: SOCIAL_USER_KEY })
}
