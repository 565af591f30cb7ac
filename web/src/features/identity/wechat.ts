import { useAppStore } from '@/stores/app'
import { useUserStore } from '@/stores/user'
import type { components } from '@/client/schema'
import { api, ApiError, unwrap } from '@/lib/http'
import { ui } from '@/lib/http/ui'
import { t } from '@/lib/i18n'
import { currentPlatform } from '@/lib/platform'
import { PATHS } from '@/lib/paths'
import { reloadAfterChange } from '@/lib/queryClient'
import { buildShareString, isValidShareInfo } from '@/lib/share'

/*
 * Binding the member's WeChat account (spec §5, §7, §8): WeChat Pay inside the WeChat browser pays
 * as that account, so the server needs its openid. Binding goes through WeChat's authorization
 * page, which only the WeChat browser can show; elsewhere the member is told to open the store
 * there (请使用微信网页浏览器打开).
 */

/** Social type of the WeChat official account (the WeChat browser). */
export const WECHAT_OFFICIAL_ACCOUNT: components['schemas']['SocialType'] = 31

/** Every query about bound social accounts starts with this key. */
export const SOCIAL_USER_KEY = ['social-user'] as const

export interface AuthorizationReturn {
  code: string
  state: string
}

/** WeChat comes back from its authorization page to `<redirectUri>?code=…&state=…#<route>`. */
export function authorizationReturn(search: string): AuthorizationReturn | null {
  const query = new URLSearchParams(search)
  const code = query.get('code')
  const state = query.get('state')
  return code && state ? { code, state } : null
}

/**
 * Sends the member to WeChat's authorization page, to come back to `back` (a route with its query)
 * bound. Outside the WeChat browser it only says where to open the store; answers whether it left.
 */
export async function startWechatBinding(back: string): Promise<boolean> {
  if (currentPlatform() !== 'WechatOfficialAccount') {
    ui.toast(t('wechat.openInWechat'))
    return false
  }
  const redirectUri = `${window.location.origin}${window.location.pathname}`
  const url = await unwrap(
    api.GET('/app-api/member/auth/social-auth-redirect', { params: { query: { type: WECHAT_OFFICIAL_ACCOUNT, redirectUri } } }),
  )
  useAppStore.getState().setReturnUrl(back)
  leaveFor(url)
  return true
}

/** Where this tab keeps the state of the authorization it left for (sessionStorage). */
const STATE_KEY = 'wechat-oauth-state'

/**
 * Off to WeChat's authorization page, remembering its `state` in this tab: an answer coming back
 * with any other state was not asked for here (someone else's code sent in a link), and is refused.
 */
function leaveFor(url: string): void {
  sessionStorage.setItem(STATE_KEY, new URL(url).searchParams.get('state') ?? '')
  window.location.assign(url)
}

/** The answer, when it carries the state this tab left with (each used once). */
function askedHere(answer: AuthorizationReturn | null): AuthorizationReturn | null {
  const expected = sessionStorage.getItem(STATE_KEY)
  sessionStorage.removeItem(STATE_KEY)
  return answer && expected && answer.state === expected ? answer : null
}

/** The query mark on the redirect address that says WeChat's answer is for a login, not a binding. */
export const WECHAT_LOGIN_MARK = 'wechatLogin'

/**
 * WeChat login in the WeChat browser: off to WeChat's authorization page, back at start-up
 * (`finishWechatAuthorization`) logged in. The page the member wanted (the store's `returnUrl`,
 * kept by the login guard) is where they go after.
 */
export async function startWechatLogin(): Promise<void> {
  const redirectUri = `${window.location.origin}${window.location.pathname}?${WECHAT_LOGIN_MARK}=1`
  const url = await unwrap(
    api.GET('/app-api/member/auth/social-auth-redirect', {
      params: { query: { type: WECHAT_OFFICIAL_ACCOUNT, redirectUri } },
      showLoading: true,
    }),
  )
  leaveFor(url)
}

/**
 * At start-up, back from WeChat's authorization page (`state` in the address): with a code and the
 * state this tab left with, log in or bind it; without a code the member declined. Either way code
 * and state leave the address bar; a
 * binding returns to the page that asked for it, a login goes on to the page the member wanted
 * (else home), a failed one back to the login page.
 */
export async function finishWechatAuthorization(navigate: (route: string) => void): Promise<void> {
  const query = new URLSearchParams(window.location.search)
  if (!query.has('state')) return
  const returned = authorizationReturn(window.location.search)
  const answer = askedHere(returned)
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`)
  if (returned && !answer) ui.toast(t('wechat.notAskedHere'))
  if (query.has(WECHAT_LOGIN_MARK)) {
    const loggedIn = answer !== null && (await login(answer))
    navigate(loggedIn ? useAppStore.getState().takeReturnUrl() || PATHS.home : PATHS.login)
    return
  }
  if (answer && useUserStore.getState().token) await bind(answer)
  const back = useAppStore.getState().takeReturnUrl()
  if (back) navigate(back)
}

async function login(answer: AuthorizationReturn): Promise<boolean> {
  ui.showLoading(t('toast.loggingIn'))
  const app = useAppStore.getState()
  const spm = app.shareLog && isValidShareInfo(app.shareLog) ? buildShareString(app.shareLog) : undefined
  try {
    await unwrap(
      api.POST('/app-api/member/auth/social-login', {
        body: { type: WECHAT_OFFICIAL_ACCOUNT, ...answer, spm },
        showError: false,
      }),
    )
    app.setShareLog(null)
    ui.hideLoading()
    ui.toast(t('toast.loggedIn'))
    return true
  } catch (error) {
    ui.hideLoading()
    ui.toast(error instanceof ApiError ? error.message : t('login.failed'))
    return false
  }
}

async function bind(answer: AuthorizationReturn): Promise<void> {
  ui.showLoading(t('wechat.binding'))
  try {
    const openid = await unwrap(
      api.POST('/app-api/member/social-user/bind', {
        body: { type: WECHAT_OFFICIAL_ACCOUNT, ...answer },
        auth: true,
        showError: false,
      }),
    )
    useAppStore.getState().setOpenid(openid)
    void reloadAfterChange(SOCIAL_USER_KEY)
    ui.hideLoading()
    ui.toast(t('wechat.bound'))
  } catch (error) {
    ui.hideLoading()
    if (error instanceof ApiError && error.code !== 401) ui.toast(error.message)
  }
}
