import { ErrorCode } from '@/client/errorCodes'
import { ENTRY_URL } from './entryUrl'
import { ApiError } from './http/errors'

/*
 * What the shop's WeChat code shares: whether a payment needs the member's WeChat account bound
 * first (features/identity binds it), and the address a JS-SDK signature is made for.
 */

/** The server's "bind WeChat first" answer to a payment (pay.wechat_binding_needed). */
const WECHAT_BINDING_NEEDED = ErrorCode.PAY_WECHAT_BINDING_NEEDED
/** What WeChat Pay itself says when the payer is not the bound account (spec §8). */
const BINDING_MESSAGES = ['无效的openid', '下单账号与支付账号不一致']

export function needsWechatBinding(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.code === WECHAT_BINDING_NEEDED || BINDING_MESSAGES.some((text) => error.message.includes(text))
}

function withoutFragment(href: string): string {
  return href.split('#')[0] ?? href
}

/** The address a JS-SDK signature is made for: without its #route, and on iOS the entry address. */
export function signedPageUrl(
  href: string = window.location.href,
  userAgent: string = navigator.userAgent,
  entryUrl: string = ENTRY_URL,
): string {
  const ios = /iphone|ipad|ipod/i.test(userAgent)
  return ios && entryUrl ? entryUrl : withoutFragment(href)
}
