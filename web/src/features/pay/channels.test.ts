import { describe, expect, it } from 'vitest'
import { PLATFORMS, type Platform } from '@/lib/platform'
import { alipayChannel, payMethods, preselectedChannel, wechatChannel, type MethodInput } from './channels'

const base: MethodInput = { platform: 'H5', enabled: ['wallet', 'mock'], price: 5000, balance: 10000, merchantType: 'trade' }

function reasons(input: Partial<MethodInput>) {
  return Object.fromEntries(payMethods({ ...base, ...input }).map((method) => [method.key, method.disabled]))
}

describe('channels per platform (spec §5)', () => {
  it('picks the WeChat channel of each platform', () => {
    const expected: Record<Platform, string> = {
      WechatOfficialAccount: 'wx_pub',
      WechatMiniProgram: 'wx_lite',
      App: 'wx_app',
      H5: 'wx_wap',
    }
    for (const platform of PLATFORMS) expect(wechatChannel(platform)).toBe(expected[platform])
  })

  it('picks alipay_wap on the official account and H5, alipay_app in the mini program and app', () => {
    expect(alipayChannel('WechatOfficialAccount')).toBe('alipay_wap')
    expect(alipayChannel('H5')).toBe('alipay_wap')
    expect(alipayChannel('WechatMiniProgram')).toBe('alipay_app')
    expect(alipayChannel('App')).toBe('alipay_app')
  })

  it('lists WeChat, Alipay and the wallet in that order, each with its channel', () => {
    const methods = payMethods({ ...base, platform: 'WechatOfficialAccount', enabled: ['wallet'] })
    expect(methods.map((method) => [method.key, method.channelCode])).toEqual([
      ['wechat', 'wx_pub'],
      ['alipay', 'alipay_wap'],
      ['wallet', 'wallet'],
    ])
  })
})

describe('which methods can be chosen', () => {
  it('shows methods the server does not list, disabled', () => {
    expect(reasons({})).toEqual({ wechat: 'notOffered', alipay: 'notOffered', wallet: null, mock: null })
    expect(reasons({ enabled: ['wx_wap', 'alipay_wap'] })).toEqual({ wechat: null, alipay: null, wallet: 'notOffered' })
  })

  it('enables a gateway only for the channel of this platform', () => {
    expect(reasons({ platform: 'App', enabled: ['wx_wap', 'alipay_wap'] })).toMatchObject({
      wechat: 'notOffered',
      alipay: 'notOffered',
    })
  })

  it('adds the sandbox only when the server lists it', () => {
    expect(payMethods({ ...base, enabled: ['wallet'] }).some((method) => method.key === 'mock')).toBe(false)
    expect(payMethods(base).at(-1)).toEqual({ key: 'mock', channelCode: 'mock', disabled: null })
  })

  it('disables the wallet when the balance is lower than the amount, not when it is equal', () => {
    expect(reasons({ balance: 4999 }).wallet).toBe('balanceLow')
    expect(reasons({ balance: 5000 }).wallet).toBe(null)
    expect(reasons({ balance: 0, price: 0 }).wallet).toBe(null)
  })

  it('disables the wallet while the balance is unknown, and for recharges whatever the balance', () => {
    expect(reasons({ balance: null }).wallet).toBe('balanceUnknown')
    expect(reasons({ merchantType: 'recharge', balance: 1e9 }).wallet).toBe('notForRecharge')
  })
})

describe('the method chosen before the member chooses', () => {
  const methods = (input: Partial<MethodInput>) => payMethods({ ...base, ...input })

  it('is the wallet when it covers the amount, whatever was used last', () => {
    expect(preselectedChannel(methods({ enabled: ['wallet', 'mock'] }), null)).toBe('wallet')
    expect(preselectedChannel(methods({ enabled: ['wallet', 'mock'] }), 'mock')).toBe('wallet')
    expect(preselectedChannel(methods({ enabled: ['wallet', 'mock'], balance: 5000 }), 'wx_wap')).toBe('wallet')
  })

  it('is the last one used while it can be used and the wallet cannot pay', () => {
    expect(preselectedChannel(methods({ enabled: ['wallet', 'mock'], balance: 100 }), 'mock')).toBe('mock')
    expect(preselectedChannel(methods({ enabled: ['alipay_wap', 'mock'], balance: 0 }), 'mock')).toBe('mock')
  })

  it('is else the first usable one in the order shown', () => {
    expect(preselectedChannel(methods({ enabled: ['wallet', 'mock'], balance: 0 }), null)).toBe('mock')
    expect(preselectedChannel(methods({ enabled: ['wallet', 'mock'], balance: 100 }), 'wallet')).toBe('mock')
    expect(preselectedChannel(methods({ enabled: ['alipay_wap', 'mock'], balance: 0 }), 'wx_wap')).toBe('alipay_wap')
    expect(preselectedChannel(methods({ enabled: ['wallet', 'mock'], merchantType: 'recharge' }), null)).toBe('mock')
  })

  it('is none when nothing can be used', () => {
    expect(preselectedChannel(methods({ enabled: [] }), null)).toBeNull()
    expect(preselectedChannel(methods({ enabled: ['wallet'], balance: null }), 'wallet')).toBeNull()
  })
})
