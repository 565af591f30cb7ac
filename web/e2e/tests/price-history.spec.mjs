// Honest prices on a phone (issue 40 part 3): a discounted game's page tells the lowest price of the
// 30 days before the sale and "lowest ever here", and a tap on "Price history" loads the chart (its
// library only then). Runs on the demo catalogue: its winter sale was recorded when it was loaded, with
// nothing before it, so its reference is the list price and it is the lowest the version has had.
// Screenshots in zh-Hans dark and en light, also copied to /tmp/shots-prices.

import assert from 'node:assert/strict'
import { after, api, before, launch, newPhonePage, screenshotAlsoTo, test } from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

async function pageWith(language, mode) {
  const page = await newPhonePage(browser, { language: language === 'en' ? 'en' : 'zh-CN' })
  await page.addInitScript((sys) => {
    if (!localStorage.getItem('sys')) localStorage.setItem('sys', JSON.stringify({ state: sys, version: 0 }))
  }, { language, theme: 'orange-red', mode, modeAuto: false, fontSize: 14, priceUnit: 'CNY' })
  return page
}

const shot = (page, name) => screenshotAlsoTo(page, name, '/tmp/shots-prices')

for (const [language, mode, prior, ever] of [
  ['zh-Hans', 'dark', '促销前30天最低价：¥148.80', '本店历史最低'],
  ['en', 'light', 'Lowest in the 30 days before the sale: CN¥148.80', 'Lowest ever here'],
]) {
  test(`a discounted game's page tells its reference price and charts its history (${language}, ${mode})`, async () => {
    const found = await api('/product/spu/page?keyword=crown-of-embers')
    const card = found.data.list[0]
    assert.equal(card.activityPrice, 8928) // 40 % off 148.80
    assert.equal(card.priorLowestPrice, 14880)
    assert.equal(card.lowestEver, true)

    const page = await pageWith(language, mode)
    const scripts = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(`/#/pages/goods/gameDetail?id=${card.id}`)
    const head = page.getByTestId('game-detail').locator('section').first()
    await head.getByTestId('event-tag').waitFor()
    assert.equal(await page.getByTestId('prior-lowest').textContent(), prior)
    assert.equal(await page.getByTestId('lowest-ever').textContent(), ever)
    assert.deepEqual(scripts.filter((url) => /PriceHistoryChart/.test(url)), [], 'the chart is not loaded before the tap')

    await page.getByTestId('price-history-toggle').click()
    const chart = page.getByTestId('price-history-chart')
    await chart.locator('canvas').waitFor()
    assert.ok(scripts.some((url) => /PriceHistoryChart/.test(url)), 'the chart loads on the tap')
    await chart.scrollIntoViewIfNeeded()
    await shot(page, `price-history-${language}-${mode}`)
    assert.deepEqual(page.errors, [])
  })
}
