import { PATHS } from './paths'
import { miniProgramSdk } from './wechatSdk'

/*
 * What a mini-program web-view cannot do itself (spec §1, §6): wx.login and WeChat's phone number
 * (a native getPhoneNumber button) and accepting subscribe messages (a tap on a native page). The
 * mini program's own page `pages/auth/index` (deploy/miniprogram) does it and reloads the web-view
 * at `?mpAction=…&mpState=…#<back>`; app/miniProgramHandoff.ts carries on at start-up.
 */

export type MiniProgramAction = 'login' | 'mobile' | 'subscribe'

export interface Pending {
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

/** The hand-off this tab asked for, if any (read once). */
export function takePending(): Pending | null {
  const stored = sessionStorage.getItem(PENDING_KEY)
  sessionStorage.removeItem(PENDING_KEY)
  if (!stored) return null
  try {
    return JSON.parse(stored) as Pending
  } catch {
    return null
  }
}

/** `search` without the hand-off's parameters. */
export function withoutHandoff(search: string): string {
  const query = new URLSearchParams(search)
  for (const name of HANDOFF_PARAMS) query.delete(name)
  const rest = query.toString()
  return rest ? `?${rest}` : ''
}
