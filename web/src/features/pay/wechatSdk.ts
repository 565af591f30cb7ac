import type wxType from 'weixin-js-sdk'
import { api, unwrap } from '@/lib/http'
import { signedPageUrl } from '@/lib/wechat'
import type { SheetOutcome } from './gatewayStep'

/*
 * WeChat's payment sheet through the official JS-SDK (wx.config, then wx.chooseWXPay), as WeChat's
 * docs ask of official-account pages. The SDK is fetched only here, in the WeChat browser.
 */

type Wx = typeof wxType

let configured: Promise<Wx> | null = null

/** The SDK, configured once per page with the server's signature of this page's address. */
function wechatSdk(): Promise<Wx> {
  configured ??= configure().catch((error: unknown) => {
    configured = null
    throw error
  })
  return configured
}

async function configure(): Promise<Wx> {
  const [module, signed] = await Promise.all([
    import('weixin-js-sdk'),
    unwrap(
      api.POST('/app-api/member/auth/create-weixin-jsapi-signature', {
        params: { query: { url: signedPageUrl() } },
        showError: false,
      }),
    ),
  ])
  const wx = module.default
  await new Promise<void>((resolve, reject) => {
    // error() fires before ready() when the signature is refused; ready() fires either way.
    wx.error((failure) => reject(new Error(failure.errMsg)))
    wx.ready(resolve)
    const { appId, timestamp, nonceStr, signature } = signed
    wx.config({ appId, timestamp, nonceStr, signature, jsApiList: ['chooseWXPay'] })
  })
  return wx
}

/** The fields of a JSAPI payment the server signed (pay_data of wx_pub). */
export interface WechatSheetData {
  timeStamp: string
  nonceStr: string
  package: string
  signType: string
  paySign: string
}

/** Opens WeChat's payment sheet; how it ended: paid, closed by the member, or failed. */
export async function chooseWechatPay(data: WechatSheetData): Promise<SheetOutcome> {
  let wx: Wx
  try {
    wx = await wechatSdk()
  } catch {
    return 'fail'
  }
  return new Promise((resolve) => {
    wx.chooseWXPay({
      timestamp: Number(data.timeStamp),
      nonceStr: data.nonceStr,
      package: data.package,
      signType: data.signType,
      paySign: data.paySign,
      success: () => resolve('ok'),
      cancel: () => resolve('cancel'),
      fail: () => resolve('fail'),
    })
  })
}
