import { askShell } from '@/lib/nativeShell'
import type { Platform } from '@/lib/platform'

/*
 * Paying in our app shell (docs/native-shell.md): the server's signed order goes to the shell's
 * `pay` bridge call, which hands it to the WeChat or Alipay app (uni.requestPayment with provider
 * wxpay or alipay and the order as orderInfo). Its answer is only how the member's visit there
 * ended: "ok" starts confirming (the gateway's notice to the server is the truth), cancelled leaves
 * the order payable, failed says why, not installed asks for another method.
 */

export type ShellPayProvider = 'wxpay' | 'alipay'

/** WeChat's OpenSDK PayReq for an APP payment (pay_data of wx_app), exactly as the server signed it. */
export interface WechatAppOrder {
  appid: string
  partnerid: string
  prepayid: string
  package: string
  noncestr: string
  timestamp: string
  sign: string
}

export type ShellPayStep =
  | { kind: 'shellPay'; provider: 'wxpay'; orderInfo: WechatAppOrder }
  | { kind: 'shellPay'; provider: 'alipay'; orderInfo: string }

const WECHAT_APP_FIELDS = ['appid', 'partnerid', 'prepayid', 'package', 'noncestr', 'timestamp', 'sign'] as const

function filled(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}

/** The shell's step for an app payment the server opened (displayMode app), or null when it is none. */
export function shellPayStep(data: Record<string, unknown>, platform: Platform): ShellPayStep | null {
  if (platform !== 'App') return null
  if (WECHAT_APP_FIELDS.every((field) => filled(data[field]))) {
    const orderInfo = Object.fromEntries(WECHAT_APP_FIELDS.map((field) => [field, data[field]])) as unknown as WechatAppOrder
    return { kind: 'shellPay', provider: 'wxpay', orderInfo }
  }
  return filled(data.orderStr) ? { kind: 'shellPay', provider: 'alipay', orderInfo: data.orderStr } : null
}

/** How the visit to the payment app ended, as the shell tells it. */
export type ShellPayOutcome =
  | { kind: 'ok' }
  | { kind: 'cancelled' }
  | { kind: 'notInstalled' }
  | { kind: 'failed'; reason: string }
  /** No shell to ask, or no answer in time. */
  | { kind: 'unanswered' }

/** The shell's failure codes for `pay` (docs/native-shell.md). */
const CANCELLED = 'cancelled'
const NOT_INSTALLED = 'not-installed'

/** Asks the shell to pay; never throws. */
export async function payInShell(step: ShellPayStep): Promise<ShellPayOutcome> {
  const answer = await askShell<unknown>('pay', { provider: step.provider, orderInfo: step.orderInfo })
  if (answer.ok) return { kind: 'ok' }
  if (answer.code === CANCELLED) return { kind: 'cancelled' }
  if (answer.code === NOT_INSTALLED) return { kind: 'notInstalled' }
  // askShell's own: no shell on the page, or the shell never answered.
  if (answer.code === 'no-shell' || answer.code === 'timeout') return { kind: 'unanswered' }
  return { kind: 'failed', reason: typeof answer.message === 'string' ? answer.message : '' }
}
