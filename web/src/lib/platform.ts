/**
 * Where the app runs (spec §1, §2, §7): a plain mobile browser (H5), the WeChat browser
 * (official account), a WeChat mini-program web-view, or our native shell (App).
 * All platform detection lives here; other modules ask this one.
 */

export type Platform = 'H5' | 'WechatOfficialAccount' | 'WechatMiniProgram' | 'App'

export const PLATFORMS: readonly Platform[] = ['H5', 'WechatOfficialAccount', 'WechatMiniProgram', 'App']

/** What detection looks at; `currentPlatform` reads it from the browser. */
export interface PlatformEnv {
  userAgent: string
  /** true inside a WeChat mini-program web-view (`window.__wxjs_environment === 'miniprogram'`) */
  miniProgram?: boolean
  /** true inside our native shell (`window.GameStoreNative` exists) */
  nativeShell?: boolean
}

const WECHAT_UA_MARK = /micromessenger/i
const MINI_PROGRAM_UA_MARK = /miniprogram/i
const NATIVE_SHELL_UA_MARK = /gamestoreapp/i

export function isWechatBrowser(userAgent: string): boolean {
  return WECHAT_UA_MARK.test(userAgent)
}

function isMiniProgram(env: PlatformEnv): boolean {
  return env.miniProgram === true || MINI_PROGRAM_UA_MARK.test(env.userAgent)
}

function isNativeShell(env: PlatformEnv): boolean {
  return env.nativeShell === true || NATIVE_SHELL_UA_MARK.test(env.userAgent)
}

/**
 * The most specific match wins: native shell, then mini-program web-view (whose user agent
 * also carries the WeChat mark), then the WeChat browser, else H5.
 */
export function detectPlatform(env: PlatformEnv): Platform {
  if (isNativeShell(env)) return 'App'
  if (isMiniProgram(env)) return 'WechatMiniProgram'
  if (isWechatBrowser(env.userAgent)) return 'WechatOfficialAccount'
  return 'H5'
}

interface BrowserGlobals {
  __wxjs_environment?: unknown
  GameStoreNative?: unknown
}

function readUserAgent(): string {
  try {
    return typeof navigator === 'undefined' ? '' : String(navigator.userAgent ?? '')
  } catch {
    return ''
  }
}

function readWindowGlobals(): BrowserGlobals {
  try {
    return typeof window === 'undefined' ? {} : (window as BrowserGlobals)
  } catch {
    return {}
  }
}

/** Reads the running browser without ever throwing (no navigator or window means H5). */
export function readBrowserEnv(): PlatformEnv {
  const globals = readWindowGlobals()
  return {
    userAgent: readUserAgent(),
    miniProgram: globals.__wxjs_environment === 'miniprogram',
    nativeShell: globals.GameStoreNative !== undefined && globals.GameStoreNative !== null,
  }
}

const IOS_UA_MARK = /\b(iphone|ipad|ipod|ios)\b/i

/**
 * Our app shell on iOS (docs/native-shell.md: the iOS shell's user agent names the device), where
 * selling games depends on the server's APP_SHELL_IOS_PURCHASES.
 */
export function isIosAppShell(env: PlatformEnv): boolean {
  return detectPlatform(env) === 'App' && IOS_UA_MARK.test(env.userAgent)
}

export function currentPlatform(): Platform {
  return detectPlatform(readBrowserEnv())
}

/** Terminal codes sent in the `terminal` header (spec §7; the backend's Terminal enum). */
export type Terminal = 10 | 11 | 20 | 31

const TERMINAL_BY_PLATFORM: Readonly<Record<Platform, Terminal>> = {
  WechatMiniProgram: 10,
  WechatOfficialAccount: 11,
  H5: 20,
  App: 31,
}

export function terminalOf(platform: Platform): Terminal {
  return TERMINAL_BY_PLATFORM[platform]
}

/** Platform codes inside share tracking strings (spec §2). */
export type SharePlatformCode = 1 | 2 | 3 | 4

const SHARE_CODE_BY_PLATFORM: Readonly<Record<Platform, SharePlatformCode>> = {
  H5: 1,
  WechatOfficialAccount: 2,
  WechatMiniProgram: 3,
  App: 4,
}

export function sharePlatformCodeOf(platform: Platform): SharePlatformCode {
  return SHARE_CODE_BY_PLATFORM[platform]
}

/** The platform a share code names, or null for an unknown code. */
export function platformOfShareCode(code: number): Platform | null {
  return PLATFORMS.find((platform) => SHARE_CODE_BY_PLATFORM[platform] === code) ?? null
}

export function isSharePlatformCode(code: number): code is SharePlatformCode {
  return platformOfShareCode(code) !== null
}
