import { describe, expect, it } from 'vitest'
import { gatewayStep, isWechatDevTools } from './gatewayStep'

const jsapi = {
  appId: 'wx1',
  timeStamp: '1700000000',
  nonceStr: 'n',
  package: 'prepay_id=p',
  packageValue: 'prepay_id=p',
  signType: 'RSA',
  paySign: 'sig',
}

describe('the step after submitting', () => {
  it('is done when the answer says paid (status 0), whatever else it holds', () => {
    expect(gatewayStep({ status: 0, displayMode: 'url', displayContent: 'https://x' }, 'H5')).toEqual({ kind: 'paid' })
  })

  it("goes to the gateway's page for H5 payments, only over http(s)", () => {
    expect(
      gatewayStep({ status: 1, displayMode: 'url', displayContent: 'https://pay.example/a', pay_data: { h5_url: 'https://pay.example/a' } }, 'H5'),
    ).toEqual({ kind: 'redirect', url: 'https://pay.example/a' })
    expect(gatewayStep({ status: 1, displayMode: 'url', displayContent: 'https://pay.example/b' }, 'H5')).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/b',
    })
    expect(gatewayStep({ status: 1, displayMode: 'url', displayContent: 'javascript:alert(1)' }, 'H5')).toEqual({
      kind: 'unsupported',
    })
  })

  it("opens WeChat's sheet in the WeChat browser with exactly the signed fields", () => {
    expect(gatewayStep({ status: 1, displayMode: 'app', displayContent: '{}', pay_data: jsapi }, 'WechatOfficialAccount')).toEqual({
      kind: 'wechatSheet',
      payData: { timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 'sig' },
    })
  })

  it('copies the link in the mini-program web-view, which cannot open payment pages', () => {
    expect(
      gatewayStep({ status: 1, displayMode: 'url', displayContent: 'https://pay.example/a', pay_data: { h5_url: 'https://pay.example/a' } }, 'WechatMiniProgram'),
    ).toEqual({ kind: 'copyLink', url: 'https://pay.example/a' })
  })

  it("hands the signed fields to the mini program's pay page in its web-view", () => {
    expect(gatewayStep({ status: 1, displayMode: 'app', displayContent: '', pay_data: jsapi }, 'WechatMiniProgram')).toEqual({
      kind: 'miniProgramPay',
      payData: { timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 'sig' },
    })
    expect(
      gatewayStep({ status: 1, displayMode: 'app', displayContent: '', pay_data: { ...jsapi, nonceStr: '' } }, 'WechatMiniProgram').kind,
    ).toBe('unsupported')
  })

  it('cannot continue app payments elsewhere, nor unsigned sheet data', () => {
    expect(gatewayStep({ status: 1, displayMode: 'app', displayContent: '', pay_data: jsapi }, 'H5').kind).toBe('unsupported')
    expect(gatewayStep({ status: 1, displayMode: 'app', displayContent: '', pay_data: { orderStr: 'a=b' } }, 'H5').kind).toBe('unsupported')
    expect(gatewayStep({ status: 1, displayMode: 'app', displayContent: '', pay_data: { orderStr: '' } }, 'App').kind).toBe('unsupported')
    expect(
      gatewayStep({ status: 1, displayMode: 'app', displayContent: '', pay_data: { ...jsapi, paySign: '' } }, 'WechatOfficialAccount').kind,
    ).toBe('unsupported')
  })
})

describe('in the app shell', () => {
  const payReq = {
    appid: 'wx8888888888888888',
    partnerid: '1900009191',
    prepayid: 'wx201410272009395522657a690389285100',
    package: 'Sign=WXPay',
    noncestr: 'N',
    timestamp: '1700000000',
    sign: 'sig',
  }

  it("hands WeChat's PayReq to the shell's pay as wxpay, exactly the signed fields", () => {
    expect(gatewayStep({ status: 1, displayMode: 'app', displayContent: '', pay_data: { ...payReq, extra: 'x' } }, 'App')).toEqual({
      kind: 'shellPay',
      provider: 'wxpay',
      orderInfo: payReq,
    })
  })

  it("hands Alipay's order string to the shell's pay as alipay", () => {
    const orderStr = 'app_id=2021&method=alipay.trade.app.pay&sign=a%2Bb%3D'
    expect(gatewayStep({ status: 1, displayMode: 'app', displayContent: orderStr, pay_data: { orderStr } }, 'App')).toEqual({
      kind: 'shellPay',
      provider: 'alipay',
      orderInfo: orderStr,
    })
  })

  it('refuses an unsigned PayReq, and app payments outside the shell', () => {
    expect(gatewayStep({ status: 1, displayMode: 'app', displayContent: '', pay_data: { ...payReq, sign: '' } }, 'App').kind).toBe('unsupported')
    expect(gatewayStep({ status: 1, displayMode: 'app', displayContent: '', pay_data: payReq }, 'H5').kind).toBe('unsupported')
    expect(gatewayStep({ status: 1, displayMode: 'app', displayContent: '', pay_data: payReq }, 'WechatOfficialAccount').kind).toBe('unsupported')
  })
})

describe("WeChat's developer tools", () => {
  it('are told apart from the WeChat browser', () => {
    expect(isWechatDevTools('Mozilla/5.0 wechatdevtools/1.06 MicroMessenger/8.0.5')).toBe(true)
    expect(isWechatDevTools('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40')).toBe(false)
  })
})
