// Paying with WeChat Pay inside the WeChat browser (official account, channel wx_pub; spec §4, §8):
// the member binds their WeChat account through WeChat's authorization page, then pays in WeChat's
// payment sheet, opened through the official JS-SDK (wx.config, then wx.chooseWXPay). Everything
// runs against the local stand-ins e2e/run.mjs starts (backend/tests/fixtures/
// gateway_standins_server.py): the WeChat server API stand-in serves the authorization page and
// the store's token and ticket; the WeChat Pay stand-in the JSAPI order.
//
// The page looks like Android WeChat (its user agent) and gets a WeixinJSBridge, as the WeChat
// app injects one: the bridge forwards each invoke(name, args) to this Node process, which asks
// the stand-ins' "WeChat client" endpoints what the WeChat app would answer: preVerifyJSAPI checks
// the config's signature against the ticket the stand-in issued and the page's address,
// getBrandWCPayRequest is the payment sheet (order, paySign, the WeChat user's openid), where the
// "member" confirms or cancels.

import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { buyNow, fen, gamesInStock, orderOf } from '../shop.mjs'
import {
  api,
  launch,
  loginByUi,
  newPhonePage,
  screenshot,
  shownAtRest,
  toastsGone,
  tokenOf,
  waitForRoute,
} from '../support.mjs'

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.193 Mobile Safari/537.36 XWEB/1200089 MMWEBSDK/20240301 MMWEBID/1234 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'
// Who consents on the stand-in's authorization page: gateway_standins_server.E2E_OPENID
// (wechatpay_standin.OPENID_OFFICIAL, an openid WeChat Pay knows for the official account).
const E2E_OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'
const WECHAT_API_URL = process.env.E2E_WECHAT_API_URL
const WECHAT_PAY_URL = process.env.E2E_WECHAT_PAY_URL
const WECHAT_OFFICIAL_ACCOUNT = 31
// A 1×1 transparent GIF: what the JS-SDK's report beacon (open.weixin.qq.com/sdk/report) gets.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

let browser
let games = []
// One WeChat account binds to one member, so the WeChat-browser tests share one member: the first
// logs in (a number gets one SMS code a minute), the others start from its saved login.
let wechatLogin = null

before(async () => {
  assert.ok(WECHAT_API_URL && WECHAT_PAY_URL, 'run the specs through e2e/run.mjs (E2E_WECHAT_API_URL, E2E_WECHAT_PAY_URL)')
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

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
 * A phone page inside the WeChat browser: its user agent, and a WeixinJSBridge whose invoke() the
 * "WeChat client" here answers. Answers { page, client } where client.choice is what the member
 * does in the payment sheet ('confirm' or 'cancel') and client.calls records every invoke.
 */
async function wechatPage() {
  const page = await newPhonePage(browser, { userAgent: WECHAT_UA, storageState: wechatLogin ?? undefined })
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

/** Logs the WeChat tests' member in (or finds it logged in); answers its token and a game to buy. */
async function loginWechatMember(page) {
  if (wechatLogin) {
    await page.goto('/#/pages/index/index')
  } else {
    await loginByUi(page)
    await toastsGone(page)
    wechatLogin = await page.context().storageState()
  }
  const token = await tokenOf(page)
  assert.ok(token, 'the WeChat tests’ member is not logged in')
  if (games.length === 0) games = await gamesInStock(token)
  return { token, game: games.shift() }
}

async function boundOpenid(token) {
  const answer = await api(`/member/social-user/get?type=${WECHAT_OFFICIAL_ACCOUNT}`, { token })
  assert.equal(answer.code, 0, answer.msg)
  return answer.data?.openid ?? null
}

/** On the payment page: choose WeChat Pay (wx_pub in the WeChat browser) and submit. */
async function submitWechatPay(page) {
  const row = page.getByTestId('pay-method-wechat')
  assert.equal(await row.getAttribute('data-channel'), 'wx_pub')
  assert.equal(await row.isDisabled(), false)
  await row.click()
  assert.equal(await row.getAttribute('aria-checked'), 'true')
  await page.getByTestId('pay-submit').click()
}

test('in the WeChat browser: bind WeChat when asked, then pay in WeChat’s sheet and get the key', async () => {
  const { page, client } = await wechatPage()
  const { token, game } = await loginWechatMember(page)
  assert.equal(await boundOpenid(token), null)
  const payOrderId = await buyNow(page, game)
  assert.equal(fen(await page.getByTestId('pay-price').textContent()), game.payPrice)

  // Not bound yet: the server refuses the payment before WeChat Pay is asked; the page asks to bind.
  await submitWechatPay(page)
  await page.getByText('绑定微信账号', { exact: true }).waitFor()
  await page.getByText('微信支付需使用您的微信账号付款，请先绑定微信账号后再支付。').waitFor()
  await toastsGone(page)
  await shownAtRest(page, '.adm-dialog-body')
  await shownAtRest(page, '.adm-dialog .adm-mask')
  await screenshot(page, 'pay-wechat-bind-dialog')
  assert.deepEqual(client.calls, [])

  // 去绑定 → the stand-in's authorization page → back to the store with code and state → bound.
  const toAuthorize = page.waitForRequest((request) => request.url().startsWith(`${WECHAT_API_URL}/connect/oauth2/authorize?`))
  await page.getByRole('button', { name: '去绑定' }).click()
  const authorize = new URL((await toAuthorize).url())
  assert.equal(authorize.searchParams.get('scope'), 'snsapi_base')
  assert.equal(authorize.searchParams.get('redirect_uri'), new URL(page.url()).origin + '/')
  await page.getByText('绑定成功').waitFor()
  await waitForRoute(page, new RegExp(`#/pages/pay/index\\?id=${payOrderId}$`))
  await page.getByTestId('pay-page').waitFor()
  assert.equal(new URL(page.url()).search, '', 'the authorization code stayed in the address')
  await screenshot(page, 'pay-wechat-bound')
  assert.equal(await boundOpenid(token), E2E_OPENID)
  await toastsGone(page)

  // Pay: wx.config is verified, the sheet opens for the bound account, the member confirms.
  await submitWechatPay(page)
  await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success&orderType=trade`))
  await page.getByText('支付成功', { exact: true }).waitFor()
  assert.equal(await page.getByTestId('pay-result').getAttribute('data-state'), 'success')
  assert.equal(fen(await page.getByTestId('result-price').textContent()), game.payPrice)
  await toastsGone(page)
  await screenshot(page, 'pay-wechat-result')

  const invoked = client.calls.filter((call) => call.name !== 'getNetworkType')
  assert.deepEqual(
    invoked.map((call) => [call.name, call.answer.err_msg]),
    [
      ['preVerifyJSAPI', 'preVerifyJSAPI:ok'],
      ['getBrandWCPayRequest', 'get_brand_wcpay_request:ok'],
    ],
  )
  const [config, sheet] = invoked
  assert.deepEqual(config.args.verifyJsApiList, ['getBrandWCPayRequest'])
  assert.equal(sheet.args.signType, 'RSA')
  assert.match(sheet.args.package, /^prepay_id=wx[0-9a-f]{32}$/)

  const { payOrder, order } = await orderOf(token, payOrderId)
  assert.equal(payOrder.status, 10)
  assert.equal(payOrder.channelCode, 'wx_pub')
  assert.equal(order.payStatus, true)
  assert.ok(order.activationCodes.length >= 1)

  await page.getByTestId('view-order').click()
  await waitForRoute(page, new RegExp(`#/pages/order/detail\\?id=${payOrder.merchantOrderId}$`))
  await page.getByTestId('activation-code').first().waitFor()
  // Delivered, masked until the member reveals it (keys.spec.mjs).
  assert.equal(order.activationCodes[0].code, null)
  await page.getByTestId('masked-code').first().waitFor()
  await screenshot(page, 'pay-wechat-order')

  // My information shows the account bound.
  await page.goto('/#/pages/user/info')
  const account = page.getByTestId('wechat-account')
  await page.locator('[data-testid="wechat-account"][data-bound="true"]').waitFor()
  assert.ok((await account.textContent()).includes('已绑定'))
  await screenshot(page, 'pay-wechat-info-bound')
  assert.deepEqual(page.errors, [])
  await page.context().close()
})

test('in the WeChat browser: cancelling WeChat’s sheet pays nothing and stays on the payment page', async () => {
  const { page, client } = await wechatPage()
  const { token, game } = await loginWechatMember(page)
  assert.equal(await boundOpenid(token), E2E_OPENID, 'the first test binds this member’s WeChat account')
  const payOrderId = await buyNow(page, game)

  client.choice = 'cancel'
  await submitWechatPay(page)
  await page.getByText('支付已手动取消').waitFor()
  await screenshot(page, 'pay-wechat-cancelled')
  assert.match(page.url(), new RegExp(`#/pages/pay/index\\?id=${payOrderId}$`))
  await page.getByTestId('pay-page').waitFor()
  assert.equal(await page.getByTestId('pay-submit').isDisabled(), false)
  const sheets = client.calls.filter((call) => call.name === 'getBrandWCPayRequest')
  assert.deepEqual(sheets.map((call) => call.answer.err_msg), ['get_brand_wcpay_request:cancel'])

  const { payOrder, order } = await orderOf(token, payOrderId)
  assert.equal(payOrder.status, 0)
  assert.equal(order.payStatus, false)
  assert.deepEqual(order.activationCodes, [])
  await toastsGone(page)
  assert.deepEqual(page.errors, [])
  await page.context().close()
})

test('in a plain phone browser, My information shows WeChat unbound and asks to open the WeChat browser', async () => {
  const page = await newPhonePage(browser)
  await loginByUi(page)
  await toastsGone(page)
  await page.goto('/#/pages/user/info')
  const account = page.locator('[data-testid="wechat-account"][data-bound="false"]')
  await account.waitFor()
  assert.ok((await account.textContent()).includes('去绑定'))
  await account.click()
  await page.getByText('请使用微信网页浏览器打开').waitFor()
  await shownAtRest(page, '.adm-toast-main')
  await screenshot(page, 'pay-wechat-info-plain-browser')
  assert.match(page.url(), /#\/pages\/user\/info$/)
  assert.deepEqual(page.errors, [])
  await page.context().close()
})
