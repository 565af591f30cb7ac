// The catalogue forms of the operator console (/admin) on a desktop: a catalogue operator creates a
// team and a category, then a game in that category with one version at a price (its cover uploaded),
// puts it on sale, edits the price, and the shop's game page (a phone) shows the new price.

import assert from 'node:assert/strict'
import {
  expect,
  after,
  animationsDone,
  before,
  consoleLogin,
  createOperator,
  launch,
  newDesktopPage,
  newPhonePage,
  pictureFile,
  screenshot,
  spaced,
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

/** Clicks the shown option of an open antd Select. */
/**
 * Opens the select labelled `label` in `scope` and clicks the option (`optionSelector`) holding `text` once the
 * dropdown has moved in, again should the choice not show: under load a click during the entry was lost.
 */
async function choose(page, scope, label, optionSelector, text) {
  const field = scope.getByLabel(label)
  const select = scope.locator('.ant-select', { has: page.getByLabel(label) })
  await expect(async () => {
    await field.click()
    const option = page.locator(`.ant-select-dropdown:visible ${optionSelector}`).filter({ hasText: text }).first()
    await option.waitFor({ timeout: 5000 })
    await animationsDone(page)
    await option.click()
    await expect(select).toContainText(text, { timeout: 5000 })
  }).toPass({ timeout: 30_000, intervals: [0] })
}

/** Saves a drawer's form and waits for it to close; a refusal shown in the form fails the test with its words. */
async function save(page, drawer, name) {
  await submit(drawer)
  const refused = drawer.locator('[data-testid=form-error], .ant-form-item-explain-error').first()
  await Promise.race([drawer.waitFor({ state: 'detached' }), refused.waitFor()])
  if (await drawer.count()) {
    await screenshot(page, `${name}-refused`)
    assert.fail(`not saved: ${await refused.textContent()}`)
  }
}

/** The form's save button, found by its role in the form: its name carries a spinner's label while a save runs. */
function submit(drawer) {
  return drawer.locator('button[type=submit]').click()
}

async function fillLanguages(drawer, label, text) {
  for (const language of LANGUAGES) await drawer.getByLabel(`${label} (${language})`).fill(`${text}（${language}）`)
}

test('a catalogue operator makes a team, a category and a game with a price, sells it and edits the price; the shop follows', async () => {
  const stamp = Date.now().toString(36)
  const teamName = `表单团队 ${stamp}`
  const categoryName = `表单分类 ${stamp}`
  const gameName = `表单游戏 ${stamp}`
  const code = `form-game-${stamp}`
  const username = createOperator('catalogue')
  const page = await newDesktopPage(browser)
  await consoleLogin(page, username)
  const menu = page.getByRole('menu')

  // A team.
  await menu.getByText('游戏团队', { exact: true }).click()
  await page.getByRole('button', { name: '新建游戏团队' }).click()
  let drawer = page.getByRole('dialog').filter({ hasText: '新建游戏团队' })
  await drawer.getByLabel('编码').fill(`form-team-${stamp}`)
  await fillLanguages(drawer, '名称', teamName)
  await fillLanguages(drawer, '介绍', '控制台建立的团队')
  await submit(drawer)
  await page.getByRole('row').filter({ hasText: `${teamName}（简体中文）` }).waitFor()
  await screenshot(page, 'console-catalogue-teams')

  // A category, with the server's refusal shown in the form first (a code already in use).
  await menu.getByText('分类', { exact: true }).click()
  await page.getByRole('button', { name: '新建分类' }).click()
  drawer = page.getByRole('dialog').filter({ hasText: '新建分类' })
  await drawer.getByLabel('编码').fill('action')
  await fillLanguages(drawer, '名称', categoryName)
  await submit(drawer)
  await drawer.getByTestId('form-error').getByText('编码 action 已被使用').waitFor()
  await drawer.getByLabel('编码').fill(`form-category-${stamp}`)
  await submit(drawer)
  await page.getByRole('row').filter({ hasText: `${categoryName}（简体中文）` }).waitFor()
  await screenshot(page, 'console-catalogue-categories')

  // The game: off sale when made.
  await menu.getByText('游戏', { exact: true }).click()
  await page.getByRole('button', { name: '新建游戏' }).click()
  drawer = page.getByRole('dialog').filter({ hasText: '新建游戏' })
  await drawer.getByLabel('编码', { exact: true }).fill(code)
  await choose(page, drawer, '分类', '.ant-select-tree-title', `${categoryName}（简体中文）`)
  await choose(page, drawer, '游戏团队', '.ant-select-item-option', teamName)
  await fillLanguages(drawer, '名称', gameName)
  await fillLanguages(drawer, '简介', '一句话简介')
  await fillLanguages(drawer, '详细介绍', '较长的介绍。')
  await drawer.getByTestId('picture-field').first().locator('input[type=file]').setInputFiles(pictureFile('pattern-orange-48.png', 'cover.png'))
  await page.waitForFunction(() => /^(\/uploads\/|https:\/\/)/.test(globalThis.document.querySelector('input[aria-label="封面"]')?.value ?? ''))
  await drawer.getByLabel('发售日期').fill('2026-01-01')
  await drawer.getByLabel('发售日期').press('Enter')
  await drawer.getByLabel('编码 1').fill(`${code}-std`)
  for (const language of LANGUAGES) await drawer.getByLabel(`版本名 1 (${language})`).fill(`标准版（${language}）`)
  await drawer.getByLabel('售价（元） 1').fill('39.9')
  await drawer.getByLabel('原价（元） 1').fill('59.9')
  await animationsDone(page)
  await screenshot(page, 'console-catalogue-game-form')
  await save(page, drawer, 'console-catalogue-game-form')

  await page.getByLabel('名称 / 编码 / ID').fill(code)
  await page.getByRole('button', { name: spaced('搜索') }).click()
  const row = page.getByRole('row').filter({ hasText: code })
  await row.getByText('¥39.90').waitFor()
  const spuId = Number(await row.getByRole('cell').first().textContent())
  await row.getByRole('switch').click()
  await page.waitForFunction(() => globalThis.document.querySelector('.ant-table-tbody .ant-switch-checked') !== null)

  // Edit the price.
  await row.getByRole('button', { name: /编\s*辑/ }).click()
  drawer = page.getByRole('dialog').filter({ hasText: `编辑游戏 ${code}` })
  await drawer.getByLabel('售价（元） 1').fill('29.9')
  await animationsDone(page)
  await screenshot(page, 'console-catalogue-game-edit')
  await save(page, drawer, 'console-catalogue-game-edit')
  await row.getByText('¥29.90').waitFor()

  const phone = await newPhonePage(browser)
  await phone.goto(`/#/pages/goods/gameDetail?id=${spuId}`)
  const head = phone.getByTestId('game-detail').locator('section').first()
  await head.getByTestId('price').waitFor()
  assert.equal(await head.getByTestId('price').textContent(), '¥29.90')
  await screenshot(phone, 'console-catalogue-price-in-shop')
  assert.deepEqual(page.errors, [])
  assert.deepEqual(phone.errors, [])
})
