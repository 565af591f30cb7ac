// The operator console (/admin) on a desktop: operators log in with their own accounts and see what
// their role allows; support finds a member's order by its number and refunds its unrevealed key,
// and the member sees the money back in the wallet.

import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { fen, gamesInStock } from '../shop.mjs'
import {
  api,
  consoleLogin,
  createOperator,
  loginByApi,
  launch,
  memberPage,
  newDesktopPage,
  screenshot,
} from '../support.mjs'

let browser

/** antd spaces out a button's two Chinese characters ("退 款"). */
const spaced = (text) => new RegExp(`^${[...text].join('\\s*')}$`)

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** antd's dialogs and drawers move in with CSS animations: wait for them to end before a screenshot. */
function animationsDone(page) {
  return page.waitForFunction(() => globalThis.document.getAnimations().every((animation) => animation.playState !== 'running'))
}

/** A wallet topped up with the largest recharge package (paid in the sandbox), then the cheapest game bought with it. */
async function walletPurchase(tokens) {
  const token = tokens.accessToken
  const packages = (await api('/pay/wallet-recharge-package/list?language=zh-Hans')).data
  const pack = packages.sort((a, b) => b.payPrice + b.bonusPrice - (a.payPrice + a.bonusPrice))[0]
  const [game] = await gamesInStock(token, 6)
  assert.ok(game.payPrice <= pack.payPrice + pack.bonusPrice, 'the largest recharge package pays for the cheapest game')
  const recharge = await api('/pay/wallet-recharge/create', { method: 'POST', token, body: { packageId: pack.id, payPrice: pack.payPrice } })
  assert.equal(recharge.code, 0, recharge.msg)
  const topUp = await api('/pay/order/submit', { method: 'POST', token, body: { id: recharge.data.payOrderId, channelCode: 'mock' } })
  assert.equal(topUp.code, 0, topUp.msg)
  const created = await api('/trade/order/create', {
    method: 'POST',
    token,
    body: { items: [{ skuId: game.sku.id, count: 1 }], pointStatus: false, remark: '' },
  })
  assert.equal(created.code, 0, created.msg)
  const paid = await api('/pay/order/submit', { method: 'POST', token, body: { id: created.data.payOrderId, channelCode: 'wallet' } })
  assert.equal(paid.code, 0, paid.msg)
  const payOrder = (await api(`/pay/order/get?id=${created.data.payOrderId}`, { token })).data
  const order = (await api(`/trade/order/get-detail?id=${payOrder.merchantOrderId}`, { token })).data
  const balance = (await api('/pay/wallet/get', { token })).data.balance
  return { order, balance }
}

test('support finds an order by its number and refunds it; the member sees the money in the wallet', async () => {
  const member = await loginByApi()
  const { order, balance } = await walletPurchase(member)

  const username = createOperator('support')
  const page = await newDesktopPage(browser)
  await consoleLogin(page, username)
  // Support's menu: orders and members, not the admin's screens.
  const menu = page.getByRole('menu')
  await menu.getByText('订单').waitFor()
  assert.equal(await menu.getByText('运营账号').count(), 0)
  assert.equal(await menu.getByText('操作日志').count(), 0)

  await page.getByLabel('订单号 / 手机号 / 激活码').fill(order.no)
  await page.getByRole('button', { name: spaced('搜索') }).click()
  const row = page.getByRole('row').filter({ hasText: order.no })
  await row.waitFor()
  assert.equal(await page.getByRole('row').count(), 2, 'the header and the one order found')
  await row.getByText(order.no).click()
  const drawer = page.getByRole('dialog').filter({ hasText: `订单详情 ${order.no}` })
  await drawer.getByText('未查看').waitFor()
  await drawer.getByText('钱包 (wallet)').waitFor()
  await animationsDone(page)
  await screenshot(page, 'console-order-drawer')
  await drawer.getByRole('button', { name: spaced('退款') }).click()
  const dialog = page.getByRole('dialog').filter({ hasText: `退还订单 ${order.no}` })
  await dialog.getByLabel('原因').fill('会员来电：买错了版本')
  await animationsDone(page)
  await screenshot(page, 'console-refund-confirm')
  await dialog.getByRole('button', { name: spaced('退款') }).click()
  await drawer.getByText('客服退款').waitFor()
  await drawer.getByText('会员来电：买错了版本').waitFor()
  await screenshot(page, 'console-order-refunded')

  const after = (await api('/pay/wallet/get', { token: member.accessToken })).data.balance
  assert.equal(after, balance + order.payPrice)
  const { page: phone } = await memberPage(browser, { language: 'zh-Hans', mode: 'light', tokens: member })
  await phone.goto('/#/pages/user/wallet')
  await phone.getByTestId('wallet-balance').waitFor()
  assert.equal(fen(await phone.getByTestId('wallet-balance').textContent()), after)
  await screenshot(phone, 'console-refund-member-wallet')
  assert.deepEqual(page.errors, [])
  assert.deepEqual(phone.errors, [])
})
