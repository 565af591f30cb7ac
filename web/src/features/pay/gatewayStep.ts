import type { components } from '@/client/schema'
import type { Platform } from '@/lib/platform'
import { shellPayStep, type ShellPayStep } from './shellPay'
import type { WechatSheetData } from './wechatSdk'

/*
 * What follows a submitted payment (spec §4): paid at once (status 0), or a platform-specific step
 * with the gateway — its page for H5 payments; in the mini-program web-view, which cannot open a
 * payment page, the link is copied for a browser; WeChat's own payment sheet in the WeChat browser;
 * in the mini program the signed parameters go to its own pay page (miniProgramPay.ts); in the app
 * shell the shell's own `pay` hands the order to the WeChat or Alipay app (shellPay.ts).
 */

/** What POST /pay/order/submit answers. */
export type SubmitAnswer = components['schemas']['PayOrderSubmitResp']

export type GatewayStep =
  | { kind: 'paid' }
  | { kind: 'redirect'; url: string }
  | { kind: 'copyLink'; url: string }
  | { kind: 'wechatSheet'; payData: WechatSheetData }
  | { kind: 'miniProgramPay'; payData: WechatSheetData }
  | ShellPayStep
  | { kind: 'unsupported' }

const WECHAT_SHEET_FIELDS = ['timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const

function httpLink(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null
}

function sheetData(data: Record<string, unknown>): WechatSheetData | null {
  const signed = WECHAT_SHEET_FIELDS.every((field) => typeof data[field] === 'string' && data[field] !== '')
  return signed ? (Object.fromEntries(WECHAT_SHEET_FIELDS.map((field) => [field, data[field]])) as unknown as WechatSheetData) : null
}

export function gatewayStep(answer: SubmitAnswer, platform: Platform): GatewayStep {
  if (answer.status === 0) return { kind: 'paid' }
  const data = answer.pay_data ?? {}
  const link = httpLink(data.h5_url) ?? (answer.displayMode === 'url' ? httpLink(answer.displayContent) : null)
  if (link) return platform === 'WechatMiniProgram' ? { kind: 'copyLink', url: link } : { kind: 'redirect', url: link }
  const sheet = answer.displayMode === 'app' && platform === 'WechatOfficialAccount' ? sheetData(data) : null
  if (sheet) return { kind: 'wechatSheet', payData: sheet }
  const signed = answer.displayMode === 'app' && platform === 'WechatMiniProgram' ? sheetData(data) : null
  if (signed) return { kind: 'miniProgramPay', payData: signed }
  return (answer.displayMode === 'app' ? shellPayStep(data, platform) : null) ?? { kind: 'unsupported' }
}

/** How WeChat's payment sheet ended: paid, closed by the member, or failed. */
export type SheetOutcome = 'ok' | 'cancel' | 'fail'

/** WeChat's developer tools cannot pay; WeChat's own advice then (spec §8). */
export function isWechatDevTools(userAgent: string): boolean {
  return /wechatdevtools/i.test(userAgent)
}
