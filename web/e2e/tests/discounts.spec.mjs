// Discount activities as a shopper sees them on a phone: event prices on the home cards, and on a
// discounted game's page the event price, the list price struck through, the event tag and the
// discount end date. Runs on the demo catalogue (its winter sale runs for 14 days from loading).

import assert from 'node:assert/strict'
import { after, api, before, launch, newPhonePage, screenshot, test } from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

test('home cards show event prices', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/')
  const onEvent = page.getByTestId('game-card').filter({ has: page.getByTestId('event-tag') })
  await onEvent.first().waitFor()
  assert.ok((await onEvent.count()) >= 3)
  await screenshot(page, 'discount-home')
  assert.deepEqual(page.errors, [])
})

test("a discounted game's page shows the event price, the list price and the end date", async () => {
  const found = await api('/product/spu/page?keyword=crown-of-embers')
  const game = found.data.list[0]
  assert.equal(game.activityPrice, 8928) // 40 % off 148.80
  const page = await newPhonePage(browser)
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  const head = page.getByTestId('game-detail').locator('section').first()
  await head.getByTestId('event-tag').waitFor()
  assert.equal(await head.getByTestId('price').textContent(), '¥89.28')
  assert.equal(await head.getByTestId('was-price').textContent(), '¥148.80')
  const endDate = await page.getByTestId('discount-end-date').textContent()
  assert.match(endDate ?? '', /^折扣截止日期：/)
  await page.getByTestId('discount-countdown').waitFor()
  await screenshot(page, 'discount-detail')
  assert.deepEqual(page.errors, [])
})
