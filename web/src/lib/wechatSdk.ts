import type wxType from 'weixin-js-sdk'
import { signedPageUrl } from '@/lib/wechat'
import { wechatSigner } from '@/lib/wechatSigner'

/*
 * WeChat's official JS-SDK for official-account pages (wx.config with the server's signature of the
 * page's address), fetched only where it is used: the payment sheet and the share card.
 */

export type Wx = typeof wxType

const JS_API_LIST = ['chooseWXPay', 'updateAppMessageShareData', 'updateTimelineShareData'] as const

let configured: Promise<Wx> | null = null

/** The SDK, configured once per page (a failed configuration is tried again next time). */
export function wechatSdk(): Promise<Wx> {
  configured ??= configure().catch((error: unknown) => {
    configured = null
    throw error
  })
  return configured
}

async function configure(): Promise<Wx> {
  const [module, signed] = await Promise.all([import('weixin-js-sdk'), wechatSigner()(signedPageUrl())])
  const wx = module.default
  await new Promise<void>((resolve, reject) => {
    // error() fires before ready() when the signature is refused; ready() fires either way.
    wx.error((failure) => reject(new Error(failure.errMsg)))
    wx.ready(resolve)
    const { appId, timestamp, nonceStr, signature } = signed
    wx.config({ appId, timestamp, nonceStr, signature, jsApiList: [...JS_API_LIST] })
  })
  return wx
}

/** The mini program's half of the SDK (postMessage to the page hosting the web-view). */
export async function miniProgramSdk(): Promise<Wx['miniProgram']> {
  const module = await import('weixin-js-sdk')
  return module.default.miniProgram
}
