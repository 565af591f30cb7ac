import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  isIosAppShell,
  PLATFORMS,
  currentPlatform,
  detectPlatform,
  isSharePlatformCode,
  isWechatBrowser,
  platformOfShareCode,
  readBrowserEnv,
  sharePlatformCodeOf,
  terminalOf,
} from './platform'

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  wechatMiniProgram:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx1234567890abcdef',
  nativeShell:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 GameStoreApp/1.0.4',
}

describe('isWechatBrowser', () => {
  it('recognises the MicroMessenger mark in any case', () => {
    expect(isWechatBrowser(UA.wechat)).toBe(true)
    expect(isWechatBrowser(UA.wechatMiniProgram)).toBe(true)
    expect(isWechatBrowser('foo micromessenger/8.0')).toBe(true)
  })

  it('is false for other browsers and an empty agent', () => {
    expect(isWechatBrowser(UA.iphoneSafari)).toBe(false)
    expect(isWechatBrowser(UA.androidChrome)).toBe(false)
    expect(isWechatBrowser('')).toBe(false)
    expect(isWechatBrowser('Micro Messenger')).toBe(false)
  })
})

describe('detectPlatform', () => {
  it('is H5 for ordinary mobile browsers and an empty agent', () => {
    expect(detectPlatform({ userAgent: UA.iphoneSafari })).toBe('H5')
    expect(detectPlatform({ userAgent: UA.androidChrome })).toBe('H5')
    expect(detectPlatform({ userAgent: '' })).toBe('H5')
  })

  it('is WechatOfficialAccount in the WeChat browser', () => {
    expect(detectPlatform({ userAgent: UA.wechat })).toBe('WechatOfficialAccount')
  })

  it('is WechatMiniProgram in a mini-program web-view, by agent or by flag', () => {
    expect(detectPlatform({ userAgent: UA.wechatMiniProgram })).toBe('WechatMiniProgram')
    expect(detectPlatform({ userAgent: UA.wechat, miniProgram: true })).toBe('WechatMiniProgram')
    expect(detectPlatform({ userAgent: UA.iphoneSafari, miniProgram: true })).toBe('WechatMiniProgram')
  })

  it('is App in the native shell, by agent or by flag, before anything else', () => {
    expect(detectPlatform({ userAgent: UA.nativeShell })).toBe('App')
    expect(detectPlatform({ userAgent: UA.iphoneSafari, nativeShell: true })).toBe('App')
    expect(detectPlatform({ userAgent: UA.wechatMiniProgram, nativeShell: true })).toBe('App')
  })

  it('ignores flags that are false', () => {
    expect(detectPlatform({ userAgent: UA.wechat, miniProgram: false, nativeShell: false })).toBe(
      'WechatOfficialAccount',
    )
  })
})

interface TestGlobals {
  __wxjs_environment?: unknown
  GameStoreNative?: unknown
}

describe('currentPlatform', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    const globals = window as TestGlobals
    delete globals.__wxjs_environment
    delete globals.GameStoreNative
  })

  function useUserAgent(userAgent: string) {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  }

  it('is H5 in the test browser', () => {
    useUserAgent(UA.androidChrome)
    expect(currentPlatform()).toBe('H5')
  })

  it('reads the user agent', () => {
    useUserAgent(UA.wechat)
    expect(currentPlatform()).toBe('WechatOfficialAccount')
  })

  it('reads the mini-program environment flag', () => {
    useUserAgent(UA.wechat)
    ;(window as TestGlobals).__wxjs_environment = 'miniprogram'
    expect(currentPlatform()).toBe('WechatMiniProgram')
  })

  it('ignores other values of the mini-program environment flag', () => {
    useUserAgent(UA.wechat)
    ;(window as TestGlobals).__wxjs_environment = 'browser'
    expect(currentPlatform()).toBe('WechatOfficialAccount')
  })

  it('reads the native bridge object', () => {
    useUserAgent(UA.androidChrome)
    ;(window as TestGlobals).GameStoreNative = { postMessage: () => undefined }
    expect(currentPlatform()).toBe('App')
  })

  it('does not take a null native bridge for the shell', () => {
    useUserAgent(UA.androidChrome)
    ;(window as TestGlobals).GameStoreNative = null
    expect(currentPlatform()).toBe('H5')
  })

  it('is H5 without navigator', () => {
    vi.stubGlobal('navigator', undefined)
    expect(readBrowserEnv().userAgent).toBe('')
    expect(currentPlatform()).toBe('H5')
  })

  it('is H5 without window', () => {
    useUserAgent(UA.androidChrome)
    vi.stubGlobal('window', undefined)
    expect(readBrowserEnv()).toEqual({ userAgent: UA.androidChrome, miniProgram: false, nativeShell: false })
  })

  it('does not throw when reading the user agent throws', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockImplementation(() => {
      throw new Error('denied')
    })
    expect(currentPlatform()).toBe('H5')
  })
})

describe('terminalOf', () => {
  it('gives the terminal header codes', () => {
    expect(terminalOf('WechatMiniProgram')).toBe(10)
    expect(terminalOf('WechatOfficialAccount')).toBe(11)
    expect(terminalOf('H5')).toBe(20)
    expect(terminalOf('App')).toBe(31)
  })
})

describe('share platform codes', () => {
  it('gives the codes of spec §2', () => {
    expect(sharePlatformCodeOf('H5')).toBe(1)
    expect(sharePlatformCodeOf('WechatOfficialAccount')).toBe(2)
    expect(sharePlatformCodeOf('WechatMiniProgram')).toBe(3)
    expect(sharePlatformCodeOf('App')).toBe(4)
  })

  it('maps every platform to a distinct code and back', () => {
    const codes = PLATFORMS.map(sharePlatformCodeOf)
    expect(new Set(codes).size).toBe(PLATFORMS.length)
    for (const platform of PLATFORMS) {
      expect(platformOfShareCode(sharePlatformCodeOf(platform))).toBe(platform)
    }
  })

  it('knows no other codes', () => {
    for (const code of [0, 5, -1, 1.5, Number.NaN, 20]) {
      expect(platformOfShareCode(code)).toBeNull()
      expect(isSharePlatformCode(code)).toBe(false)
    }
    expect(isSharePlatformCode(3)).toBe(true)
  })
})

describe('the iOS app shell', () => {
  const IOS_SHELL = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 uni-app GameStoreApp/1.0'
  const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1'
  const ANDROID_SHELL = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 uni-app GameStoreApp/1.0'

  it('is the shell on an iPhone or iPad, not the iPhone’s browser nor the Android shell', () => {
    expect(isIosAppShell({ userAgent: IOS_SHELL })).toBe(true)
    expect(isIosAppShell({ userAgent: IOS_SHELL.replace('iPhone; CPU iPhone OS', 'iPad; CPU OS') })).toBe(true)
    expect(isIosAppShell({ userAgent: IOS_SAFARI })).toBe(false)
    expect(isIosAppShell({ userAgent: ANDROID_SHELL })).toBe(false)
    expect(isIosAppShell({ userAgent: IOS_SAFARI, nativeShell: true })).toBe(true)
  })
})
