import { Dialog } from 'antd-mobile'
import { api, ApiError, unwrap } from '@/lib/http'
import { ui } from '@/lib/http/ui'
import { currentLanguage, t } from '@/lib/i18n'
import { askMiniProgram, type Pending } from '@/lib/miniProgram'
import { routeTo } from '@/lib/paths'
import { gatewayStep } from './gatewayStep'
import type { WechatSheetData } from './wechatSdk'

/*
 * WeChat Pay in the mini program (issue 39): the web-view cannot call wx.requestPayment, so the
 * signed parameters go to the mini program's own page `pages/pay/index` (deploy/miniprogram), which
 * pays and reloads the web-view at `?mpAction=pay&mpResult=ok|cancel|fail`. Its "ok" is not the
 * truth: the payment page then confirms by asking the store (the gateway's notice settles the order).
 * A member whose mini-program account is not bound yet (logged in by SMS) authorises it first on
 * the mini program's auth page (`bind`: a wx.login code), and the payment is submitted again.
 */

/** The mini program's WeChat Pay channel; the social type of its accounts. */
export const MINI_PROGRAM_CHANNEL = 'wx_lite'
const WECHAT_MINI_PROGRAM = 34
/** At most this much of WeChat's own reason is shown. */
const MAX_REASON_LENGTH = 120

/** Opens the mini program's pay page with the signed parameters; back on the payment page after. */
export async function payInMiniProgram(payOrderId: number, payData: WechatSheetData): Promise<void> {
  await askMiniProgram('pay', { language: currentLanguage(), payOrderId, payment: { ...payData } })
}

/** Asks the mini program to authorise this member (bind its openid); the payment follows. */
export async function authoriseMiniProgram(payOrderId: number): Promise<void> {
  await askMiniProgram('bind', { language: currentLanguage(), payOrderId })
}

/** WeChat's reason in a failed errMsg ("requestPayment:fail <reason>"), or '' when it gives none. */
export function failureReason(errMsg: string | null): string {
  const reason = (errMsg ?? '').replace(/^requestPayment:fail\s*/, '').trim()
  return reason.slice(0, MAX_REASON_LENGTH)
}

/**
 * Back from the pay page (the hand-off's state already checked): ok → the payment page confirms
 * with the store; cancel → still on the payment page, told so; fail → why.
 */
export async function finishMiniProgramPay(
  query: URLSearchParams,
  pending: Pending,
  navigate: (route: string) => void,
): Promise<void> {
  const id = pending.payOrderId
  if (!id) return
  const result = query.get('mpResult')
  if (result === 'ok') {
    navigate(routeTo('pay', { id, confirm: '1' }))
  } else if (result === 'cancel') {
    ui.toast(t('pay.cancelled'))
  } else {
    const reason = failureReason(query.get('mpError'))
    await Dialog.alert({
      title: t('pay.miniProgram.failed'),
      content: reason ? t('pay.miniProgram.failedReason', { reason }) : t('pay.miniProgram.failedUnknown'),
      confirmText: t('common.confirm'),
    })
  }
}

/** Back from the auth page's bind: the mini-program account is bound, then the payment goes on. */
export async function finishMiniProgramBind(
  query: URLSearchParams,
  pending: Pending,
  navigate: (route: string) => void,
): Promise<void> {
  const id = pending.payOrderId
  if (!id) return
  ui.showLoading(t('wechat.binding'))
  try {
    await unwrap(
      api.POST('/app-api/member/social-user/bind', {
        body: { type: WECHAT_MINI_PROGRAM, code: query.get('mpLoginCode') ?? '' },
        auth: true,
        showError: false,
      }),
    )
    const answer = await unwrap(
      api.POST('/app-api/pay/order/submit', {
        body: { id, channelCode: MINI_PROGRAM_CHANNEL, channelExtras: {} },
        auth: true,
        showError: false,
      }),
    )
    ui.hideLoading()
    const step = gatewayStep(answer, 'WechatMiniProgram')
    if (step.kind === 'miniProgramPay') await payInMiniProgram(id, step.payData)
    // Paid meanwhile: the payment page goes on to the result.
    else if (step.kind === 'paid') navigate(routeTo('pay', { id }))
    else ui.toast(t('pay.unsupported'))
  } catch (error) {
    ui.hideLoading()
    if (!(error instanceof ApiError) || error.code !== 401) ui.toast(error instanceof Error ? error.message : t('common.loadFailed'))
  }
}
