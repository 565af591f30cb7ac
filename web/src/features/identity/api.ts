import { useMutation, useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { reloadAfterChange } from '@/lib/queryClient'
import { buildShareString, isValidShareInfo } from '@/lib/share'
import { t } from '@/lib/i18n'
import { askShell } from '@/lib/nativeShell'
import { memberKeys, useUserInfo, type UserInfo } from './userInfo'
import { SOCIAL_USER_KEY } from './wechat'
import { useAppStore } from '@/stores/app'
import { useUserStore } from '@/stores/user'

type Schemas = components['schemas']
export type AuthLogin = Schemas['AuthLoginResp']
export type UserUpdate = Schemas['UserUpdateReq']
export type UpdateMobile = Schemas['UpdateMobileReq']
export type UpdatePassword = Schemas['UpdatePasswordReq']
export type ResetPassword = Schemas['ResetPasswordReq']

/** SMS scenes (architecture §4). */
export const SmsScene = { login: 1, changeMobile: 2, changePassword: 3, resetPassword: 4 } as const
export type SmsSceneValue = (typeof SmsScene)[keyof typeof SmsScene]

export { memberKeys, useUserInfo, type UserInfo }

export function useSendSmsCode() {
  return useMutation({
    mutationFn: (body: { mobile: string; scene: SmsSceneValue }) =>
      unwrap(api.POST('/app-api/member/auth/send-sms-code', { body, showError: false })),
  })
}

/**
 * Logs in with an SMS code or the password; the request layer keeps the answer's tokens. An SMS login
 * registers a new member: it carries the shared link the visitor opened (spec §2 shareLog), which makes
 * them the sharer's referred friend; the share is used up by the login either way.
 */
export function useLogin() {
  return useMutation({
    mutationFn: ({ mode, mobile, secret }: { mode: 'sms' | 'password'; mobile: string; secret: string }): Promise<AuthLogin> => {
      if (mode === 'password') {
        return unwrap(api.POST('/app-api/member/auth/login', { body: { mobile, password: secret }, showError: false }))
      }
      return unwrap(
        api.POST('/app-api/member/auth/sms-login', { body: { mobile, code: secret, spm: storedShare() }, showError: false }),
      )
    },
    onSuccess: () => useAppStore.getState().setShareLog(null),
  })
}

/** What the app shell's one-tap SDK gives (uni.login({provider: 'univerify'}).authResult). */
interface OneTapResult {
  access_token: string
  openid: string
}

/** The member closed the shell's login screen (one-tap or WeChat) or chose another way: nothing to say. */
export class ShellLoginCancelled extends Error {}

/**
 * One-tap login in the app shell (spec §1): the shell asks the carrier, the server asks DCloud for
 * the number behind the shell's answer and logs it in; a share visited first binds the referral.
 */
export function useOneTapLogin() {
  return useMutation({
    mutationFn: async (): Promise<AuthLogin> => {
      const answer = await askShell<OneTapResult>('univerify')
      if (!answer.ok) {
        if (answer.code === 'cancelled') throw new ShellLoginCancelled()
        throw new Error(t('login.quickLoginFailed'))
      }
      const body = { access_token: answer.data.access_token, openid: answer.data.openid, spm: storedShare() }
      return unwrap(api.POST('/app-api/member/auth/univerify-app-login', { body, showError: false }))
    },
    onSuccess: () => useAppStore.getState().setShareLog(null),
  })
}

/** The share the visitor opened before logging in, as the login's `spm` (then forgotten). */
function storedShare(): string | undefined {
  const shareLog = useAppStore.getState().shareLog
  return shareLog && isValidShareInfo(shareLog) ? buildShareString(shareLog) : undefined
}

/** Social type of WeChat in our app (its open-platform mobile app: the SDK's SendAuth code). */
const WECHAT_APP = 43

/**
 * WeChat login in the app shell (spec §1, §6: needs WeChat installed): the shell asks WeChat for an
 * authorization code (SendAuth), the server exchanges it and logs in the member it belongs to.
 */
export function useAppWechatLogin() {
  return useMutation({
    mutationFn: async (): Promise<AuthLogin> => {
      const answer = await askShell<{ code: string }>('wechatLogin')
      if (!answer.ok) {
        if (answer.code === 'cancelled') throw new ShellLoginCancelled()
        throw new Error(t(answer.code === 'not-installed' ? 'login.wechatNotInstalled' : 'login.failed'))
      }
      const body = { type: WECHAT_APP, code: answer.data.code, spm: storedShare() } as const
      return unwrap(api.POST('/app-api/member/auth/social-login', { body, showError: false }))
    },
    onSuccess: () => useAppStore.getState().setShareLog(null),
  })
}

/** Nickname, avatar or gender; the profile reloads once saved. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: (body: UserUpdate) => unwrap(api.PUT('/app-api/member/user/update', { body, auth: true, showLoading: true })),
    onSuccess: invalidateMember,
  })
}

export function useUpdateMobile() {
  return useMutation({
    mutationFn: (body: UpdateMobile) =>
      unwrap(api.PUT('/app-api/member/user/update-mobile', { body, auth: true, showLoading: true })),
    onSuccess: invalidateMember,
  })
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: UpdatePassword) =>
      unwrap(api.PUT('/app-api/member/user/update-password', { body, auth: true, showLoading: true })),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPassword) => unwrap(api.PUT('/app-api/member/user/reset-password', { body, showLoading: true })),
  })
}

/** After a change to the member (a binding, a profile edit): read again, dropping answers already on their way. */
export function invalidateMember(): Promise<void> {
  return reloadAfterChange(memberKeys.all)
}

/** A bound social account (GET /member/social-user/get), null when none of that type is bound. */
export type SocialUser = Schemas['SocialUserResp']
export type SocialType = Schemas['SocialType']

export function useSocialUser(type: SocialType) {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: [...SOCIAL_USER_KEY, type],
    queryFn: () =>
      unwrap(api.GET('/app-api/member/social-user/get', { params: { query: { type } }, auth: true, showError: false })),
    enabled: loggedIn,
  })
}

export function useUnbindSocialUser() {
  return useMutation({
    mutationFn: (body: { type: SocialType; openid: string }) =>
      unwrap(api.DELETE('/app-api/member/social-user/unbind', { body, auth: true, showLoading: true })),
    onSuccess: () => reloadAfterChange(SOCIAL_USER_KEY),
  })
}

/** Binds the Steam account the server verified for the member (index/steam, after Steam's sign-in). */
export function useSteamBind() {
  return useMutation({
    mutationFn: (body: Schemas['SteamBindReq']) =>
      unwrap(api.POST('/app-api/member/social-user/steam-bind', { body, auth: true, showError: false })),
    onSuccess: () => invalidateMember(),
  })
}

export function useSteamUnbind() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/app-api/member/social-user/steam-unbind', { auth: true, showLoading: true })),
    onSuccess: () => invalidateMember(),
  })
}
