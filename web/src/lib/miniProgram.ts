import { PATHS } from './paths'
import { miniProgramSdk } from './wechatSdk'

/*
 * What a mini-program web-view cannot do itself (spec §1, §6): wx.login and WeChat's phone number
 * (a native getPhoneNumber button), accepting subscribe messages (a tap on a native page) and
 * WeChat Pay (wx.requestPayment). The mini program's own pages `pages/auth/index` and
 * `pages/pay/index` (deploy/miniprogram) do it and reload the web-view at
 * `?mpAction=…&mpState=…#<back>`; app/miniProgramHandoff.ts carries on at start-up.
 */

export type MiniProgramAction = 'login' | 'mobile' | 'subscribe' | 'bind' | 'pay'

export interface Pending {
  action: MiniProgramAction
  state: string
  activityId?: number
  hadMobile?: boolean
  /** bind, pay: the payment order it is for */
  payOrderId?: number
  /** subscribe: the price alert to save on return (instead of an activity's reminder) */
  priceAlert?: { spuId: number; kind: 1 | 2 | 3; targetPrice: number | null }
  /** subscribe: the pre-order whose news the message is for (instead of an activity's reminder) */
  preorderId?: number
  /** subscribe: the star deal whose reminder to save on return (instead of an activity's) */
  dealId?: number
}

/** This tab's pending hand-off (sessionStorage: the web-view is reloaded in place). */
const PENDING_KEY = 'mini-program-handoff'
const AUTH_PAGE = '/pages/auth/index'
const PAY_PAGE = '/pages/pay/index'
const HANDOFF_PARAMS = ['mpAction', 'mpState', 'mpLoginCode', 'mpPhoneCode', 'mpSubscribe', 'mpResult', 'mpError'] as const

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
  /** subscribe: the templates to accept (at most 3) and the activity reminder or price alert they are for */
  templates?: string[]
  activityId?: number
  priceAlert?: Pending['priceAlert']
  preorderId?: number
  dealId?: number
  /** mobile: whether the member has a number now (the answer says changed, else added) */
  hadMobile?: boolean
  /** bind, pay: the payment order it is for */
  payOrderId?: number
  /** pay: the signed wx.requestPayment parameters (URI-encoded in the page's address) */
  payment?: Record<string, string>
}

/** Opens the mini program's page for `action`; answers once it is open (its answer comes by reload). */
export async function askMiniProgram(
  action: MiniProgramAction,
  { language, templates, payment, ...kept }: Ask,
): Promise<void> {
  const state = nonce()
  const pending: Pending = { action, state, ...kept }
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending))
  const query = new URLSearchParams({ state, back: currentRoute(), lang: language })
  if (action !== 'pay') query.set('action', action)
  if (templates?.length) query.set('templates', templates.slice(0, 3).join(','))
  if (action === 'pay') {
    for (const [name, value] of Object.entries(payment ?? {})) query.set(name, value)
    query.set('orderId', String(kept.payOrderId ?? ''))
  }
  const miniProgram = await miniProgramSdk()
  const page = action === 'pay' ? PAY_PAGE : AUTH_PAGE
  await new Promise<void>((resolve, reject) =>
    miniProgram.navigateTo({ url: `${page}?${encodedQuery(query)}`, success: () => resolve(), fail: reject }),
  )
}

/**
 * The query with every value URI-encoded as the host's pages decode it (decodeURIComponent):
 * URLSearchParams would write a space as '+', which would come back a '+'.
 */
function encodedQuery(query: URLSearchParams): string {
  return Array.from(query, ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')
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
