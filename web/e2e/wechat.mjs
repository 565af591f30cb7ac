// The WeChat browser for the specs (official account): its user agent, and a WeixinJSBridge as the
// WeChat app injects one. The bridge forwards each invoke(name, args) to the Node process, which asks
// the stand-ins' "WeChat client" endpoints (backend/tests/fixtures/gateway_standins_server.py) what the
// WeChat app would answer: preVerifyJSAPI checks the config's signature against the ticket the
// stand-in issued and the page's address; getBrandWCPayRequest is the payment sheet (order, paySign,
// the WeChat user's openid), where the "member" confirms or cancels; the share-card calls succeed
// only for APIs a verified config allowed.

import assert from 'node:assert/strict'
import { newPhonePage, wechatApiUrl, wechatPayUrl } from './support.mjs'

export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.193 Mobile Safari/537.36 XWEB/1200089 MMWEBSDK/20240301 MMWEBID/1234 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'
// Who consents on the stand-in's authorization page: gateway_standins_server.E2E_OPENID
// (wechatpay_standin.OPENID_OFFICIAL, an openid WeChat Pay knows for the official account).
export const E2E_OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'
export const WECHAT_API_URL = wechatApiUrl
export const WECHAT_PAY_URL = wechatPayUrl
export const WECHAT_OFFICIAL_ACCOUNT = 31
// A 1×1 transparent GIF: what the JS-SDK's report beacon (open.weixin.qq.com/sdk/report) gets.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  assert.equal(response.status, 200, `${url}: ${await response.clone().text()}`)
  return response.json()
}

function withoutFragment(url) {
  return url.split('#')[0]
}

/**
 * A phone page inside the WeChat browser (a saved login's storage state, if given): its user agent,
 * and a WeixinJSBridge whose invoke() the "WeChat client" here answers. Answers { page, client }
 * where client.choice is what the member does in the payment sheet ('confirm' or 'cancel') and
 * client.calls records every invoke.
 */
export async function wechatPage(browser, storageState = null) {
  const page = await newPhonePage(browser, { userAgent: WECHAT_UA, storageState: storageState ?? undefined })
  const client = { choice: 'confirm', calls: [], verified: new Map() }
  // What the WeChat app keeps per page load: the JS APIs a verified wx.config allows.
  page.on('load', () => client.verified.clear())
  await page.route('https://open.weixin.qq.com/sdk/report**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL }),
  )
  await page.exposeBinding('__wechatClient', async ({ frame }, name, args) => {
    const url = frame.url()
    let answer
    if (name === 'preVerifyJSAPI') {
      answer = await postJson(`${WECHAT_API_URL}/standin/client/preVerifyJSAPI`, { url, args })
      if (answer.err_msg === 'preVerifyJSAPI:ok') client.verified.set(withoutFragment(url), args.verifyJsApiList)
    } else if (name === 'getBrandWCPayRequest') {
      const allowed = client.verified.get(withoutFragment(url)) ?? []
      answer = allowed.includes('getBrandWCPayRequest')
        ? await postJson(`${WECHAT_PAY_URL}/standin/client/getBrandWCPayRequest`, {
            url,
            args,
            openid: E2E_OPENID,
            choice: client.choice,
          })
        : { err_msg: 'get_brand_wcpay_request:fail_no permission to execute' }
    } else if (name === 'updateAppMessageShareData' || name === 'updateTimelineShareData') {
      // The share card WeChat's own menu will send: allowed only by a verified config.
      const allowed = client.verified.get(withoutFragment(url)) ?? []
      answer = { err_msg: allowed.includes(name) ? `${name}:ok` : `${name}:fail_no permission to execute` }
    } else if (name === 'getNetworkType') {
      answer = { err_msg: 'network_type:wifi' }
    } else {
      answer = { err_msg: `${name}:fail_function not exist` }
    }
    client.calls.push({ name, url, args, answer })
    return answer
  })
  await page.addInitScript(() => {
    // The WeChat app injects its bridge once the document is there, then says so.
    const inject = () => {
      globalThis.WeixinJSBridge = {
        invoke(name, args, callback) {
          globalThis.__wechatClient(name, args ?? {}).then(
            (answer) => callback?.(answer),
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
  return { page, client }
}

