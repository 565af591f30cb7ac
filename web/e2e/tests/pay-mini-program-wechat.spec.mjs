// WeChat Pay inside the mini program (issue 39 part 1): the web-view cannot call wx.requestPayment,
// so the web app hands the signed parameters to the host's own page pages/pay/index (our real host,
// run by its runtime stand-in), whose wx.requestPayment is the WeChat Pay stand-in's sheet. A member
// logged in by SMS authorises the mini program first (its auth page's wx.login code is bound); the
// payment then goes on by itself. Back with "ok" the payment page confirms with the store (the
// stand-in's notice is what pays the order); cancelled, it is still payable.

import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdirSync } from 'node:fs'
import { miniProgramPage } from '../miniProgram.mjs'
import { buyNow, gamesInStock, orderOf } from '../shop.mjs'
import { after, api, before, launch, loginByApi, screenshot, test, toastsGone, waitForRoute } from '../support.mjs'

const SHOTS = '/tmp/shots-payunify'
let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

function newWechatUser(extra = {}) {
  return { openid: `oMini${randomBytes(10).toString('hex')}`, ...extra }
}

/** Keeps the store's answer about the payment back until `release()`: "confirming" stays visible. */
async function holdPayOrderAnswers(page) {
  let release
  const released = new Promise((resolve) => (release = resolve))
  await page.route('**/app-api/pay/order/get**', async (route) => {
    await released
    // A request the page dropped meanwhile (the web-view reloaded) is already answered.
    await route.continue().catch(() => undefined)
  })
  return release
}

async function shot(page, name) {
  const path = await screenshot(page, name)
  mkdirSync(SHOTS, { recursive: true })
  copyFileSync(path, `${SHOTS}/${name}.png`)
}

for (const { language, mode, cancelled, confirming, hint } of [
  {
    language: 'zh-Hans',
    mode: 'dark',
    cancelled: '支付已手动取消',
    confirming: '正在确认支付…',
    hint: '支付应用已返回，正在等待支付平台的结果通知，请勿重复支付。',
  },
  {
    language: 'en',
    mode: 'light',
    cancelled: 'Payment cancelled',
    confirming: 'Confirming payment…',
    hint: 'Back from the payment app; waiting for the payment provider to confirm. Please do not pay again.',
  },
]) {
  test(`mini program (${language}, ${mode}): an SMS member authorises the mini program, cancels WeChat Pay, then pays; confirming, then paid`, async () => {
    const tokens = await loginByApi()
    const wechatUser = newWechatUser({ pay: 'cancel' })
    const { page, host } = await miniProgramPage(browser, { wechatUser, tokens, sys: { language, mode } })
    const [game] = await gamesInStock(tokens.accessToken)
    const payOrderId = await buyNow(page, game)
    const wechat = page.getByTestId('pay-method-wechat')
    assert.equal(await wechat.getAttribute('data-channel'), 'wx_lite')
    await wechat.click()

    // Not bound yet: asked to authorise; the auth page binds this WeChat account, the payment goes on.
    await page.getByTestId('pay-submit').click()
    await page.getByRole('dialog').getByRole('button', { name: language === 'en' ? /bind/i : '去绑定' }).click()
    const auth = await host.opened('pages/auth/index')
    assert.equal(auth.data.action, 'bind')
    await host.runtime.tap('onAllowBind')
    // Cancelled in WeChat's sheet: back on the payment page, still payable.
    await page.getByText(cancelled).waitFor()
    await page.getByTestId('pay-page').waitFor()
    assert.doesNotMatch(page.url(), /mpAction|mpState|mpResult/)
    const bound = await api('/member/social-user/get?type=34', { token: tokens.accessToken })
    assert.equal(bound.data.openid, wechatUser.openid)
    assert.equal((await orderOf(tokens.accessToken, payOrderId)).payOrder.status, 0)
    await shot(page, `mppay-cancelled-${language}-${mode}`)
    const [payCall] = host.runtime.callsTo('requestPayment')
    assert.match(payCall.package, /^prepay_id=/)
    await toastsGone(page)

    // Paid: "confirming" while the store is asked, then the result with the key.
    wechatUser.pay = 'confirm'
    const release = await holdPayOrderAnswers(page)
    await page.getByTestId('pay-submit').click()
    await page.getByTestId('pay-confirming').getByText(confirming).waitFor()
    await page.getByTestId('pay-confirming').getByText(hint).waitFor()
    await waitForRoute(page, new RegExp(`#/pages/pay/index\\?id=${payOrderId}&confirm=1`))
    await shot(page, `mppay-confirming-${language}-${mode}`)
    release()
    await page.unroute('**/app-api/pay/order/get**')
    await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success`))
    await page.getByTestId('pay-result').and(page.locator('[data-state="success"]')).waitFor()
    const { payOrder, order } = await orderOf(tokens.accessToken, payOrderId)
    assert.equal(payOrder.status, 10)
    assert.equal(payOrder.channelCode, 'wx_lite')
    assert.ok(order.activationCodes.length >= 1)
    assert.equal(host.runtime.callsTo('requestPayment').length, 2)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
}
