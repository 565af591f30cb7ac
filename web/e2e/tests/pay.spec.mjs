// Paying as a shopper does it on a phone: buy a game, pay in the sandbox, see the activation code;
// recharge the wallet with a package (paid in the sandbox, since a recharge cannot be paid from
// the wallet), then buy a game with the balance; leave the payment page with back and cancel;
// a closed order's payment page. Runs on the demo catalogue, on a test server (the sandbox
// channel `mock` exists outside production only).

import assert from 'node:assert/strict'
import { buyNow, fen, gamesInStock } from '../shop.mjs'
import {
  after,
  api,
  before,
  expect,
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

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** Logs in and waits until the login toast is gone (it would cover the next taps). */
async function login(page, mobile) {
  const used = await loginByUi(page, mobile)
  await toastsGone(page)
  return used
}

/**
 * Waits until the tabs' underline has slid under the tab holding `testId` (its spring at rest; it
 * is placed by whole pixels, so within one).
 */
function tabLineUnder(page, testId) {
  return page.waitForFunction((id) => {
    const tab = globalThis.document.querySelector(`[data-testid="${id}"]`)?.closest('.adm-tabs-tab')
    const line = tab?.closest('.adm-tabs')?.querySelector('.adm-tabs-tab-line')
    if (!tab || !line) return false
    const [under, over] = [line.getBoundingClientRect(), tab.getBoundingClientRect()]
    return Math.abs(under.left - over.left) <= 1 && Math.abs(under.width - over.width) <= 1
  }, testId)
}

async function methodState(page, key) {
  const row = page.getByTestId(`pay-method-${key}`)
  return {
    disabled: await row.isDisabled(),
    channel: await row.getAttribute('data-channel'),
    hint: (await row.getByTestId('pay-method-hint').count()) ? await row.getByTestId('pay-method-hint').textContent() : '',
  }
}

test('buy a game, pay in the sandbox, view the order with its activation code', async () => {
  const page = await newPhonePage(browser)
  await login(page)
  const token = await tokenOf(page)
  const [game] = await gamesInStock(token, 1)
  const payOrderId = await buyNow(page, game)

  // The payment page: the server's amount and subject, the countdown, the methods for H5.
  const payOrder = await api(`/pay/order/get?id=${payOrderId}`, { token })
  assert.equal(payOrder.code, 0, payOrder.msg)
  assert.equal(payOrder.data.merchantType, 'trade')
  assert.equal(fen(await page.getByTestId('pay-price').textContent()), payOrder.data.price)
  assert.equal(payOrder.data.price, game.payPrice)
  assert.equal(await page.getByTestId('pay-subject').textContent(), payOrder.data.subject)
  await page.getByTestId('pay-countdown').getByText(/剩余支付时间 1[45]:\d\d/).waitFor()
  // The gateways are offered: global-setup.mjs configures the server for the Alipay and WeChat Pay stand-ins
  // (paying through them is pay-gateway.spec.mjs).
  assert.deepEqual(await methodState(page, 'wechat'), { disabled: false, channel: 'wx_wap', hint: '' })
  assert.deepEqual(await methodState(page, 'alipay'), { disabled: false, channel: 'alipay_wap', hint: '' })
  assert.deepEqual(await methodState(page, 'wallet'), { disabled: true, channel: 'wallet', hint: '余额 ¥0.00 · 余额不足' })
  assert.equal((await methodState(page, 'mock')).disabled, false)
  await page.getByText('沙箱支付（测试）').waitFor()
  await screenshot(page, 'pay-page')

  // The wallet cannot pay: the first method this environment offers is chosen for the member.
  await page.waitForFunction(
    () => globalThis.document.querySelector('[data-testid="pay-method-wechat"]')?.getAttribute('aria-checked') === 'true',
  )
  assert.equal(await page.getByTestId('pay-method-mock').getAttribute('aria-checked'), 'false')

  // The sandbox pays at once: the result says so.
  await page.getByTestId('pay-method-mock').click()
  assert.equal(await page.getByTestId('pay-method-mock').getAttribute('aria-checked'), 'true')
  await page.getByTestId('pay-submit').click()
  await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success&orderType=trade`))
  await page.getByText('支付成功', { exact: true }).waitFor()
  await page.getByText('激活码已发放，准备激活时点击「查看激活码」。').waitFor()
  assert.equal(fen(await page.getByTestId('result-price').textContent()), game.payPrice)
  assert.equal(await page.getByTestId('result-channel').textContent(), '沙箱支付（测试）')
  await toastsGone(page)
  await screenshot(page, 'pay-result-success')

  // View order: the details in the result's place, paid, with the activation code.
  await page.getByTestId('view-order').click()
  await waitForRoute(page, new RegExp(`#/pages/order/detail\\?id=${payOrder.data.merchantOrderId}$`))
  await page.getByTestId('order-detail').waitFor()
  await page.getByTestId('activation-code').first().waitFor()
  const detail = await api(`/trade/order/get-detail?id=${payOrder.data.merchantOrderId}`, { token })
  assert.equal(detail.data.payStatus, true)
  assert.equal(detail.data.payChannelCode, 'mock')
  assert.ok(detail.data.activationCodes.length >= 1)
  // Delivered, masked until the member reveals it (keys.spec.mjs).
  assert.deepEqual([detail.data.activationCodes[0].revealed, detail.data.activationCodes[0].code], [false, null])
  await page.getByTestId('masked-code').first().waitFor()
  await screenshot(page, 'pay-order-detail-paid')

  // Back skips Confirm Order, the payment and the result: the game's page again.
  await page.goBack()
  await waitForRoute(page, new RegExp(`#/pages/goods/gameDetail\\?id=${game.id}`))

  // Opening the payment page of a paid order goes straight to the result.
  await page.goto(`/#/pages/pay/index?id=${payOrderId}`)
  await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success`))
  await page.getByText('支付成功', { exact: true }).waitFor()
  assert.deepEqual(page.errors, [])
})

test('recharge the wallet with a package in the sandbox, then buy a game with the balance', async () => {
  const page = await newPhonePage(browser)
  await login(page)
  const token = await tokenOf(page)

  // The user centre shows the empty wallet; the wallet shows no transactions yet.
  await page.goto('/#/pages/index/user')
  await page.getByTestId('wallet-entry-balance').getByText('¥0.00').waitFor()
  await page.getByTestId('wallet-entry').click()
  await waitForRoute(page, /#\/pages\/user\/wallet$/)
  await page.getByTestId('wallet-balance').getByText('¥0.00').waitFor()
  await page.getByTestId('transactions-empty').waitFor()
  const packages = await api('/pay/wallet-recharge-package/list?language=zh-Hans')
  assert.equal(packages.code, 0, packages.msg)
  // The packages come from their own query: the empty transactions can show before them.
  await expect(page.getByTestId('recharge-package')).toHaveCount(packages.data.length)
  const pack = packages.data.find((item) => item.bonusPrice > 0 && item.payPrice === 10000) ?? packages.data.at(-1)
  const credit = pack.payPrice + pack.bonusPrice
  await screenshot(page, 'wallet-empty')

  // A package opens the payment of a recharge: the wallet cannot pay it, the sandbox can.
  await page.locator(`[data-testid="recharge-package"][data-pay-price="${pack.payPrice}"]`).click()
  await waitForRoute(page, /#\/pages\/pay\/index\?id=\d+/)
  await page.getByTestId('pay-page').waitFor()
  await toastsGone(page) // 加载中
  assert.equal(await page.getByTestId('pay-page').getAttribute('data-merchant-type'), 'recharge')
  assert.equal(fen(await page.getByTestId('pay-price').textContent()), pack.payPrice)
  assert.deepEqual(await methodState(page, 'wallet'), {
    disabled: true,
    channel: 'wallet',
    hint: '余额 ¥0.00 · 充值不能使用余额支付',
  })
  await screenshot(page, 'pay-page-recharge')
  await page.getByTestId('pay-method-mock').click()
  await page.getByTestId('pay-submit').click()
  await waitForRoute(page, /#\/pages\/pay\/result\?id=\d+&payState=success&orderType=recharge/)
  await page.getByText('充值金额已存入钱包。').waitFor()
  await toastsGone(page)
  await screenshot(page, 'pay-result-recharge')

  // View wallet: the balance, the transaction and this month's income.
  await page.getByTestId('view-wallet').click()
  await waitForRoute(page, /#\/pages\/user\/wallet$/)
  const creditText = `¥${(credit / 100).toFixed(2)}`
  await page.getByTestId('wallet-balance').getByText(creditText).waitFor()
  await page.getByTestId('transaction').first().waitFor()
  assert.equal(await page.getByTestId('transaction').count(), 1)
  assert.equal(await page.getByTestId('transaction-price').first().textContent(), `+${creditText}`)
  await page.getByTestId('summary-income').getByText(`收入 ${creditText}`).waitFor()
  await page.getByTestId('wallet-tab-expense').click()
  await page.getByTestId('transactions-empty').waitFor()
  await page.getByTestId('wallet-tab-all').click()
  await page.getByTestId('transaction').first().waitFor()
  await tabLineUnder(page, 'wallet-tab-all')
  await screenshot(page, 'wallet')

  // The month picker opens on this month and closes again (which month sums what is unit-tested:
  // a swipe on the picker wheel is too timing-dependent for this suite).
  await page.getByTestId('month-picker').click()
  await page.locator('.adm-picker').waitFor()
  await screenshot(page, 'wallet-month-picker')
  await page.locator('.adm-picker-header-button').first().click() // 取消
  await page.locator('.adm-picker').waitFor({ state: 'hidden' })
  await page.getByTestId('summary-income').getByText(`收入 ${creditText}`).waitFor()

  // The recharge history lists it, paid.
  await page.getByTestId('recharge-log-link').click()
  await waitForRoute(page, /#\/pages\/pay\/recharge-log/)
  await page.getByTestId('recharge').first().waitFor()
  assert.equal(await page.getByTestId('recharge').count(), 1)
  await page.getByTestId('recharge').getByText('已到账').waitFor()
  await page.getByTestId('recharge').getByText(`充值 ${creditText}`).waitFor()
  await screenshot(page, 'wallet-recharge-log')

  // A game the balance covers, paid from the wallet.
  const game = (await gamesInStock(token)).find((item) => item.payPrice <= credit)
  assert.ok(game, `no game in stock costs at most ${credit} fen`)
  const payOrderId = await buyNow(page, game)
  // The balance covers it: the wallet is chosen already (not the sandbox used last), Pay pays.
  await page.getByTestId('pay-method-wallet').getByText(`余额 ${creditText}`).waitFor()
  assert.equal(await page.getByTestId('pay-method-wallet').isDisabled(), false)
  await page.waitForFunction(
    () => globalThis.document.querySelector('[data-testid="pay-method-wallet"]')?.getAttribute('aria-checked') === 'true',
  )
  await screenshot(page, 'pay-wallet-preselected')
  await page.getByTestId('pay-submit').click()
  await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success&orderType=trade`))
  await page.getByText('支付成功', { exact: true }).waitFor()
  assert.equal(await page.getByTestId('result-channel').textContent(), '钱包余额支付')
  const wallet = await api('/pay/wallet/get', { token })
  assert.equal(wallet.data.balance, credit - game.payPrice)
  assert.equal(wallet.data.totalExpense, game.payPrice)
  await page.getByTestId('view-order').click()
  await page.getByTestId('activation-code').first().waitFor()

  // The user centre's entry shows what is left.
  await page.goto('/#/pages/index/user')
  await page.getByTestId('wallet-entry-balance').getByText(`¥${((credit - game.payPrice) / 100).toFixed(2)}`).waitFor()
  await screenshot(page, 'pay-user-centre-wallet')
  assert.deepEqual(page.errors, [])
})

test('back on the payment page asks; cancelling toasts 支付已手动取消 and stays; a closed order says so', async () => {
  const page = await newPhonePage(browser)
  await page.clock.install() // runs on as usual until the countdown is skipped below
  await login(page)
  const token = await tokenOf(page)
  const [game, other] = await gamesInStock(token, 2)
  const created = await api('/trade/order/create', {
    method: 'POST',
    token,
    body: { items: [{ skuId: game.sku.id, count: 1 }], pointStatus: false, remark: '' },
  })
  assert.equal(created.code, 0, created.msg)

  // Continue payment from the order centre opens the payment page. (An entry page.goto makes
  // carries no router index, so nothing could hold a back to it; reloading gives it one, as
  // navigating in the app does.)
  await page.goto('/#/pages/order/list?type=unpaid')
  await page.reload()
  const card = page.locator(`[data-testid="order-card"][data-order-id="${created.data.id}"]`)
  await card.waitFor()
  await card.getByTestId('order-pay').click()
  await waitForRoute(page, new RegExp(`#/pages/pay/index\\?id=${created.data.payOrderId}$`))
  await page.getByTestId('pay-page').waitFor()

  // Back asks; continuing stays without a word.
  await page.locator('.adm-nav-bar-back').click()
  await page.getByText('确定取消支付吗？').waitFor()
  await screenshot(page, 'pay-leave-confirm')
  await page.locator('.adm-dialog').getByRole('button', { name: '继续支付' }).click()
  await page.locator('.adm-dialog').waitFor({ state: 'detached' })
  assert.match(page.url(), /#\/pages\/pay\/index\?id=/)

  // The browser's back asks too; cancelling is the manual cancel: the toast, and still here.
  await page.goBack()
  await page.getByText('确定取消支付吗？').waitFor()
  await page.locator('.adm-dialog').getByRole('button', { name: '取消支付' }).click()
  await page.getByText('支付已手动取消').waitFor()
  assert.match(page.url(), new RegExp(`#/pages/pay/index\\?id=${created.data.payOrderId}$`))
  await page.getByTestId('pay-cancelled').waitFor()
  await page.getByTestId('pay-page').waitFor()
  await page.locator('.adm-dialog').waitFor({ state: 'detached' })
  await screenshot(page, 'pay-cancelled')
  await toastsGone(page)

  // Going back once more leaves, to the order centre, without asking again.
  await page.locator('.adm-nav-bar-back').click()
  await waitForRoute(page, /#\/pages\/order\/list\?type=unpaid/)
  assert.equal(await page.locator('.adm-dialog').count(), 0)

  // The details' Continue payment opens it too.
  await card.getByTestId('order-item').first().click()
  await page.getByTestId('order-detail').waitFor()
  await page.getByTestId('order-actions').getByTestId('order-pay').click()
  await waitForRoute(page, new RegExp(`#/pages/pay/index\\?id=${created.data.payOrderId}$`))
  await page.getByTestId('pay-page').waitFor()

  // A cancelled order's payment page: closed, with the way to the order.
  const second = await api('/trade/order/create', {
    method: 'POST',
    token,
    body: { items: [{ skuId: (other ?? game).sku.id, count: 1 }], pointStatus: false, remark: '' },
  })
  assert.equal(second.code, 0, second.msg)
  const cancelled = await api(`/trade/order/cancel?id=${second.data.id}`, { method: 'DELETE', token })
  assert.equal(cancelled.code, 0, cancelled.msg)
  await page.goto(`/#/pages/pay/index?id=${second.data.payOrderId}`)
  await page.getByTestId('pay-closed').getByText('该订单已关闭').waitFor()
  await screenshot(page, 'pay-closed')
  await page.getByTestId('view-order').click()
  await waitForRoute(page, new RegExp(`#/pages/order/detail\\?id=${second.data.id}$`))

  // A result page told of a failure the server does not confirm: failed, with Pay again.
  await page.goto(`/#/pages/pay/result?id=${created.data.payOrderId}&payState=fail&orderType=trade`)
  await page.getByTestId('pay-result').getByText('支付失败').waitFor()
  await screenshot(page, 'pay-result-fail')
  await page.getByTestId('pay-again').click()
  await waitForRoute(page, new RegExp(`#/pages/pay/index\\?id=${created.data.payOrderId}$`))
  await page.getByTestId('pay-page').waitFor()

  // At the end of the countdown the order has expired and cannot be paid.
  await page.clock.fastForward('15:01')
  await page.getByTestId('pay-expired').getByText('该订单已过期').waitFor()
  assert.equal(await page.getByTestId('pay-submit').isDisabled(), true)
  assert.equal(await page.getByTestId('pay-method-mock').isDisabled(), true)
  await screenshot(page, 'pay-expired')

  // Someone else's or an unknown payment order is not found.
  await page.goto('/#/pages/pay/index?id=999999999')
  await page.getByTestId('pay-not-found').getByText('未找到支付订单信息').waitFor()
  await screenshot(page, 'pay-not-found')
  assert.deepEqual(page.errors, [])
})
