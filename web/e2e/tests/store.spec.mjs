// The store as a shopper uses it on a phone: from home, search a game, open it, pick a version,
// read its reviews, favorite it, follow its team, find it in favorites and footprints, and
// delete it from footprints. Runs on the demo catalogue.

import assert from 'node:assert/strict'
import { after, before, launch, loginByUi, newPhonePage, screenshot, test, waitForRoute } from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

test('home shows banners, categories and the four lists', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/')
  for (const heading of ['精选推荐', '低价好游', '新品上架', '热销榜']) {
    await page.getByText(heading, { exact: true }).first().waitFor()
  }
  await page.getByTestId('game-card').nth(11).waitFor()
  await screenshot(page, 'store-home')
  assert.deepEqual(page.errors, [])
})

test('search, open a game, choose a version, read reviews, favorite, follow, footprints', async () => {
  const page = await newPhonePage(browser)
  await loginByUi(page)

  await page.getByTestId('home-search').click()
  await waitForRoute(page, /#\/pages\/goods\/search/)
  await page.getByPlaceholder('搜索游戏').fill('星陨')
  await page.getByPlaceholder('搜索游戏').press('Enter')
  await waitForRoute(page, /^#\/pages\/goods\/list\?.*keyword=/)
  await page.getByTestId('game-row').first().waitFor()
  await page.getByText('星陨奥德赛').first().click()
  await waitForRoute(page, /#\/pages\/goods\/gameDetail\?id=\d+/)
  await page.getByTestId('game-detail').waitFor()
  await screenshot(page, 'store-detail')

  const price = page.getByTestId('game-detail').getByTestId('price').first()
  const standardPrice = await price.textContent()
  await page.getByText('豪华版', { exact: true }).click()
  await waitForRoute(page, /skuId=\d+/)
  await page.waitForFunction(
    (before) => globalThis.document.querySelector('[data-testid="game-detail"] [data-testid="price"]')?.textContent !== before,
    standardPrice,
  )

  await page.getByTestId('see-all-reviews').click()
  await waitForRoute(page, /#\/pages\/goods\/comment-list\?spuId=\d+/)
  await page.getByText('好评', { exact: false }).first().waitFor()
  await screenshot(page, 'store-reviews')
  await page.goBack()
  await page.getByTestId('game-detail').waitFor()

  await page.getByTestId('favorite-toggle').click()
  await page.getByText('已收藏').first().waitFor()
  await page.getByTestId('team-card').getByRole('button', { name: '关注', exact: true }).click()
  await page.getByTestId('team-card').getByRole('button', { name: '已关注' }).waitFor()

  await page.goto('/#/pages/user/goods-collect')
  await page.getByText('星陨奥德赛').first().waitFor()
  await screenshot(page, 'store-favorites')

  await page.goto('/#/pages/goods/brandGameList')
  await page.getByText('我关注的团队').waitFor()
  await page.getByRole('button', { name: '已关注' }).first().waitFor()

  await page.goto('/#/pages/user/goods-log')
  await page.getByText('星陨奥德赛').first().waitFor()
  await screenshot(page, 'store-footprints')
  await page.getByTestId('edit-toggle').click()
  await page.getByTestId('selectable-item').filter({ hasText: '星陨奥德赛' }).locator('.adm-checkbox').click()
  await page.getByTestId('delete-selected').click()
  await page.getByTestId('empty-list').waitFor()
  assert.deepEqual(page.errors, [])
})

test('an unknown game and the categories page', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/#/pages/goods/gameDetail?id=999999')
  await page.getByTestId('game-not-found').waitFor()
  await page.goto('/#/pages/goods/category')
  await page.locator('.adm-side-bar-item').nth(7).waitFor()
  await screenshot(page, 'store-categories')
  assert.deepEqual(page.errors, [])
})
