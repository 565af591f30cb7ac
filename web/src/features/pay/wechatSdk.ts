import { wechatSdk, type Wx } from '@/lib/wechatSdk'
import type { SheetOutcome } from './gatewayStep'

/*
 * WeChat's payment sheet through the official JS-SDK (wx.config, then wx.chooseWXPay), as WeChat's
 * docs ask of official-account pages.
 */

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
