// The WeChat mini program around the store's web-view, for the specs: our real host
// (deploy/miniprogram) runs in its runtime stand-in (deploy/miniprogram/test/runtime.mjs), its
// web-view is the browser page. The page's WeixinJSBridge forwards wx.miniProgram calls to that
// runtime, and every src the host gives its web-view is loaded in the page. What WeChat itself
// answers the host's pages (wx.login codes, the getPhoneNumber button's code, the subscribe dialog)
// comes from the WeChat server API stand-in's client endpoints, so the server exchanges real codes;
// wx.requestPayment is the WeChat Pay stand-in's client endpoint, which pays (and notifies) for real.

import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import { createMiniProgram } from '../../deploy/miniprogram/test/runtime.mjs'
import { baseUrl, newPhonePage, test } from './support.mjs'
import { WECHAT_API_URL, WECHAT_PAY_URL } from './wechat.mjs'

export const MINI_PROGRAM_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.193 Mobile Safari/537.36 XWEB/1200089 MMWEBSDK/20240301 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx2421b1c4370ec43b'
// The mini program's appid (gateway_standins_server: wechatpay_standin.APPID_MINI).
const APPID_MINI = 'wx2421b1c4370ec43b'
const HOST_ROOT = fileURLToPath(new URL('../../deploy/miniprogram/', import.meta.url))

function askWechat(path, body) {
  return postJson(`${WECHAT_API_URL}${path}`, body)
}

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  assert.equal(response.status, 200, `${url}: ${await response.clone().text()}`)
  return response.json()
}

/**
 * A phone inside the mini program, opened at its index page (`options` as WeChat gives them).
 * `wechatUser` is the phone's WeChat account: `openid` (its mini-program openid), `mobile` (the
 * number WeChat has for it), `subscribe` ('accept' or 'reject' in the subscribe dialog) and `pay`
 * ('confirm' or 'cancel' in WeChat Pay's sheet).
 * `tokens`: a member's login (loginByApi) stored before the first load; `sys`: the app's settings
 * (language, mode …) stored before it.
 * Answers { page, host, wechatUser, loaded } where `loaded()` resolves once the page shows the
 * web-view's latest src, and `host.tapPhoneNumber()` is the member allowing WeChat's number.
 */
export async function miniProgramPage(browser, { wechatUser, options = {}, language, tokens, sys } = {}) {
  const page = await newPhonePage(browser, { userAgent: MINI_PROGRAM_UA, language })
  const runtime = createMiniProgram({
    root: HOST_ROOT,
    config: { storeUrl: `${baseUrl}/` },
    wx: {
      login: () => askWechat('/standin/client/mini-login', { appid: APPID_MINI, openid: wechatUser.openid }),
      requestSubscribeMessage: async ({ tmplIds }) => {
        const answer = await askWechat('/standin/client/mini-subscribe', {
          appid: APPID_MINI,
          openid: wechatUser.openid,
          tmplIds,
          choice: wechatUser.subscribe ?? 'accept',
        })
        if (!answer.errMsg.endsWith(':ok')) throw answer
        return answer
      },
      requestPayment: async ({ timeStamp, nonceStr, package: prepay, signType, paySign }) => {
        const answer = await postJson(`${WECHAT_PAY_URL}/standin/client/requestPayment`, {
          appid: APPID_MINI,
          args: { timeStamp, nonceStr, package: prepay, signType, paySign },
          openid: wechatUser.openid,
          choice: wechatUser.pay ?? 'confirm',
        })
        if (!answer.errMsg.endsWith(':ok')) throw answer
        return answer
      },
    },
  })
  let loading = Promise.resolve()
  runtime.events.onWebViewSrc((src) => {
    loading = page.goto(src).then(() => undefined)
  })
  const posted = []
  const navigations = new EventTarget()
  await page.exposeBinding('__miniProgramHost', async (_source, name, arg) => {
    if (name === 'postMessage') {
      posted.push(arg)
      return { errMsg: 'invokeMiniProgramAPI:ok' }
    }
    if (!['navigateTo', 'navigateBack', 'redirectTo'].includes(name)) return { errMsg: `invokeMiniProgramAPI:fail ${name}` }
    // WeChat answers the web-view, then opens the native page.
    setImmediate(async () => {
      await runtime.wx[name](arg)
      await runtime.settle()
      navigations.dispatchEvent(new Event('navigated'))
    })
    return { errMsg: 'invokeMiniProgramAPI:ok' }
  })
  await page.addInitScript(() => {
    globalThis.__wxjs_environment = 'miniprogram'
    const inject = () => {
      globalThis.WeixinJSBridge = {
        invoke(name, args, callback) {
          const answer =
            name === 'invokeMiniProgramAPI'
              ? globalThis.__miniProgramHost(args.name, args.arg)
              : Promise.resolve({ err_msg: `${name}:fail_function not exist` })
          answer.then(
            (result) => callback?.(result),
            (error) => callback?.({ err_msg: `${name}:fail`, err_desc: String(error) }),
          )
        },
        on() {},
        call() {},
      }
      globalThis.document.dispatchEvent(new Event('WeixinJSBridgeReady'))
    }
    if (globalThis.document.readyState === 'loading') globalThis.document.addEventListener('DOMContentLoaded', inject)
    else inject()
  })
  if (tokens) {
    await page.addInitScript((pair) => {
      const state = { token: pair.accessToken, refreshToken: pair.refreshToken, expiresTime: pair.expiresTime }
      if (!localStorage.getItem('user')) localStorage.setItem('user', JSON.stringify({ state, version: 0 }))
    }, tokens)
  }
  if (sys) {
    await page.addInitScript((state) => {
      if (!localStorage.getItem('sys')) localStorage.setItem('sys', JSON.stringify({ state, version: 0 }))
    }, { theme: 'orange-red', modeAuto: false, fontSize: 14, priceUnit: 'CNY', ...sys })
  }
  runtime.launch('/pages/index/index', options)
  await loading
  const host = {
    runtime,
    /** The member taps the auth page's button and allows WeChat's number. */
    async tapPhoneNumber() {
      const { code } = await askWechat('/standin/client/mini-phone-number', { appid: APPID_MINI, mobile: wechatUser.mobile })
      await runtime.tapPhoneNumber({ errMsg: 'getPhoneNumber:ok', code })
    },
    /** The page the host shows now (its route). */
    top: () => runtime.top().route,
    /** What the web app posted with wx.miniProgram.postMessage (WeChat delivers it on share). */
    posted,
    /** Resolves with the native page `route` once the web app has it opened (on top). */
    opened(route) {
      const opening = new Promise((resolve) => {
        const check = () => {
          if (runtime.top().route !== route) return
          navigations.removeEventListener('navigated', check)
          resolve(runtime.top())
        }
        navigations.addEventListener('navigated', check)
        check()
      })
      return test.step(`the mini program opening ${route}`, () => opening, { timeout: 30_000 })
    },
  }
  return { page, host, wechatUser, loaded: () => loading }
}
