// One price per version on every screen (issue 13): the price to pay and the struck-through price a
// list row shows for a version are the game page's, the version picker's, the cart's and Confirm
// Order's; a card priced at a later version says "from" and opens the game page on that version,
// and an English card's price fits one line. Runs on the demo catalogue (its events run from loading).

import assert from 'node:assert/strict'
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

/** A shown price and its struck-through price in one part of a screen. */
async function figures(scope, priceId, wasId) {
  return [await scope.getByTestId(priceId).first().textContent(), await scope.getByTestId(wasId).first().textContent()]
}

test("a version on sale shows the same price and struck price from the list to Confirm Order", async () => {
  const page = await newPhonePage(browser)
  await loginByUi(page)
  const token = await tokenOf(page)
  const found = await api('/product/spu/page?keyword=Deep%20Warden&language=zh-Hans', { token })
  const card = found.data.list[0]
  assert.ok(card.activityPrice !== null && card.referencePrice !== null, 'Deep Warden is on sale in the demo')

  await page.goto(`/#/pages/goods/list?keyword=${encodeURIComponent(card.name)}`)
  const row = page.getByTestId('game-row').filter({ hasText: card.name })
  await row.getByTestId('was-price').waitFor()
  const [rowPrice, rowWas] = await figures(row, 'price', 'was-price')
  const shown = rowPrice.replace(/\s*起$/, '') // the row's "from" price is the priced version's

  await row.getByRole('button').first().click()
  await waitForRoute(page, new RegExp(`gameDetail\\?id=${card.id}&skuId=${card.skuId}`))
  const head = page.getByTestId('game-detail').locator('section').first()
  await head.getByTestId('was-price').waitFor()
  assert.deepEqual(await figures(head, 'price', 'was-price'), [shown, rowWas])
  const chosen = page.locator('.adm-selector-item-active')
  assert.deepEqual(await figures(chosen, 'version-price', 'version-was'), [shown, rowWas])
  assert.match(await page.getByTestId('discount-countdown').textContent(), /\d+天 \d\d:\d\d:\d\d/)

  await page.getByTestId('add-to-cart').click()
  await page.getByText('已加入购物车').waitFor()
  await page.goto('/#/pages/goods/cart')
  const item = page.getByTestId('cart-valid').getByTestId('cart-item').filter({ hasText: card.name })
  await item.getByTestId('cart-item-was').waitFor()
  assert.deepEqual(await figures(item, 'cart-item-price', 'cart-item-was'), [shown, rowWas])

  await page.getByTestId('cart-checkout').click()
  await waitForRoute(page, /#\/pages\/order\/confirm/)
  const line = page.getByTestId('order-item').filter({ hasText: card.name })
  await line.getByTestId('order-item-was').waitFor()
  assert.deepEqual(await figures(line, 'order-item-price', 'order-item-was'), [shown, rowWas])
  await screenshot(page, 'prices-confirm')
  assert.deepEqual(page.errors, [])
})

test('a card priced at a later version says "from", fits one line in English and opens on that version', async () => {
  const listed = await api('/product/spu/page?pageSize=100&language=en')
  let target
  for (const card of listed.data.list.filter((item) => item.priceFrom)) {
    const detail = await api(`/product/spu/get-detail?id=${card.id}&language=en`)
    if (detail.data.skus[0].id !== card.skuId) {
      target = card
      break
    }
  }
  assert.ok(target, 'the demo has a game priced at a later version')

  const page = await newPhonePage(browser, { language: 'en-US' })
  // Search shows rows; the home and category lists show cards: open the grid of the game's category.
  await page.goto(`/#/pages/goods/gameListBase?categoryId=${target.categoryId}`)
  const cards = page.getByTestId('game-card')
  const card = cards.filter({ hasText: target.name })
  await cards.first().waitFor()
  // Scroll the grid on until the game's card is loaded (the list loads more at its end).
  await expect(async () => {
    await cards.last().scrollIntoViewIfNeeded()
    await expect(card).not.toHaveCount(0, { timeout: 1000 })
  }).toPass({ timeout: 30_000, intervals: [0] })
  await card.getByTestId('price').waitFor()
  const cardPrice = await card.getByTestId('price').textContent()
  assert.match(cardPrice, /^from CN¥/)
  const oneLine = await card.getByTestId('price').evaluate((element) => {
    const range = globalThis.document.createRange()
    range.selectNodeContents(element)
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
    const cardBox = element.closest('[data-testid="game-card"]').getBoundingClientRect()
    return lines.size === 1 && range.getBoundingClientRect().right <= cardBox.right
  })
  assert.ok(oneLine, `"${cardPrice}" fits one line`)
  await screenshot(page, 'prices-card-en')

  await card.click()
  await waitForRoute(page, new RegExp(`gameDetail\\?id=${target.id}&skuId=${target.skuId}`))
  const head = page.getByTestId('game-detail').locator('section').first()
  await head.getByTestId('price').waitFor()
  assert.equal(await head.getByTestId('price').textContent(), cardPrice.replace(/^from /, ''))
  assert.equal(await page.locator('.adm-selector-item-active').getByTestId('version-price').textContent(), cardPrice.replace(/^from /, ''))
  assert.deepEqual(page.errors, [])
})
