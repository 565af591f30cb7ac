import type { Platform } from '@/lib/platform'

/*
 * Which payment methods the payment page offers (spec §5): WeChat and Alipay through the channel
 * the platform calls for, the wallet, and the sandbox when the server lists it. A method whose
 * channel the server does not list is shown, disabled.
 */

export type MethodKey = 'wechat' | 'alipay' | 'wallet' | 'mock'

/** Why a method cannot be chosen; null when it can. */
type DisabledReason = 'notOffered' | 'balanceLow' | 'balanceUnknown' | 'notForRecharge' | null

export interface PayMethod {
  key: MethodKey
  channelCode: string
  disabled: DisabledReason
}

const WALLET_CHANNEL = 'wallet'
const MOCK_CHANNEL = 'mock'

const WECHAT_CHANNEL: Readonly<Record<Platform, string>> = {
  WechatOfficialAccount: 'wx_pub',
  WechatMiniProgram: 'wx_lite',
  App: 'wx_app',
  H5: 'wx_wap',
}

const ALIPAY_CHANNEL: Readonly<Record<Platform, string>> = {
  WechatOfficialAccount: 'alipay_wap',
  H5: 'alipay_wap',
  WechatMiniProgram: 'alipay_app',
  App: 'alipay_app',
}

export function wechatChannel(platform: Platform): string {
  return WECHAT_CHANNEL[platform]
}

export function alipayChannel(platform: Platform): string {
  return ALIPAY_CHANNEL[platform]
}

export interface MethodInput {
  platform: Platform
  /** The channels the server takes (GET /pay/channel/get-enable-code-list). */
  enabled: readonly string[]
  /** What is to be paid, fen. */
  price: number
  /** The wallet's balance in fen; null while unknown (loading or failed). */
  balance: number | null
  merchantType: string
}

function offered(channelCode: string, enabled: readonly string[]): DisabledReason {
  return enabled.includes(channelCode) ? null : 'notOffered'
}

function walletReason({ enabled, price, balance, merchantType }: MethodInput): DisabledReason {
  if (!enabled.includes(WALLET_CHANNEL)) return 'notOffered'
  // A recharge paid from the wallet would only move money in a circle; the server refuses it.
  if (merchantType === 'recharge') return 'notForRecharge'
  if (balance === null) return 'balanceUnknown'
  return balance < price ? 'balanceLow' : null
}

/** The methods in the order shown; the sandbox only when the server lists it (never in production). */
export function payMethods(input: MethodInput): PayMethod[] {
  const wechat = wechatChannel(input.platform)
  const alipay = alipayChannel(input.platform)
  const methods: PayMethod[] = [
    { key: 'wechat', channelCode: wechat, disabled: offered(wechat, input.enabled) },
    { key: 'alipay', channelCode: alipay, disabled: offered(alipay, input.enabled) },
    { key: 'wallet', channelCode: WALLET_CHANNEL, disabled: walletReason(input) },
  ]
  if (input.enabled.includes(MOCK_CHANNEL)) methods.push({ key: 'mock', channelCode: MOCK_CHANNEL, disabled: null })
  return methods
}

/**
 * The method the page chooses before the member does: the wallet when it covers the amount (also
 * right after a top-up made it), else the last one used when it can be used now, else the first
 * usable one in the order shown; none when nothing can be used.
 */
export function preselectedChannel(methods: readonly PayMethod[], lastUsed: string | null): string | null {
  const usable = methods.filter((method) => method.disabled === null)
  if (usable.some((method) => method.key === 'wallet')) return WALLET_CHANNEL
  if (lastUsed && usable.some((method) => method.channelCode === lastUsed)) return lastUsed
  return usable[0]?.channelCode ?? null
}
