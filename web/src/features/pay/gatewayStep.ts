import type { Platform } from '@/lib/platform'

/*
 * What follows a submitted payment (spec §4): paid at once (status 0), or a platform-specific step
 * with the gateway — its page for H5 payments, WeChat's own payment sheet in the WeChat browser.
 * Mini-program and native-shell payments need their host's API, which this web app cannot call.
 */

export interface SubmitAnswer {
  status: number
  displayMode: string
  displayContent: string
  pay_data?: Record<string, unknown>
}

export type GatewayStep =
  | { kind: 'paid' }
  | { kind: 'redirect'; url: string }
  | { kind: 'wechatSheet'; payData: Record<string, unknown> }
  | { kind: 'unsupported' }

const WECHAT_SHEET_FIELDS = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const

function httpLink(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null
}

export function gatewayStep(answer: SubmitAnswer, platform: Platform): GatewayStep {
  if (answer.status === 0) return { kind: 'paid' }
  const data = answer.pay_data ?? {}
  const link = httpLink(data.h5_url) ?? (answer.displayMode === 'url' ? httpLink(answer.displayContent) : null)
  if (link) return { kind: 'redirect', url: link }
  const signed = WECHAT_SHEET_FIELDS.every((field) => typeof data[field] === 'string' && data[field] !== '')
  if (answer.displayMode === 'app' && platform === 'WechatOfficialAccount' && signed) {
    return { kind: 'wechatSheet', payData: Object.fromEntries(WECHAT_SHEET_FIELDS.map((field) => [field, data[field]])) }
  }
  return { kind: 'unsupported' }
}

/** How WeChat's payment sheet ended: paid, closed by the member, or failed. */
export type SheetOutcome = 'ok' | 'cancel' | 'fail'

interface WeixinJSBridge {
  invoke: (name: string, data: Record<string, unknown>, callback: (result: { err_msg?: string }) => void) => void
}

export function sheetOutcome(errMsg: string | undefined): SheetOutcome {
  if (errMsg === 'get_brand_wcpay_request:ok') return 'ok'
  if (errMsg === 'get_brand_wcpay_request:cancel') return 'cancel'
  return 'fail'
}

/** Opens WeChat's payment sheet (WeChat browser only; its bridge may arrive after the page). */
export function openWechatSheet(payData: Record<string, unknown>): Promise<SheetOutcome> {
  return new Promise((resolve) => {
    const invoke = () => {
      const bridge = (window as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge
      if (!bridge) return resolve('fail')
      bridge.invoke('getBrandWCPayRequest', payData, (result) => resolve(sheetOutcome(result.err_msg)))
    }
    if ((window as { WeixinJSBridge?: unknown }).WeixinJSBridge) invoke()
    else document.addEventListener('WeixinJSBridgeReady', invoke, { once: true })
  })
}
