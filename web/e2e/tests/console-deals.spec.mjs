// The console's promotions (/admin) on a desktop: a catalogue operator makes a star deal that starts at
// the next full hour (listed as coming with its keys), then ends it early and its keys go back on sale;
// makes an any-N bundle with two tiers and a fixed set (the server's refusal of a price above the list
// prices shown in the form first), disables the fixed set and deletes it.

import assert from 'node:assert/strict'
import { axeViolations, describeViolations, prepareAxe, settled } from '../axe.mjs'
import {
  after,
  animationsDone,
  api,
  before,
  consoleLogin,
  createOperator,
  expect,
  launch,
  newDesktopPage,
  pickRangePreset,
  screenshot,
  test,
} from '../support.mjs'

let browser

const LANGUAGES = ['简体中文', '繁體中文', 'English', '日本語']

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/**
 * `count` games on sale whose first version has at least `stock` keys to sell, as the shop shows them in
 * `language`: `{ id, name, sku: { id, name, price, stock } }`.
 */
async function versionsOnSale(count, stock = 2, language = 'zh-Hans') {
  const page = await api(`/product/spu/page?pageNo=1&pageSize=30&list=new&language=${language}`)
  assert.equal(page.code, 0, page.msg)
  const found = []
  for (const card of page.data.list) {
    const detail = await api(`/product/spu/get-detail?id=${card.id}&language=${language}`)
    const sku = detail.data?.skus[0]
    if (!sku || sku.stock < stock || sku.price < 200) continue
    found.push({ id: card.id, name: detail.data.name, sku })
    if (found.length === count) break
  }
  assert.equal(found.length, count, `the demo catalogue has ${count} games with ${stock} keys`)
  return found
}

/** The stock of a version as the shop's game page shows it (kept up to 10 s: public_cache_seconds). */
async function stockOf(game) {
  const detail = await api(`/product/spu/get-detail?id=${game.id}&language=zh-Hans`)
  return detail.data.skus.find((sku) => sku.id === game.sku.id).stock
}

/**
 * Opens the `nth` select labelled `label` in `scope` and clicks the option holding `text` once the dropdown
 * has moved in, again should the choice not show: under load a click during the entry was lost.
 */
async function choose(page, scope, label, nth, text) {
  const field = scope.getByLabel(label, { exact: true }).nth(nth)
  const select = scope.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) }).nth(nth)
  await expect(async () => {
    await field.click()
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first()
    await option.waitFor({ timeout: 5000 })
    await animationsDone(page)
    await option.click()
    await expect(select).toContainText(text, { timeout: 5000 })
  }).toPass({ timeout: 30_000, intervals: [0] })
}

/** A game (found by typing its name in the picker labelled `gameLabel`) and its first version, in the `nth` row of a drawer. */
async function pickVersion(page, drawer, game, nth = 0, gameLabel = '输入游戏名搜索') {
  await drawer.getByLabel(gameLabel, { exact: true }).fill(game.name)
  await choose(page, drawer, gameLabel, 0, `(#${game.id})`)
  await choose(page, drawer, '选择版本', nth, game.sku.name)
}

/** Saves a drawer's form and waits for it to close; a refusal shown in the form fails the test with its words. */
async function save(page, drawer, name) {
  await drawer.locator('button[type=submit]').click()
  const refused = drawer.locator('[data-testid=form-error], .ant-form-item-explain-error').first()
  await Promise.race([drawer.waitFor({ state: 'detached' }), refused.waitFor()])
  if (await drawer.count()) {
    await screenshot(page, `${name}-refused`)
    assert.fail(`not saved: ${await refused.textContent()}`)
  }
}

async function fillLanguages(drawer, label, text) {
  for (const language of LANGUAGES) await drawer.getByLabel(`${label} (${language})`).fill(`${text}（${language}）`)
}

/** Clicks the primary button of the confirmation open now (antd's Popconfirm). */
async function confirm(page) {
  const ok = page.locator('.ant-popconfirm:visible .ant-popconfirm-buttons .ant-btn-primary')
  await ok.waitFor()
  await animationsDone(page)
  await ok.click()
}

const yuan = (fen) => `¥${(fen / 100).toFixed(2)}`

test('a catalogue operator makes a star deal for the next hour, sees it coming with its keys, and ends it: the keys are back on sale', async () => {
  const [game] = await versionsOnSale(1, 2)
  const stockBefore = await stockOf(game)
  const username = createOperator('catalogue')
  const page = await newDesktopPage(browser)
  await consoleLogin(page, username)
  await page.getByRole('menu').getByText('秒杀', { exact: true }).click()
  await page.getByRole('button', { name: '新建秒杀' }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: '新建秒杀' })
  await pickVersion(page, drawer, game)
  await drawer.getByTestId('version-info').getByText(`售价 ${yuan(game.sku.price)}，可售激活码 ${stockBefore} 个`).waitFor()

  // A deal price at the list price is refused in the form, before the server is asked.
  await drawer.getByLabel('秒杀价（元）').fill((game.sku.price / 100).toFixed(2))
  await drawer.getByLabel('数量').fill('2')
  await pickRangePreset(page, drawer.getByLabel('秒杀时间').first(), '下一个整点起 1 小时')
  await drawer.locator('button[type=submit]').click()
  await drawer.getByText(`秒杀价须低于售价 ${yuan(game.sku.price)}`).waitFor()
  const dealPrice = Math.floor(game.sku.price / 2)
  await drawer.getByLabel('秒杀价（元）').fill((dealPrice / 100).toFixed(2))
  await expect(drawer.locator('.ant-form-item-explain-error')).toHaveCount(0)
  await animationsDone(page)
  await screenshot(page, 'console-deals-star-deal-form')
  await save(page, drawer, 'console-deals-star-deal-form')

  const row = page.getByRole('row').filter({ hasText: game.name }).first()
  await row.getByText('未开始').waitFor()
  await row.getByText('2 / 2').waitFor()
  await row.getByText(yuan(dealPrice), { exact: true }).waitFor()
  await row.getByText(yuan(game.sku.price), { exact: true }).waitFor()
  await expect.poll(() => stockOf(game), { message: 'the deal holds its keys', timeout: 25_000 }).toBe(stockBefore - 2)
  await animationsDone(page)
  await screenshot(page, 'console-deals-star-deal-coming')

  await row.getByRole('button', { name: /^立即结束/ }).click()
  await confirm(page)
  await row.getByText('已结束').waitFor()
  await expect(row.getByRole('button', { name: /^立即结束/ })).toHaveCount(0)
  await row.getByText('— / 2').waitFor()
  await expect.poll(() => stockOf(game), { message: 'the unsold keys are back on sale', timeout: 25_000 }).toBe(stockBefore)
  await animationsDone(page)
  await screenshot(page, 'console-deals-star-deal-ended')
  assert.deepEqual(page.errors, [])
})

test('a catalogue operator makes an any-N bundle with tiers and a fixed set, disables the set and deletes it', async () => {
  const stamp = Date.now().toString(36)
  const games = await versionsOnSale(3, 1)
  const username = createOperator('catalogue')
  const page = await newDesktopPage(browser)
  await consoleLogin(page, username)
  await page.getByRole('menu').getByText('组合包', { exact: true }).click()

  // Any 2 or 3 of three versions.
  const pickName = `任选组合 ${stamp}`
  await page.getByRole('button', { name: '新建组合包' }).click()
  let drawer = page.getByRole('dialog').filter({ hasText: '新建组合包' })
  await fillLanguages(drawer, '名称', pickName)
  await drawer.getByRole('button', { name: '添加版本' }).click()
  for (const [n, game] of games.entries()) await pickVersion(page, drawer, game, n, `输入游戏名搜索 ${n + 1}`)
  await drawer.getByLabel('件数 1').fill('2')
  await drawer.getByLabel('档位价（元） 1').fill('49')
  await drawer.getByRole('button', { name: '添加档位' }).click()
  await drawer.getByLabel('件数 2').fill('3')
  await drawer.getByLabel('档位价（元） 2').fill('69')
  await pickRangePreset(page, drawer.getByLabel('销售时间').first(), '从现在起 7 天')
  await animationsDone(page)
  await screenshot(page, 'console-deals-bundle-pick-form')
  await save(page, drawer, 'console-deals-bundle-pick-form')
  let row = page.getByRole('row').filter({ hasText: `${pickName}（简体中文）` })
  await row.getByText('任选 N 件').waitFor()
  await row.getByText('2 件 ¥49.00').waitFor()
  await row.getByText('3 件 ¥69.00').waitFor()
  await row.getByText('在售').waitFor()
  await row.getByText('3 个版本').waitFor()

  // A fixed set of two: a price above the versions' list prices together is the server's refusal, in the form.
  const setName = `固定组合 ${stamp}`
  const [first, second] = games
  const listTotal = first.sku.price + second.sku.price
  await page.getByRole('button', { name: '新建组合包' }).click()
  drawer = page.getByRole('dialog').filter({ hasText: '新建组合包' })
  await fillLanguages(drawer, '名称', setName)
  await drawer.getByText('固定组合', { exact: true }).click()
  await pickVersion(page, drawer, first, 0, '输入游戏名搜索 1')
  await pickVersion(page, drawer, second, 1, '输入游戏名搜索 2')
  await drawer.getByTestId('list-total').getByText(`所选版本原价合计 ${yuan(listTotal)}`).waitFor()
  await drawer.getByLabel('组合价（元）').fill(((listTotal + 100) / 100).toFixed(2))
  await drawer.locator('button[type=submit]').click()
  await drawer.getByTestId('form-error').getByText(`固定组合的价格须大于 0 且不超过其版本原价之和（${listTotal} 分）`).waitFor()
  await animationsDone(page)
  await screenshot(page, 'console-deals-bundle-fixed-refused')
  const setPrice = listTotal - 100
  await drawer.getByLabel('组合价（元）').fill((setPrice / 100).toFixed(2))
  await save(page, drawer, 'console-deals-bundle-fixed-form')
  row = page.getByRole('row').filter({ hasText: `${setName}（简体中文）` })
  await row.getByText(yuan(setPrice), { exact: true }).waitFor()
  await row.getByText(yuan(listTotal), { exact: true }).waitFor()
  await row.getByText('在售').waitFor()

  // The any-N bundle's form opens on what was saved.
  await page.getByRole('button', { name: `编辑 ${pickName}（简体中文）` }).click()
  drawer = page.getByRole('dialog').filter({ hasText: `编辑组合包：${pickName}（简体中文）` })
  await expect(drawer.getByLabel('档位价（元） 2')).toHaveValue('69.00')
  await animationsDone(page)
  await screenshot(page, 'console-deals-bundle-edit')
  await drawer.getByLabel('档位价（元） 2').fill('59')
  await save(page, drawer, 'console-deals-bundle-edit')
  await page.getByRole('row').filter({ hasText: `${pickName}（简体中文）` }).getByText('3 件 ¥59.00').waitFor()

  // Disabled: off sale at once.
  await row.getByRole('switch').click()
  await row.getByText('已停用').waitFor()
  await animationsDone(page)
  await screenshot(page, 'console-deals-bundles')
  const shop = await api('/product/bundle/page?pageNo=1&pageSize=100&language=zh-Hans')
  assert.equal(shop.code, 0, shop.msg)
  assert.ok(JSON.stringify(shop.data).includes(pickName), 'the shop lists the enabled bundle')
  assert.ok(!JSON.stringify(shop.data).includes(setName), 'a disabled bundle leaves the shop')

  // Deleted.
  await row.getByRole('button', { name: `删除 ${setName}（简体中文）` }).click()
  await confirm(page)
  await expect(page.getByRole('row').filter({ hasText: `${setName}（简体中文）` })).toHaveCount(0)
  await page.getByRole('row').filter({ hasText: `${pickName}（简体中文）` }).waitFor()
  assert.deepEqual(page.errors, [])
})

/** axe's findings (WCAG A and AA) on the screen as it is, once it has settled, the pointer off it. */
async function a11yProblems(page, screen) {
  await page.mouse.move(0, 0)
  await settled(page)
  return describeViolations(screen, await axeViolations(page)).map(({ line }) => `${screen}: ${line}`)
}

test("an operator working in English sees the console's words and the server's refusal in English; the screens pass axe", async () => {
  const [first, second] = await versionsOnSale(2, 1, 'en')
  const listTotal = first.sku.price + second.sku.price
  const username = createOperator('catalogue')
  const page = await newDesktopPage(browser, { language: 'en-US' })
  await prepareAxe(page)
  await consoleLogin(page, username)
  // The deal and the bundle the tests above left (this file's tests share their server).
  await page.getByRole('menu').getByText('Star deals', { exact: true }).click()
  await page.getByRole('columnheader', { name: 'Left / quantity' }).waitFor()
  await page.getByRole('row').filter({ hasText: 'Ended' }).first().waitFor()
  const problems = await a11yProblems(page, 'star deals')
  await page.getByRole('menu').getByText('Bundles', { exact: true }).click()
  await page.getByRole('row').filter({ hasText: 'Any N for a price' }).first().waitFor()
  problems.push(...(await a11yProblems(page, 'bundles')))
  await page.getByRole('button', { name: 'New bundle' }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: 'New bundle' })
  for (const language of LANGUAGES) await drawer.getByLabel(`Name (${language})`).fill(`Set (${language})`)
  await drawer.getByText('Fixed set', { exact: true }).click()
  await drawer.getByLabel("Type a game's name 1", { exact: true }).fill(first.name)
  await choose(page, drawer, "Type a game's name 1", 0, `(#${first.id})`)
  await choose(page, drawer, 'Choose a version', 0, first.sku.name)
  await drawer.getByLabel("Type a game's name 2", { exact: true }).fill(second.name)
  await choose(page, drawer, "Type a game's name 2", 0, `(#${second.id})`)
  await choose(page, drawer, 'Choose a version', 1, second.sku.name)
  await drawer.getByLabel('Set price (¥)').fill(((listTotal + 1) / 100).toFixed(2))
  await drawer.locator('button[type=submit]').click()
  await drawer
    .getByTestId('form-error')
    .getByText(`A fixed set's price must be above 0 and at most its versions' list prices together (${listTotal} fen)`)
    .waitFor()
  await animationsDone(page)
  await screenshot(page, 'console-deals-bundle-refused-en')
  problems.push(...(await a11yProblems(page, 'bundle form')))
  assert.deepEqual(problems, [])
  assert.deepEqual(page.errors, [])
})
