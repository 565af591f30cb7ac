// Keys revealed on purpose, and paying without dead ends: a member buys a game, finds its key
// masked on the payment result, reveals it (confirming that a revealed key can no longer be
// refunded), and the order's details show it revealed, never masked again, with the reveal on the
// order's timeline. A member whose wallet is short tops up from the payment page and is brought
// back to the same payment, which then pre-selects the method last used.

import assert from 'node:assert/strict'
import { buyNow, fen, gamesInStock, orderOf } from '../shop.mjs'
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

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

async function login(page) {
  await loginByUi(page)
  await toastsGone(page)
  return tokenOf(page)
}

async function payInSandbox(page, payOrderId, orderType) {
  await page.getByTestId('pay-method-mock').click()
  await page.getByTestId('pay-submit').click()
  await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success&orderType=${orderType}`))
  await page.getByText('支付成功', { exact: true }).waitFor()
}

/** Opens the reveal confirmation of the first masked key and waits until it has finished appearing. */
async function askToReveal(page) {
  await page.getByTestId('reveal-code').first().click()
  await page.getByText('查看激活码？').waitFor()
  await shownAtRest(page, '.adm-dialog .adm-center-popup-body')
  await page.getByText('激活码一经查看即不再支持退款；从未查看过的激活码可在购买后 14 天内申请退款。').waitFor()
}

test('reveal the key on the payment result; the order shows it revealed, and the reveal on its timeline', async () => {
  const page = await newPhonePage(browser)
  const token = await login(page)
  const [game] = await gamesInStock(token, 1)
  const payOrderId = await buyNow(page, game)
  await payInSandbox(page, payOrderId, 'trade')
  const payOrder = (await api(`/pay/order/get?id=${payOrderId}`, { token })).data
  const orderId = payOrder.merchantOrderId

  // The result shows the key, masked, behind "reveal key"; nothing is revealed by looking.
  await page.getByTestId('masked-code').first().waitFor()
  assert.equal(await page.getByTestId('activation-code-value').count(), 0)
  await screenshot(page, 'keys-result-masked')

  // Dismissing the confirmation keeps it masked and unrevealed.
  await askToReveal(page)
  await page.getByRole('button', { name: '取消', exact: true }).click()
  await page.locator('.adm-dialog').waitFor({ state: 'detached' })
  assert.equal(await page.getByTestId('masked-code').count(), 1)
  let detail = (await api(`/trade/order/get-detail?id=${orderId}`, { token })).data
  assert.deepEqual(
    detail.activationCodes.map((key) => [key.revealed, key.code]),
    [[false, null]],
  )

  // Confirming reveals it: the server's key, with copy and "redeem on Steam".
  await askToReveal(page)
  await page.getByRole('button', { name: '确认查看', exact: true }).click()
  const shown = page.getByTestId('activation-code-value').first()
  await shown.waitFor()
  detail = (await api(`/trade/order/get-detail?id=${orderId}`, { token })).data
  const [key] = detail.activationCodes
  assert.equal(key.revealed, true)
  assert.equal(await shown.textContent(), key.code)
  assert.equal(await page.getByTestId('masked-code').count(), 0)
  assert.equal(
    await page.getByTestId('redeem-code').first().getAttribute('href'),
    `https://store.steampowered.com/account/registerkey?key=${encodeURIComponent(key.code)}`,
  )
  await page.getByTestId('copy-code').first().waitFor()
  await screenshot(page, 'keys-result-revealed')

  // The order's details: revealed (never masked again), and the reveal is the latest event.
  await page.getByTestId('view-order').click()
  await waitForRoute(page, new RegExp(`#/pages/order/detail\\?id=${orderId}$`))
  await page.getByTestId('order-detail').waitFor()
  assert.equal(await page.getByTestId('activation-code-value').first().textContent(), key.code)
  assert.equal(await page.getByTestId('masked-code').count(), 0)
  await page.getByTestId('key-revealed').getByText(/^已于 .+ 查看$/).waitFor()
  const latest = page.getByTestId('track-event').first()
  await latest.waitFor()
  assert.equal(await latest.getAttribute('data-kind'), 'revealed')
  assert.match(await latest.textContent(), new RegExp(`已查看激活码：${key.spuName} · ${key.skuName}`))
  const kinds = await page.getByTestId('track-event').evaluateAll((rows) => rows.map((row) => row.dataset.kind))
  assert.deepEqual(kinds, ['revealed', 'delivered', 'paid', 'created'])
  await screenshot(page, 'keys-order-detail-revealed')

  // Opened afresh, still revealed (the server's record, not the page's memory).
  await page.reload()
  await page.getByTestId('activation-code-value').first().waitFor()
  assert.equal(await page.getByTestId('masked-code').count(), 0)
  assert.deepEqual(page.errors, [])
})

test('a short wallet tops up from the payment page and comes back to the same payment', async () => {
  const page = await newPhonePage(browser)
  const token = await login(page)
  const [game] = await gamesInStock(token, 1)
  const payOrderId = await buyNow(page, game)

  // The wallet cannot pay: the page says how much is missing and offers to top up.
  await page.getByTestId('pay-top-up').waitFor()
  assert.equal(await page.getByTestId('pay-method-wallet').isDisabled(), true)
  await page.getByTestId('pay-top-up-button').click()
  await waitForRoute(page, new RegExp(`#/pages/user/wallet\\?resumePay=${payOrderId}$`))
  await page.getByTestId('wallet-resume-notice').waitFor()

  // A package that covers the game, paid in the sandbox; its result shows the bonus.
  const packages = (await api('/pay/wallet-recharge-package/list?language=zh-Hans')).data
  const pack = packages.filter((item) => item.bonusPrice > 0 && item.payPrice >= game.payPrice).sort((a, b) => a.payPrice - b.payPrice)[0]
  assert.ok(pack, 'the demo packages have one with a bonus that covers the game')
  await page.locator(`[data-testid="recharge-package"][data-pay-price="${pack.payPrice}"]`).click()
  await waitForRoute(page, new RegExp(`#/pages/pay/index\\?id=\\d+&resumePay=${payOrderId}$`))
  await page.getByTestId('pay-page').waitFor()
  const rechargePayId = Number(new URLSearchParams(page.url().split('?').at(-1)).get('id'))
  await payInSandbox(page, rechargePayId, 'recharge')
  assert.equal(fen(await page.getByTestId('result-bonus').textContent()), pack.bonusPrice)
  assert.equal(fen(await page.getByTestId('result-credited').textContent()), pack.payPrice + pack.bonusPrice)
  await screenshot(page, 'keys-recharge-result')

  // Back to the same payment: the wallet just filled can pay now and is chosen already, not the
  // sandbox the top-up was paid with (issue 37 item 6): Pay pays from it at once.
  await page.getByTestId('back-to-payment').click()
  await waitForRoute(page, new RegExp(`#/pages/pay/index\\?id=${payOrderId}$`))
  await page.getByTestId('pay-page').waitFor()
  await page.waitForFunction(
    () => globalThis.document.querySelector('[data-testid="pay-method-wallet"]')?.getAttribute('aria-checked') === 'true',
  )
  assert.equal(await page.getByTestId('pay-method-wallet').isDisabled(), false)
  assert.equal(await page.getByTestId('pay-method-mock').getAttribute('aria-checked'), 'false')
  assert.equal(await page.getByTestId('pay-top-up').count(), 0)
  await screenshot(page, 'keys-pay-after-top-up')

  await page.getByTestId('pay-submit').click()
  await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success&orderType=trade`))
  await page.getByTestId('masked-code').first().waitFor()
  const payOrder = (await api(`/pay/order/get?id=${payOrderId}`, { token })).data
  assert.equal(payOrder.channelCode, 'wallet')
  const wallet = (await api('/pay/wallet/get', { token })).data
  assert.equal(wallet.balance, pack.payPrice + pack.bonusPrice - game.payPrice)

  // Never viewed, so refundable from the order's page: the money is back in the wallet at once.
  const { order } = await orderOf(token, payOrderId)
  await page.goto(`/#/pages/order/detail?id=${order.id}`)
  await page.getByTestId('order-refund').click()
  const dialog = page.locator('.adm-dialog')
  await dialog.getByText('退款未查看的激活码？').waitFor()
  await dialog.getByText(/1 个未查看的激活码将退款，款项原路退回（钱包余额支付）/).waitFor()
  await shownAtRest(page, '.adm-dialog .adm-center-popup-body')
  await screenshot(page, 'order-refund-confirm')
  await dialog.getByRole('button', { name: '申请退款' }).click()
  await page.getByText(/^退款成功，.+ 已原路退回$/).waitFor()
  assert.equal(fen(await page.getByTestId('order-refunded').textContent()), game.payPrice)
  await page.getByTestId('item-refunded').getByText('已退款 1 个').waitFor()
  await page.getByTestId('status-banner').getByText('激活码已全部退款，款项已原路退回').waitFor()
  assert.equal(await page.getByTestId('masked-code').count(), 0)
  assert.equal(await page.getByTestId('order-refund').count(), 0)
  await toastsGone(page)
  await screenshot(page, 'order-refunded')
  assert.equal((await api('/pay/wallet/get', { token })).data.balance, pack.payPrice + pack.bonusPrice)
  assert.deepEqual(page.errors, [])
})
