// Paying with WeChat Pay inside the WeChat browser (official account, channel wx_pub; spec §4, §8):
// the member binds their WeChat account through WeChat's authorization page, then pays in WeChat's
// payment sheet, opened through the official JS-SDK (wx.config, then wx.chooseWXPay). Everything
// runs against the local stand-ins e2e/global-setup.mjs starts (backend/tests/fixtures/
// gateway_standins_server.py): the WeChat server API stand-in serves the authorization page and
// the store's token and ticket; the WeChat Pay stand-in the JSAPI order.
//
// The page looks like Android WeChat and gets a WeixinJSBridge (e2e/wechat.mjs).

import assert from 'node:assert/strict'
import { buyNow, fen, gamesInStock, orderOf } from '../shop.mjs'
import { E2E_OPENID, WECHAT_API_URL, WECHAT_OFFICIAL_ACCOUNT, WECHAT_PAY_URL, wechatPage } from '../wechat.mjs'
import {
  after,
  api,
  before,
  launch,
  loginByUi,
  newPhonePage,
  screenshot,
  shownAtRest,
  test,
  toastsGone,
  tokenOf,
  waitForRoute,
} from '../support.mjs'

let browser
let games = []
// One WeChat account binds to one member, so the WeChat-browser tests share one member: the first
// logs in (a number gets one SMS code a minute), the others start from its saved login.
let wechatLogin = null

before(async () => {
  assert.ok(WECHAT_API_URL && WECHAT_PAY_URL, 'run the specs with `npm run e2e` (E2E_WECHAT_API_URL, E2E_WECHAT_PAY_URL)')
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

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
  const { page, client } = await wechatPage(browser, wechatLogin)
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
  // One configuration per page for what the store uses the SDK for: paying and share cards.
  assert.deepEqual(config.args.verifyJsApiList, ['getBrandWCPayRequest', 'updateAppMessageShareData', 'updateTimelineShareData'])
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
  const { page, client } = await wechatPage(browser, wechatLogin)
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
