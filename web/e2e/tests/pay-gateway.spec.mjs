// Paying through a gateway's own protocol, as a member on a phone browser does it: buy a game,
// choose Alipay (alipay_wap) or WeChat Pay (H5, wx_wap), pay at the gateway's cashier, come back to
// the result and find the activation key on the order; and leaving the cashier with Cancel, which
// pays nothing. The gateways are the local stand-ins e2e/global-setup.mjs starts
// (backend/tests/fixtures/gateway_standins_server.py): the store opens the payment with signed
// requests over HTTP, the cashier delivers the gateway's signed notification to the store, then
// sends the browser back (Alipay with its signed return parameters, WeChat Pay to redirect_url).

import assert from 'node:assert/strict'
import { buyNow, fen, gamesInStock, orderOf } from '../shop.mjs'
import {
  after,
  before,
  launch,
  loginByUi,
  newPhonePage,
  screenshot,
  test,
  toastsGone,
  tokenOf,
  waitForRoute,
} from '../support.mjs'

let browser
let games = []
let nextGame = 0

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** Logs in (a new member) and answers its token; each test takes another game. */
async function member(page) {
  await loginByUi(page)
  await toastsGone(page)
  const token = await tokenOf(page)
  if (games.length === 0) games = await gamesInStock(token)
  return { token, game: games[nextGame++ % games.length] }
}

/** On the payment page: choose the method row (`alipay` or `wechat`) and pay; lands on the cashier. */
async function payWith(page, method, channel, cashierPath) {
  const row = page.getByTestId(`pay-method-${method}`)
  assert.equal(await row.getAttribute('data-channel'), channel)
  assert.equal(await row.isDisabled(), false)
  await row.click()
  assert.equal(await row.getAttribute('aria-checked'), 'true')
  await page.getByTestId('pay-submit').click()
  await page.waitForURL((url) => url.pathname === cashierPath)
  await page.getByRole('button', { name: 'Pay', exact: true }).waitFor()
}

async function paysAtTheCashier({ method, channel, cashierPath, name }) {
  const page = await newPhonePage(browser)
  const { token, game } = await member(page)
  const payOrderId = await buyNow(page, game)
  assert.equal(fen(await page.getByTestId('pay-price').textContent()), game.payPrice)

  await payWith(page, method, channel, cashierPath)
  assert.equal(fen(await page.locator('.amount').textContent()), game.payPrice)
  await screenshot(page, `${name}-cashier`)

  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success&orderType=trade`))
  await page.getByText('支付成功', { exact: true }).waitFor()
  assert.equal(await page.getByTestId('pay-result').getAttribute('data-state'), 'success')
  assert.equal(fen(await page.getByTestId('result-price').textContent()), game.payPrice)
  await toastsGone(page)
  await screenshot(page, `${name}-result`)

  const { payOrder, order } = await orderOf(token, payOrderId)
  assert.equal(payOrder.status, 10)
  assert.equal(payOrder.channelCode, channel)
  assert.equal(order.payStatus, true)
  assert.equal(order.payChannelCode, channel)
  assert.ok(order.activationCodes.length >= 1)

  await page.getByTestId('view-order').click()
  await waitForRoute(page, new RegExp(`#/pages/order/detail\\?id=${payOrder.merchantOrderId}$`))
  await page.getByTestId('activation-code').first().waitFor()
  // Delivered, masked until the member reveals it (keys.spec.mjs).
  assert.equal(order.activationCodes[0].code, null)
  await page.getByTestId('masked-code').first().waitFor()
  await screenshot(page, `${name}-order`)
  assert.deepEqual(page.errors, [])
  await page.context().close()
}

test('buy a game paying with Alipay in the phone browser (alipay_wap)', async () => {
  // The page is Alipay's gateway.do: the store's signed wap-pay request opened the trade there.
  await paysAtTheCashier({ method: 'alipay', channel: 'alipay_wap', cashierPath: '/gateway.do', name: 'pay-gateway-alipay' })
})

test('buy a game paying with WeChat Pay H5 (wx_wap)', async () => {
  // The page is the h5_url WeChat Pay answered, with the store's redirect_url appended.
  await paysAtTheCashier({
    method: 'wechat',
    channel: 'wx_wap',
    cashierPath: '/cgi-bin/mmpayweb-bin/checkmweb',
    name: 'pay-gateway-wechat',
  })
})

test('Cancel at the Alipay and the WeChat Pay cashiers returns without paying', async () => {
  const page = await newPhonePage(browser)
  const { token, game } = await member(page)
  const payOrderId = await buyNow(page, game)

  for (const [method, channel, cashierPath] of [
    ['alipay', 'alipay_wap', '/gateway.do'],
    ['wechat', 'wx_wap', '/cgi-bin/mmpayweb-bin/checkmweb'],
  ]) {
    await payWith(page, method, channel, cashierPath)
    await page.getByRole('link', { name: 'Cancel', exact: true }).click()

    // Back at the store's result page, which asks the server: not paid, so no success.
    await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&`))
    await page.getByTestId('pay-result').waitFor()
    assert.notEqual(await page.getByTestId('pay-result').getAttribute('data-state'), 'success')
    assert.equal(await page.getByText('支付成功', { exact: true }).count(), 0)
    await screenshot(page, `pay-gateway-cancel-${method}-result`)
    const { payOrder, order } = await orderOf(token, payOrderId)
    assert.equal(payOrder.status, 0)
    assert.equal(order.payStatus, false)
    assert.deepEqual(order.activationCodes, [])

    // The payment page still takes the payment.
    await page.goto(`/#/pages/pay/index?id=${payOrderId}`)
    await page.getByTestId('pay-page').waitFor()
    assert.equal(await page.getByTestId('pay-submit').isDisabled(), false)
    await page.getByTestId('pay-countdown').waitFor()
  }
  await screenshot(page, 'pay-gateway-cancel-pay-page')

  // The order: unpaid, no key, still payable.
  const { payOrder } = await orderOf(token, payOrderId)
  await page.goto(`/#/pages/order/detail?id=${payOrder.merchantOrderId}`)
  await page.getByTestId('order-detail').waitFor()
  await page.getByTestId('order-pay').waitFor()
  assert.equal(await page.getByTestId('activation-code').count(), 0)
  await screenshot(page, 'pay-gateway-cancel-order')
  assert.deepEqual(page.errors, [])
  await page.context().close()
})
