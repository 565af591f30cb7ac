// What a visitor asked for survives logging in: add to cart, buy now, favorite and follow each ask
// "please log in first", and once the visitor has logged in the action is done (or Confirm Order
// opens) on the page they came from. A member who owns a game is told so beside the buy buttons and
// asked before buying another key. Runs on the demo catalogue.

import assert from 'node:assert/strict'
import {
  after,
  api,
  before,
  launch,
  loginByApi,
  newMobile,
  newPhonePage,
  screenshot,
  smsCode,
  test,
  tokenOf,
  waitForRoute,
} from '../support.mjs'
import { gamesInStock } from '../shop.mjs'

let browser
let games

before(async () => {
  browser = await launch()
  games = await gamesInStock((await loginByApi()).accessToken, 4)
})

after(async () => {
  await browser?.close()
})

/** The login page the gate sent the visitor to: log in there (ticking the agreement box itself). */
async function logInHere(page, mobile = newMobile()) {
  await waitForRoute(page, /#\/pages\/user\/login/)
  await page.getByPlaceholder('请输入手机号').fill(mobile)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByText(/秒后重发/).waitFor()
  await page.getByPlaceholder('6 位验证码').fill(smsCode)
  const box = await page.getByTestId('agree-box').boundingBox()
  assert.ok(box.width >= 44 && box.height >= 44, `agreement box ${box.width}×${box.height}`)
  await page.getByTestId('agree-box').click()
  await page.getByRole('button', { name: '登录', exact: true }).click()
  return mobile
}

/** Taps `testId` on the game page as a visitor and goes to login from the prompt. */
async function askedToLogIn(page, testId, explanation) {
  await page.getByTestId(testId).click()
  const dialog = page.locator('.adm-dialog')
  await dialog.getByText('请先登录').waitFor()
  await dialog.getByText(explanation).waitFor()
  return dialog
}

test('a visitor adds a game to the cart, logs in and finds it in the cart', async () => {
  const [game] = games
  const page = await newPhonePage(browser)
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}&skuId=${game.sku.id}`)
  await page.getByTestId('game-detail').waitFor()

  const dialog = await askedToLogIn(page, 'add-to-cart', '登录后将为您加入购物车')
  await screenshot(page, 'intent-login-prompt')
  await dialog.getByRole('button', { name: '暂不' }).click()
  await dialog.waitFor({ state: 'detached' })
  assert.match(page.url(), /gameDetail/, 'Not now stays on the game page')

  await askedToLogIn(page, 'add-to-cart', '登录后将为您加入购物车')
  await page.locator('.adm-dialog').getByRole('button', { name: '去登录' }).click()
  await logInHere(page)
  await waitForRoute(page, new RegExp(`gameDetail\\?id=${game.id}`))
  await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor()

  const cart = await api('/trade/cart/list', { token: await tokenOf(page) })
  assert.deepEqual(
    cart.data.validList.map((item) => [item.sku.id, item.count]),
    [[game.sku.id, 1]],
    'the cart holds the one key asked for, added once',
  )
  await page.getByTestId('cart-icon').click()
  await page.getByText(game.name).first().waitFor()
  await screenshot(page, 'intent-cart-after-login')
  assert.deepEqual(page.errors, [])
})

test('a visitor who taps Buy now lands on Confirm Order with the game after logging in', async () => {
  const game = games[1] ?? games[0]
  const page = await newPhonePage(browser)
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}&skuId=${game.sku.id}`)
  await page.getByTestId('game-detail').waitFor()
  await askedToLogIn(page, 'buy-now', '登录后将为您打开确认订单')
  await page.locator('.adm-dialog').getByRole('button', { name: '去登录' }).click()
  await logInHere(page)
  await waitForRoute(page, /#\/pages\/order\/confirm\?items=/)
  await page.getByText(game.name).first().waitFor()
  assert.deepEqual(page.errors, [])
})

test('favorite and follow asked for as a visitor are done after logging in', async () => {
  const game = games[2] ?? games[0]
  const page = await newPhonePage(browser)
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await page.getByTestId('game-detail').waitFor()

  await askedToLogIn(page, 'favorite-toggle', '登录后将为您收藏这款游戏')
  await page.locator('.adm-dialog').getByRole('button', { name: '去登录' }).click()
  await logInHere(page)
  await waitForRoute(page, new RegExp(`gameDetail\\?id=${game.id}`))
  await page.locator('[data-testid="favorite-toggle"][aria-pressed="true"]').waitFor()

  // Follow, asked for by another visitor on the same page, is done for them after login too.
  const visitor = await newPhonePage(browser)
  await visitor.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await visitor.getByTestId('team-card').waitFor()
  await visitor.getByTestId('team-card').getByTestId('follow-button').click()
  await visitor.locator('.adm-dialog').getByText('登录后将为您关注该团队').waitFor()
  await visitor.locator('.adm-dialog').getByRole('button', { name: '去登录' }).click()
  await logInHere(visitor)
  await waitForRoute(visitor, new RegExp(`gameDetail\\?id=${game.id}`))
  await screenshot(visitor, 'intent-follow-after-login')
  await visitor.getByTestId('team-card').getByRole('button', { name: '已关注' }).waitFor()

  const favorite = await api(`/product/favorite/exist?spuId=${game.id}`, { token: await tokenOf(page) })
  assert.equal(favorite.data, true, 'the game is among the favorites')
  const follows = await api('/product/brand-collection/list', { token: await tokenOf(visitor) })
  assert.equal(follows.code, 0, follows.msg)
  assert.equal(follows.data.length, 1, 'the team is followed')
  assert.deepEqual(page.errors, [])
  assert.deepEqual(visitor.errors, [])
})

test('a member who owns a game is told so and asked before buying another key', async () => {
  const game = games[3] ?? games[0]
  const page = await newPhonePage(browser)
  await page.goto('/#/pages/user/login')
  await logInHere(page)
  await waitForRoute(page, /#\/pages\/index\/index/)
  const accessToken = await tokenOf(page)
  const created = await api('/trade/order/create', {
    method: 'POST',
    token: accessToken,
    body: { items: [{ skuId: game.sku.id, count: 1 }], pointStatus: false, remark: '' },
  })
  assert.equal(created.code, 0, created.msg)
  const paid = await api('/pay/order/submit', {
    method: 'POST',
    token: accessToken,
    body: { id: created.data.payOrderId, channelCode: 'mock' },
  })
  assert.equal(paid.code, 0, paid.msg)

  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}&skuId=${game.sku.id}`)
  await page.getByTestId('owned-note').getByText('您已拥有这款游戏').waitFor()
  await screenshot(page, 'intent-owned-game')

  await page.getByTestId('buy-now').click()
  const dialog = page.locator('.adm-dialog')
  await dialog.getByText(`您已拥有《${game.name}》`).waitFor()
  await dialog.getByRole('button', { name: '暂不' }).click()
  await dialog.waitFor({ state: 'detached' })
  assert.match(page.url(), /gameDetail/, 'declining stays on the game page')

  await page.getByTestId('buy-now').click()
  await page.locator('.adm-dialog').getByRole('button', { name: '买来送人' }).click()
  await waitForRoute(page, /#\/pages\/order\/confirm\?items=/)
  assert.deepEqual(page.errors, [])
})
