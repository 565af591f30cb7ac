import { Dialog, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { copyText } from '@/lib/clipboard'
import { ApiError } from '@/lib/http'
import { rememberPayChannel } from '@/lib/lastPayChannel'
import { useNav } from '@/lib/navigation'
import { routeTo } from '@/lib/paths'
import type { Platform } from '@/lib/platform'
import { useAppStore } from '@/stores/app'
import { needsWechatBinding } from '@/lib/wechat'
import { useSubmitPayOrder, type PayOrder } from '../api'
import { gatewayStep, isWechatDevTools, type GatewayStep } from '../gatewayStep'
import { authoriseMiniProgram, payInMiniProgram } from '../miniProgramPay'
import { chooseWechatPay } from '../wechatSdk'
import { useShellPay } from './useShellPay'

/** How long the copied Alipay link stands alone before asking whether it was paid (spec §4). */
const LINK_PROMPT_DELAY_MS = 1000

/** The result page of `order`; `resumePay`: the payment a recharge was made for (back to it after). */
export function resultQuery(order: PayOrder, payState: 'success' | 'fail', resumePay?: number) {
  return { id: order.id, payState, orderType: order.merchantType, resumePay }
}

/**
 * The official account's JSAPI channel pays as the member's bound WeChat account (spec §3:
 * channelExtras openid); the stored openid is that account's, never the mini program's (wx_lite).
 */
function wechatExtras(channelCode: string): Record<string, string> {
  const openid = useAppStore.getState().openid
  return channelCode === 'wx_pub' && openid ? { openid } : {}
}

/** Where a gateway sends the member back to: the result page of this payment. */
function returnUrl(order: PayOrder, resumePay?: number): string {
  const route = routeTo('payResult', resultQuery(order, 'success', resumePay))
  return `${window.location.origin}${window.location.pathname}#${route}`
}

/**
 * Submits the payment and runs the platform's step after it (spec §4): on to the result when paid,
 * the gateway's page, the copied link in the mini program, or WeChat's sheet. A WeChat account that
 * must be bound first is asked for (`startWechatBinding` sends the member to bind it and back to
 * `back`); any other refusal is shown and `onRefused` reloads what changed.
 */
export function usePaySubmit(
  order: PayOrder,
  platform: Platform,
  onRefused: () => void,
  startWechatBinding: (back: string) => Promise<boolean>,
  resumePay?: number,
) {
  const { t } = useTranslation()
  const nav = useNav()
  const [busy, setBusy] = useState(false)
  const submitPayOrder = useSubmitPayOrder()
  const toResult = (payState: 'success' | 'fail') => nav.redirect('payResult', resultQuery(order, payState, resumePay))
  const shell = useShellPay(order, resumePay)

  const payByCopiedLink = async (url: string) => {
    const copied = await copyText(url)
    if (!copied) {
      Toast.show({ content: t('pay.linkCopyFailed'), icon: 'fail' })
      await Dialog.alert({ title: t('pay.alipayLinkTitle'), content: `${t('pay.alipayLinkManual')}\n${url}` })
      return
    }
    Toast.show({ content: t('pay.linkCopied'), icon: 'success' })
    await new Promise((resolve) => setTimeout(resolve, LINK_PROMPT_DELAY_MS))
    const paid = await Dialog.confirm({
      title: t('pay.alipayLinkTitle'),
      content: t('pay.alipayLinkContent'),
      confirmText: t('pay.alipayLinkPaid'),
      cancelText: t('pay.alipayLinkLater'),
    })
    // The result page asks the server: paid, or still being confirmed.
    if (paid) toResult('success')
  }

  const payInWechat = async (step: Extract<GatewayStep, { kind: 'wechatSheet' }>) => {
    const outcome = await chooseWechatPay(step.payData)
    // Closing WeChat's sheet is the manual cancel (spec §4): say so and stay.
    if (outcome === 'cancel') Toast.show({ content: t('pay.cancelled') })
    else if (outcome === 'fail' && isWechatDevTools(navigator.userAgent)) Toast.show({ content: t('pay.devTools') })
    else toResult(outcome === 'ok' ? 'success' : 'fail')
  }

  const continueWith = async (step: GatewayStep) => {
    if (step.kind === 'paid') toResult('success')
    else if (step.kind === 'redirect') window.location.assign(step.url)
    else if (step.kind === 'copyLink') await payByCopiedLink(step.url)
    else if (step.kind === 'wechatSheet') await payInWechat(step)
    else if (step.kind === 'miniProgramPay') await payInMiniProgram(order.id, step.payData)
    else if (step.kind === 'shellPay') await shell.pay(step)
    else Toast.show({ content: t('pay.unsupported') })
  }

  const askToBindWechat = async () => {
    const bind = await Dialog.confirm({
      title: t('pay.bindTitle'),
      content: t('pay.bindContent'),
      confirmText: t('pay.bindNow'),
      cancelText: t('common.cancel'),
    })
    if (!bind) return
    // In the mini program: its own account, authorised on its auth page (the payment follows).
    if (platform === 'WechatMiniProgram') await authoriseMiniProgram(order.id).catch(() => undefined)
    else await startWechatBinding(routeTo('pay', { id: order.id })).catch(() => undefined)
  }

  const pay = async (channelCode: string) => {
    if (busy) return
    setBusy(true)
    rememberPayChannel(channelCode)
    try {
      const answer = await submitPayOrder.mutateAsync({
        id: order.id,
        channelCode,
        channelExtras: wechatExtras(channelCode),
        returnUrl: returnUrl(order, resumePay),
      })
      await continueWith(gatewayStep(answer, platform))
    } catch (error) {
      if (needsWechatBinding(error)) void askToBindWechat()
      else {
        if (error instanceof ApiError && error.code !== 401) Toast.show({ content: error.message })
        onRefused()
      }
    } finally {
      setBusy(false)
    }
  }

  return { busy, pay }
}
