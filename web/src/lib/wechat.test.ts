import { describe, expect, it } from 'vitest'
import { ApiError } from './http/errors'
import { needsWechatBinding, signedPageUrl } from './wechat'

const IPHONE_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40'
const ANDROID_WECHAT = 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.40'

describe('when a payment needs a bound WeChat account', () => {
  it("is the server's binding code or WeChat's own words", () => {
    expect(needsWechatBinding(new ApiError(1_007_001_002, 'bind first'))).toBe(true)
    expect(needsWechatBinding(new ApiError(1_007_001_001, '支付失败：无效的openid'))).toBe(true)
    expect(needsWechatBinding(new ApiError(1_007_001_001, '支付失败：下单账号与支付账号不一致'))).toBe(true)
    expect(needsWechatBinding(new ApiError(1_007_001_001, '支付失败：余额不足'))).toBe(false)
    expect(needsWechatBinding(new Error('无效的openid'))).toBe(false)
  })
})

describe('the address a JS-SDK signature is made for', () => {
  it('drops the #route; Android signs the current page', () => {
    expect(signedPageUrl('https://shop.example/app/?x=1#/pages/pay/index?id=3', ANDROID_WECHAT)).toBe(
      'https://shop.example/app/?x=1',
    )
  })

  it('iOS signs the address the page was entered by', () => {
    const entered = 'https://shop.example/?code=c1&state=s1'
    expect(signedPageUrl('https://shop.example/#/pages/pay/index?id=3', IPHONE_WECHAT, entered)).toBe(entered)
    expect(signedPageUrl('https://shop.example/#/pages/pay/index?id=3', ANDROID_WECHAT, entered)).toBe(
      'https://shop.example/',
    )
  })
})
