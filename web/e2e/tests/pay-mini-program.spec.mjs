// Paying with Alipay from the WeChat mini-program web-view (spec §4): the web-view can open
// neither the Alipay app nor a payment page, so the payment link is copied (复制成功!), and a
// second later the page asks whether the member has paid. The member pastes the link into the
// phone's browser, pays at the Alipay stand-in's cashier (its notification reaches the store),
// comes back and says so; the result page shows success and the order its key.

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

const MINI_PROGRAM_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47 miniProgram'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

test('in the mini program, Alipay copies the payment link and asks after a second whether it was paid', async () => {
  const page = await newPhonePage(browser, {
    userAgent: MINI_PROGRAM_UA,
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  await loginByUi(page)
  await toastsGone(page)
  const token = await tokenOf(page)
  const [game] = await gamesInStock(token)
  const payOrderId = await buyNow(page, game)

  const alipay = page.getByTestId('pay-method-alipay')
  assert.equal(await alipay.getAttribute('data-channel'), 'alipay_app')
  await alipay.click()
  const question = page.getByText('是否已完成支付', { exact: false })

  /** Pay → the link is copied at once, the question comes a second later; answers the link. */
  async function copyTheLink() {
    // The last round's "copied" toast may still be fading out: one toast at a time is asserted.
    await toastsGone(page)
    await page.getByTestId('pay-submit').click()
    await page.getByText('复制成功!').waitFor()
    assert.equal(await question.count(), 0, 'the question came before the link could be pasted')
    await question.waitFor()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/gateway\.do\?/)
    assert.equal(new URL(link).searchParams.get('method'), 'alipay.trade.wap.pay')
    return link
  }

  // "Not yet" keeps the member on the payment page, nothing paid.
  await copyTheLink()
  await screenshot(page, 'pay-mini-program-prompt')
  await page.getByRole('button', { name: '稍后支付' }).click()
  await question.waitFor({ state: 'detached' })
  await page.getByTestId('pay-page').waitFor()
  assert.equal((await orderOf(token, payOrderId)).payOrder.status, 0)

  // Again; this time the phone's browser opens the link at Alipay's cashier and pays there.
  const link = await copyTheLink()
  const phoneBrowser = await newPhonePage(browser)
  await phoneBrowser.goto(link)
  assert.equal(fen(await phoneBrowser.locator('.amount').textContent()), game.payPrice)
  await phoneBrowser.getByRole('button', { name: 'Pay', exact: true }).click()
  await phoneBrowser.waitForURL(/#\/pages\//)
  await phoneBrowser.context().close()

  // Back in the mini program: "I have paid" → the result, which the server confirms.
  await page.getByRole('button', { name: '已完成支付' }).click()
  await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success`))
  await page.getByText('支付成功', { exact: true }).waitFor()
  await question.waitFor({ state: 'detached' })
  await toastsGone(page)
  await screenshot(page, 'pay-mini-program-result')

  const { payOrder, order } = await orderOf(token, payOrderId)
  assert.equal(payOrder.status, 10)
  assert.equal(payOrder.channelCode, 'alipay_app')
  assert.ok(order.activationCodes.length >= 1)
  assert.deepEqual(page.errors, [])
  await page.context().close()
})
