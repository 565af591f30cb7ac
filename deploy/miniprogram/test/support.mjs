// Shared set-up for the host's tests.
import { fileURLToPath } from 'node:url'
import { createMiniProgram } from './runtime.mjs'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const STORE_URL = 'https://store.test/'
export const INDEX = 'pages/index/index'
export const AUTH = 'pages/auth/index'
export const PAY = 'pages/pay/index'

/** The host with the test store's address, started at its index page; records the web-view's src. */
export function startHost({ wx, options = {} } = {}) {
  const mp = createMiniProgram({ root: ROOT, config: { storeUrl: STORE_URL }, wx })
  const srcs = []
  mp.events.onWebViewSrc((src) => srcs.push(src))
  mp.launch(`/${INDEX}`, options)
  return { mp, srcs }
}

/** The auth page's address as the web app's wx.miniProgram.navigateTo builds it (values encoded). */
export function authUrl(params) {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')
  return `/${AUTH}?${query}`
}

export function routes(mp) {
  return mp.pages().map((page) => page.route)
}

/** The pay page's address as the web app builds it (values encoded). */
export function payUrl(params) {
  return authUrl(params).replace(`/${AUTH}?`, `/${PAY}?`)
}
