import { useAppStore } from '@/stores/app'
import { api, ApiError, unwrap } from './http'
import { ui } from './http/ui'
import { t } from './i18n'
import { PATHS } from './paths'
import { queryClient } from './queryClient'
import { REMINDER_CHANNEL, reminderKeys, reminderSetMessage } from './reminders'
import { buildShareString, isValidShareInfo } from './share'
import { memberKeys } from './userInfo'
import { miniProgramSdk } from './wechatSdk'

/*
 * What a mini-program web-view cannot do itself (spec §1, §6): wx.login and WeChat's phone number
 * (a native getPhoneNumber button) and accepting subscribe messages (a tap on a native page). The
 * mini program's own page `pages/auth/index` (deploy/miniprogram) does it and reloads the web-view
 * at `?mpAction=…&mpState=…#<back>`; `finishMiniProgramHandoff` carries on at start-up.
 */

export type MiniProgramAction = 'login' | 'mobile' | 'subscribe'

interface Pending {
  action: MiniProgramAction
  state: string
  activityId?: number
  hadMobile?: boolean
}

/** This tab's pending hand-off (sessionStorage: the web-view is reloaded in place). */
const PENDING_KEY = 'mini-program-handoff'
const AUTH_PAGE = '/pages/auth/index'
const HANDOFF_PARAMS = ['mpAction', 'mpState', 'mpLoginCode', 'mpPhoneCode', 'mpSubscribe'] as const

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The web-view's route now (where the mini program's page sends the member back). */
function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || PATHS.home
}

interface Ask {
  language: string
  /** subscribe: the templates to accept (at most 3) and the activity the reminder is for */
  templates?: string[]
  activityId?: number
  /** mobile: whether the member has a number now (the answer says changed, else added) */
  hadMobile?: boolean
}

/** Opens the mini program's page for `action`; answers once it is open (its answer comes by reload). */
export async function askMiniProgram(action: MiniProgramAction, { language, templates, ...kept }: Ask): Promise<void> {
  const state = nonce()
  const pending: Pending = { action, state, ...kept }
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending))
  const query = new URLSearchParams({ action, state, back: currentRoute(), lang: language })
  if (templates?.length) query.set('templates', templates.slice(0, 3).join(','))
  const miniProgram = await miniProgramSdk()
  await new Promise<void>((resolve, reject) =>
    miniProgram.navigateTo({ url: `${AUTH_PAGE}?${query.toString()}`, success: () => resolve(), fail: reject }),
  )
}

function takePending(): Pending | null {
  const stored = sessionStorage.getItem(PENDING_KEY)
  sessionStorage.removeItem(PENDING_KEY)
  if (!stored) return null
  try {
    return JSON.parse(stored) as Pending
  } catch {
    return null
  }
}

function withoutHandoff(search: string): string {
  const query = new URLSearchParams(search)
  for (const name of HANDOFF_PARAMS) query.delete(name)
  const rest = query.toString()
  return rest ? `?${rest}` : ''
}

/**
 * At start-up, back from the mini program's page: the hand-off this tab asked for (its state) is
 * carried out; any other (a link someone sent) is refused. The `mp*` parameters leave the address.
 */
export async function finishMiniProgramHandoff(navigate: (route: string) => void): Promise<void> {
  const query = new URLSearchParams(window.location.search)
  if (!query.has('mpAction')) return
  const pending = takePending()
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${withoutHandoff(window.location.search)}${window.location.hash}`,
  )
  if (!pending || pending.state !== query.get('mpState') || pending.action !== query.get('mpAction')) {
    ui.toast(t('wechat.notAskedHere'))
    return
  }
  if (pending.action === 'login') await login(query, navigate)
  else if (pending.action === 'mobile') await changeToWechatMobile(query, pending.hadMobile ?? true)
  else if (pending.activityId) await setReminder(pending.activityId, query.get('mpSubscribe') === 'accept')
}

async function login(query: URLSearchParams, navigate: (route: string) => void): Promise<void> {
  const loginCode = query.get('mpLoginCode') ?? ''
  const phoneCode = query.get('mpPhoneCode') ?? ''
  const app = useAppStore.getState()
  const spm = app.shareLog && isValidShareInfo(app.shareLog) ? buildShareString(app.shareLog) : undefined
  ui.showLoading(t('toast.loggingIn'))
  try {
    await unwrap(
      api.POST('/app-api/member/auth/weixin-mini-app-login', { body: { loginCode, phoneCode, spm }, showError: false }),
    )
    app.setShareLog(null)
    ui.hideLoading()
    ui.toast(t('toast.loggedIn'))
    navigate(useAppStore.getState().takeReturnUrl() || PATHS.home)
  } catch (error) {
    ui.hideLoading()
    ui.toast(error instanceof ApiError ? error.message : t('login.failed'))
  }
}

async function changeToWechatMobile(query: URLSearchParams, hadMobile: boolean): Promise<void> {
  ui.showLoading(t('wechat.binding'))
  try {
    await unwrap(
      api.PUT('/app-api/member/user/update-mobile-by-weixin', {
        params: { query: { code: query.get('mpPhoneCode') ?? '' } },
        auth: true,
        showError: false,
      }),
    )
    void queryClient.invalidateQueries({ queryKey: memberKeys.all })
    ui.hideLoading()
    ui.toast(t(hadMobile ? 'account.mobileChanged' : 'account.mobileAdded'))
  } catch (error) {
    ui.hideLoading()
    if (!(error instanceof ApiError) || error.code !== 401) ui.toast(error instanceof Error ? error.message : t('common.loadFailed'))
  }
}

/** The reminder, also as a WeChat message when the member accepted its template. */
async function setReminder(activityId: number, accepted: boolean): Promise<void> {
  const channels = accepted ? [REMINDER_CHANNEL.app, REMINDER_CHANNEL.miniProgram] : [REMINDER_CHANNEL.app]
  try {
    const saved = await unwrap(
      api.POST('/app-api/promotion/activity-reminder/create', {
        body: { activityId, channels },
        auth: true,
        showError: false,
      }),
    )
    void queryClient.invalidateQueries({ queryKey: reminderKeys.all })
    ui.toast(reminderSetMessage(saved.remindTime, accepted ? null : t('reminder.subscribeRefused')))
  } catch {
    ui.toast(t('reminder.failed'))
  }
}

/** The subscribe-message templates activity reminders are sent with (none: the store has no mini program). */
export async function reminderTemplates(): Promise<string[]> {
  const templates = await unwrap(api.GET('/app-api/member/social-user/get-subscribe-template-list', { showError: false }))
  return templates.filter((template) => template.reminder).map((template) => template.id)
}
