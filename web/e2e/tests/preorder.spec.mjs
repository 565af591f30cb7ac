// A pre-order to its delivery (issue 41): a version released tomorrow (this run's game, without keys)
// says on its page when its keys come and counts down, sells only by "Pre-order now" (no cart);
// Confirm Order says it is paid now and delivered at release, with no gift option; the paid order
// waits undelivered, refundable. Then keys are imported and the release moved to now at a lower price
// (the catalogue file again, as an operator would): the server's release job delivers the key and
// protects the price (the difference back, a line in the timeline). In the mini program a waiting
// pre-order offers its news as a WeChat message, accepted on the mini program's own page. The console
// shows a version's release in its game form, and a released version short of keys on the dashboard.
// Screenshots in zh-Hans dark and en light, also copied to /tmp/shots-preorder.

import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  after,
  api,
  before,
  consoleLogin,
  createOperator,
  expect,
  launch,
  loginByApi,
  memberPage,
  newDesktopPage,
  operator,
  screenshot,
  screenshotAlsoTo,
  shopMessages,
  test,
  toastsGone,
  waitForRoute,
} from '../support.mjs'
import { importGame, versionOf } from '../shop.mjs'
import { miniProgramPage } from '../miniProgram.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

const shot = (page, name) => screenshotAlsoTo(page, name, '/tmp/shots-preorder')

/** This run's game, its one version at `price` released at `releaseAt` (null: released). */
function importPreorderGame(code, releaseAt, price = 6800) {
  importGame({ code, name: `Pre ${code}`, about: 'A game not released yet', price, marketPrice: 6800, releaseAt, releaseTime: '2027-01-01' })
}

const versionOfGame = (code) => versionOf(`Pre ${code}`)

for (const [language, mode] of [
  ['zh-Hans', 'dark'],
  ['en', 'light'],
]) {
  test(`a pre-order is paid now, waits for its release and is delivered then (${language}, ${mode})`, async () => {
    test.setTimeout(90_000)
    const t = shopMessages(language)
    const code = `e2e-pre-${language.toLowerCase()}-${Date.now().toString(36)}`
    const release = new Date(Date.now() + 26 * 3600 * 1000)
    release.setUTCSeconds(0, 0)
    importPreorderGame(code, release.toISOString())
    const { spuId, skuId } = await versionOfGame(code)
    const { page, tokens } = await memberPage(browser, { language, mode })

    // The game page: when its keys come, a countdown; bought on its own (no cart).
    await page.goto(`/#/pages/goods/gameDetail?id=${spuId}`)
    const note = page.getByTestId('sku-preorder')
    await note.getByText(t.detail.preorderReleasesIn).waitFor()
    assert.equal(await page.getByTestId('add-to-cart').count(), 0, 'a pre-order is not put in the cart')
    await page.getByTestId('buy-now').getByText(t.detail.preorderNow).waitFor()
    await shot(page, `preorder-game-${language}-${mode}`)

    // Confirm Order says what paying now means; no gift option.
    await page.getByTestId('buy-now').click()
    await page.getByTestId('confirm-preorder').waitFor()
    assert.equal(await page.getByTestId('gift-switch').count(), 0, 'a pre-order is not bought as a gift')
    await shot(page, `preorder-confirm-${language}-${mode}`)
    await page.getByTestId('submit-order').click()
    await waitForRoute(page, /#\/pages\/pay\/index\?id=\d+/)
    await page.getByTestId('pay-method-mock').click()
    await page.getByTestId('pay-submit').click()
    await waitForRoute(page, /#\/pages\/pay\/result\?.*payState=success/)
    const payOrderId = Number(new URLSearchParams(page.url().split('?').at(-1)).get('id'))
    const orderId = (await api(`/pay/order/get?id=${payOrderId}`, { token: tokens.accessToken })).data.merchantOrderId

    // The order waits for the release, no key yet, refundable.
    await page.goto(`/#/pages/order/detail?id=${orderId}`)
    const banner = page.getByTestId('status-banner')
    await banner.waitFor()
    assert.equal(await banner.getAttribute('data-preorder'), '10')
    await page.getByTestId('order-refund').waitFor()
    assert.equal(await page.getByTestId('activation-code').count(), 0)
    await toastsGone(page)
    await shot(page, `preorder-waiting-${language}-${mode}`)

    // Keys arrive; the release comes (moved to now, as an operator would) at a lower price: the
    // server's job (each second here) delivers the key and gives the difference back (¥20.00).
    const keys = join(mkdtempSync(join(tmpdir(), 'preorder-keys-')), 'keys.txt')
    writeFileSync(keys, `${code.toUpperCase()}-KEY-1\n`)
    operator('import-keys', '--sku', String(skuId), keys)
    importPreorderGame(code, null, 4800)
    const history = page.getByTestId('order-history')
    await expect(async () => {
      await page.reload()
      await page.getByTestId('activation-code').first().waitFor({ timeout: 2000 })
      await history.locator('[data-kind="priceProtected"]').waitFor({ timeout: 2000 })
    }).toPass({ timeout: 30_000, intervals: [0] })
    const detail = (await api(`/trade/order/get-detail?id=${orderId}`, { token: tokens.accessToken })).data
    assert.deepEqual([detail.status, detail.preorderStatus, detail.activationCodes.length], [30, 20, 1])
    assert.equal(detail.refundPrice, 2000, 'the price fell by ¥20.00 before the release')
    await shot(page, `preorder-delivered-${language}-${mode}`)
    await history.scrollIntoViewIfNeeded()
    await shot(page, `preorder-protected-${language}-${mode}`)
    assert.deepEqual(page.errors, [])
    await page.close()
  })
}

test('mini program: a waiting pre-order offers its news in WeChat; accepted, the order says WeChat will tell', async () => {
  const code = `e2e-pre-mp-${Date.now().toString(36)}`
  importPreorderGame(code, new Date(Date.now() + 26 * 3600 * 1000).toISOString())
  const { skuId } = await versionOfGame(code)
  const tokens = await loginByApi()
  const token = tokens.accessToken
  const created = await api('/trade/order/create', { method: 'POST', token, body: { items: [{ skuId, count: 1 }] } })
  assert.equal(created.code, 0, created.msg)
  const paid = await api('/pay/order/submit', { method: 'POST', token, body: { id: created.data.payOrderId, channelCode: 'mock' } })
  assert.equal(paid.code, 0, paid.msg)
  const orderId = created.data.id
  const { page, host, loaded } = await miniProgramPage(browser, {
    wechatUser: { openid: `oMini${randomBytes(10).toString('hex')}` },
    tokens,
    options: { path: `/pages/order/detail?id=${orderId}` },
  })
  await page.getByTestId('preorder-wechat').waitFor()
  await toastsGone(page)
  await screenshot(page, 'preorder-wechat-offer-mini-program')
  await page.getByTestId('preorder-wechat').click()
  await host.opened('pages/auth/index')
  await host.runtime.tap('onSubscribe')
  await loaded()
  await page.getByText('激活码到货时您将收到微信消息').waitFor()
  await page.getByTestId('preorder-wechat-on').waitFor()
  await waitForRoute(page, new RegExp(`#/pages/order/detail\\?id=${orderId}`))
  await toastsGone(page)
  await screenshot(page, 'preorder-wechat-on-mini-program')
  const detail = (await api(`/trade/order/get-detail?id=${orderId}`, { token })).data
  assert.equal(detail.miniProgramMessages, 1)
  assert.deepEqual(page.errors, [])
})

test("console: a version's release in the game form; released without keys, its pre-orders on the dashboard", async () => {
  const code = `e2e-pre-short-${Date.now().toString(36)}`
  importPreorderGame(code, new Date(Date.now() + 26 * 3600 * 1000).toISOString())
  const { spuId, skuId } = await versionOfGame(code)
  const token = (await loginByApi()).accessToken
  const created = await api('/trade/order/create', { method: 'POST', token, body: { items: [{ skuId, count: 2 }] } })
  assert.equal(created.code, 0, created.msg)
  const paid = await api('/pay/order/submit', { method: 'POST', token, body: { id: created.data.payOrderId, channelCode: 'mock' } })
  assert.equal(paid.code, 0, paid.msg)

  const page = await newDesktopPage(browser)
  await consoleLogin(page, createOperator('admin'))
  await page.goto('/admin#/games')
  await page.getByLabel('名称 / 编码 / ID').fill(String(spuId))
  await page.getByRole('button', { name: /搜\s*索/ }).click()
  const row = page.getByRole('row').filter({ hasText: code })
  await row.getByRole('button', { name: /编\s*辑/ }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: `编辑游戏 ${code}` })
  const release = drawer.getByLabel('预购至 1')
  await release.scrollIntoViewIfNeeded()
  assert.match(await release.inputValue(), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  await screenshot(page, 'console-preorder-release-field')
  await page.keyboard.press('Escape')

  // Released now with no key: within a second the job finds it short; the dashboard lists it.
  importPreorderGame(code, null)
  // Read again until the job has run (going to the same address again would not reload the page).
  const shortages = page.getByTestId('preorder-shortages')
  await page.goto('/admin#/')
  await expect(async () => {
    await page.reload()
    await shortages.getByText(`Pre ${code}`).waitFor({ timeout: 2000 })
  }).toPass({ timeout: 30_000, intervals: [0] })
  const line = shortages.getByRole('row').filter({ hasText: code })
  assert.deepEqual((await line.getByRole('cell').allTextContents()).slice(1, 3), ['1', '2'])
  await screenshot(page, 'console-preorder-shortages')
  assert.deepEqual(page.errors, [])
})
