// The shopping cart as a shopper uses it on a phone: add two games from their pages, open the
// cart from the game page's bar, change a count, unselect and select again, delete one, and check
// out; the totals follow every change. Runs on the demo catalogue.

import assert from 'node:assert/strict'
import { join } from 'node:path'
import {
  after,
  api,
  artifactsDir,
  before,
  launch,
  loginByUi,
  newPhonePage,
  responsesInOrder,
  screenshot,
  test,
  toastsGone,
  waitForRoute,
} from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** Two games on sale whose first version is in stock, cheapest first (from the demo catalogue). */
async function twoGames() {
  const page = await api('/product/spu/page?pageNo=1&pageSize=20&list=best-selling&language=zh-Hans')
  assert.equal(page.code, 0, page.msg)
  const games = []
  for (const card of page.data.list) {
    const detail = await api(`/product/spu/get-detail?id=${card.id}&language=zh-Hans`)
    const sku = detail.data?.skus.find((item) => item.stock > 0)
    if (sku) games.push({ id: card.id, name: detail.data.name, sku })
    if (games.length === 2) return games
  }
  throw new Error('the demo catalogue has fewer than two games in stock')
}

/** The game page's bottom bar alone (a full-page picture shows the fixed bar mid-page). */
async function barScreenshot(page, name) {
  await page.getByTestId('detail-action-bar').screenshot({ path: join(artifactsDir, `${name}.png`) })
}

/** '¥1,234.50' → 123450 (fen). */
function fen(text) {
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)
}

async function total(page) {
  return fen(await page.getByTestId('cart-total').textContent())
}

async function addFromGamePage(page, game, expectedBadge) {
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await page.getByTestId('game-detail').waitFor()
  await page.getByTestId('add-to-cart').click()
  await page.getByText('已加入购物车').waitFor()
  await page.waitForFunction(
    (count) => globalThis.document.querySelector('[data-testid="cart-badge"]')?.textContent === String(count),
    expectedBadge,
  )
}

test('a visitor who adds to the cart is asked to log in, then sent to login', async () => {
  const page = await newPhonePage(browser)
  const [game] = await twoGames()
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await page.getByTestId('detail-action-bar').waitFor()
  assert.equal(await page.getByTestId('cart-badge').count(), 0)
  await page.getByTestId('add-to-cart').click()
  await page.locator('.adm-dialog').getByText('请先登录').waitFor()
  await page.locator('.adm-dialog').getByRole('button', { name: '去登录' }).click()
  await waitForRoute(page, /#\/pages\/user\/login/)

  await page.goto('/#/pages/goods/cart')
  await waitForRoute(page, /#\/pages\/user\/login/)
  assert.deepEqual(page.errors, [])
})

test('a game with every version sold out cannot be added or bought', async () => {
  const page = await newPhonePage(browser)
  const [game] = await twoGames()
  // The demo catalogue keeps keys in stock; the answer is changed on its way to the page.
  await page.route('**/app-api/product/spu/get-detail?**', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.data.skus = body.data.skus.map((sku) => ({ ...sku, stock: 0 }))
    body.data.stock = 0
    await route.fulfill({ response, json: body })
  })
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await page.getByTestId('detail-action-bar').waitFor()
  for (const id of ['add-to-cart', 'buy-now']) {
    assert.equal(await page.getByTestId(id).isDisabled(), true, id)
    assert.match(await page.getByTestId(id).textContent(), /暂时缺货/)
  }
  await barScreenshot(page, 'cart-game-bar-sold-out')
  assert.deepEqual(page.errors, [])
})

test('add two games, change a count, unselect and select, delete one, check out', async () => {
  const page = await newPhonePage(browser)
  // Record every route the app goes to (the Confirm Order page may not exist yet).
  await page.addInitScript(() => {
    globalThis.visited = []
    for (const name of ['pushState', 'replaceState']) {
      const original = globalThis.history[name].bind(globalThis.history)
      globalThis.history[name] = (state, title, url) => {
        globalThis.visited.push(String(url))
        return original(state, title, url)
      }
    }
  })
  await loginByUi(page)
  const [first, second] = await twoGames()

  await addFromGamePage(page, first, 1)
  await addFromGamePage(page, second, 2)
  // Adding the same version again adds to its count, not a new item.
  await page.getByTestId('add-to-cart').click()
  await page.getByText('已加入购物车').first().waitFor()
  await barScreenshot(page, 'cart-game-bar')

  await page.getByTestId('cart-icon').click()
  await waitForRoute(page, /#\/pages\/goods\/cart/)
  const items = page.getByTestId('cart-valid').getByTestId('cart-item')
  await items.nth(1).waitFor()
  assert.equal(await items.count(), 2)
  // Newest first: the second game (count 2), then the first (count 1).
  assert.match(await items.nth(0).textContent(), new RegExp(second.name))
  const price = async (index) => fen(await items.nth(index).getByTestId('cart-item-price').textContent())
  const [secondPrice, firstPrice] = [await price(0), await price(1)]
  assert.equal(secondPrice, second.sku.memberPrice)
  assert.equal(firstPrice, first.sku.memberPrice)
  const stepperValue = (index) => items.nth(index).getByRole('spinbutton').inputValue()
  assert.equal(await stepperValue(0), '2')
  assert.equal(await total(page), 2 * secondPrice + firstPrice)
  assert.equal(await page.getByTestId('cart-checkout').textContent(), '结算(2)')
  assert.equal(await page.getByTestId('cart-select-all').locator('input').isChecked(), true)
  await screenshot(page, 'cart')

  // A count up: the total follows (and stays after the reload).
  const saved = responsesInOrder(page, '/trade/cart/update-count', '/trade/cart/list')
  await items.nth(1).locator('.adm-stepper-plus').click()
  await page.waitForFunction(
    (expected) => globalThis.document.querySelector('[data-testid="cart-total"]')?.textContent?.replace(/[^\d.]/g, '') === expected,
    ((2 * secondPrice + 2 * firstPrice) / 100).toFixed(2),
  )
  await saved
  assert.equal(await stepperValue(1), '2')
  assert.equal(await total(page), 2 * secondPrice + 2 * firstPrice)

  // Unselect the second game: only the first counts; select-all is off.
  await items.nth(0).getByTestId('cart-item-check').click()
  await page.waitForFunction(
    (expected) => globalThis.document.querySelector('[data-testid="cart-total"]')?.textContent?.replace(/[^\d.]/g, '') === expected,
    ((2 * firstPrice) / 100).toFixed(2),
  )
  assert.equal(await page.getByTestId('cart-checkout').textContent(), '结算(1)')
  assert.equal(await page.getByTestId('cart-select-all').locator('input').isChecked(), false)
  await screenshot(page, 'cart-unselected')

  // Select all again.
  await page.getByTestId('cart-select-all').click()
  await page.waitForFunction(
    (expected) => globalThis.document.querySelector('[data-testid="cart-total"]')?.textContent?.replace(/[^\d.]/g, '') === expected,
    ((2 * secondPrice + 2 * firstPrice) / 100).toFixed(2),
  )
  assert.equal(await page.getByTestId('cart-checkout').textContent(), '结算(2)')

  // Delete the second game in edit mode, after confirming.
  await page.getByTestId('cart-edit').click()
  await items.nth(0).getByTestId('cart-item-check').click()
  await page.getByTestId('cart-delete-selected').click()
  await page.getByText('确定从购物车删除这 1 件商品吗？').waitFor()
  await screenshot(page, 'cart-delete-confirm')
  await page.getByRole('button', { name: '删除', exact: true }).click()
  await page.getByText('已删除').waitFor()
  await page.waitForFunction(() => globalThis.document.querySelectorAll('[data-testid="cart-item"]').length === 1)
  assert.match(await items.nth(0).textContent(), new RegExp(first.name))
  await page.getByTestId('cart-checkout').waitFor()
  assert.equal(await total(page), 2 * firstPrice)

  // The server holds what the screen shows.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').state?.token ?? '')
  const cart = await api('/trade/cart/list', { token })
  assert.deepEqual(
    cart.data.validList.map((item) => [item.sku.id, item.count, item.selected]),
    [[first.sku.id, 2, true]],
  )

  // Check out: the Confirm Order page gets the selected items.
  await page.getByTestId('cart-checkout').click()
  await page.waitForFunction(() => globalThis.visited.some((url) => url.includes('/pages/order/confirm')))
  const target = await page.evaluate(() => globalThis.visited.find((url) => url.includes('/pages/order/confirm')))
  const items_ = JSON.parse(new URLSearchParams(target.split('?')[1]).get('items'))
  assert.deepEqual(items_, [{ skuId: first.sku.id, count: 2, cartId: cart.data.validList[0].id }])

  // Deleting the last item leaves the empty cart, with a way back to the store.
  await page.goto('/#/pages/goods/cart')
  await page.getByTestId('cart-edit').click()
  await page.getByTestId('cart-tick-all').click()
  await page.getByTestId('cart-delete-selected').click()
  await page.getByRole('button', { name: '删除', exact: true }).click()
  await page.getByTestId('cart-empty').waitFor()
  await page.locator('.adm-dialog').waitFor({ state: 'detached' })
  await toastsGone(page)
  await screenshot(page, 'cart-empty')
  assert.deepEqual(page.errors, [])
})
