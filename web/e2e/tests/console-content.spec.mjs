// The content console's forms (issue 19) on a desktop: a content operator creates a daily task and
// then raises its reward, and a member on a phone sees it on My tasks with the new reward; the
// operator writes a help question and the member finds it in the help centre. The item, collectible
// and help category forms are opened and photographed.

import assert from 'node:assert/strict'
import {
  after,
  animationsDone,
  before,
  consoleLogin,
  createOperator,
  launch,
  memberPage,
  newDesktopPage,
  newPhonePage,
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

async function photograph(page, name) {
  await animationsDone(page)
  await page.screenshot({ path: `/tmp/content-${name}.png`, fullPage: true })
}

test('a content operator creates a daily task and raises its reward; the member sees it on My tasks', async () => {
  const stamp = Date.now().toString(36)
  const code = `console-task-${stamp}`
  const title = `控制台任务 ${stamp}`
  const page = await newDesktopPage(browser)
  await consoleLogin(page, createOperator('content'))
  await page.getByRole('menu').getByText('任务', { exact: true }).click()
  await page.getByRole('button', { name: spaced('新建') }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: '新建任务' })
  await drawer.getByLabel('编码').fill(code)
  for (const language of LANGUAGES) await drawer.getByLabel(`任务名称 (${language})`).fill(title)
  await drawer.getByLabel('任务说明 (English)').fill('Made in the console')
  await drawer.getByLabel('奖励积分').fill('5')
  await photograph(page, 'task-form')
  await drawer.getByRole('button', { name: spaced('保存') }).click()
  const row = page.getByRole('row').filter({ hasText: code })
  await row.getByText('5 积分', { exact: false }).waitFor()

  await row.getByRole('button', { name: `编辑 ${code}` }).click()
  const edit = page.getByRole('dialog').filter({ hasText: `编辑任务 · ${code}` })
  await edit.getByLabel(`任务名称 (简体中文)`).waitFor()
  assert.equal(await edit.getByLabel('编码').isDisabled(), true, 'a saved task keeps its code')
  await edit.getByLabel('奖励积分').fill('12')
  await photograph(page, 'task-form-edit')
  await edit.getByRole('button', { name: spaced('保存') }).click()
  await row.getByText('12 积分', { exact: false }).waitFor()
  await page.screenshot({ path: '/tmp/content-tasks-page.png', fullPage: true })

  const { page: phone } = await memberPage(browser, { language: 'zh-Hans', mode: 'light' })
  await phone.goto('/#/pages/user/task')
  const task = phone.locator(`[data-testid="task"][data-code="${code}"]`)
  await task.getByText(title).waitFor()
  assert.match(await task.textContent(), /12/)
  await phone.screenshot({ path: '/tmp/content-task-on-phone.png', fullPage: true })
  assert.deepEqual(page.errors, [])
  assert.deepEqual(phone.errors, [])
})

test('the item and collectible forms open from the items page', async () => {
  const page = await newDesktopPage(browser)
  await consoleLogin(page, createOperator('content'))
  await page.getByRole('menu').getByText('道具与藏品').click()
  await page.getByRole('button', { name: '新建道具' }).click()
  const item = page.getByRole('dialog').filter({ hasText: '新建道具' })
  await item.getByLabel('名称 (English)').fill('Ten percent off')
  await photograph(page, 'item-form')
  await item.getByRole('button', { name: 'Close' }).or(item.locator('.ant-drawer-close')).first().click()
  await page.getByRole('tab', { name: '藏品' }).click()
  await page.getByRole('button', { name: '新建藏品' }).click()
  const collectible = page.getByRole('dialog').filter({ hasText: '新建藏品' })
  await collectible.getByLabel('发行总量').waitFor()
  await photograph(page, 'collectible-form')
  assert.deepEqual(page.errors, [])
})

test('a content operator writes a help question and the member finds it in the help centre', async () => {
  const stamp = Date.now().toString(36)
  const title = `控制台帮助 ${stamp}`
  const page = await newDesktopPage(browser)
  await consoleLogin(page, createOperator('content'))
  await page.getByRole('menu').getByText('帮助中心').click()
  await page.getByRole('button', { name: '新建分类' }).click()
  const category = page.getByRole('dialog').filter({ hasText: '新建分类' })
  await category.getByLabel('分类名称 (English)').waitFor()
  await photograph(page, 'help-category-form')
  await category.locator('.ant-drawer-close').click()

  await page.getByRole('button', { name: '新建问题' }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: '新建问题' })
  await drawer.getByLabel('编码').fill(`console-help-${stamp}`)
  for (const language of LANGUAGES) {
    await drawer.getByLabel(`问题 (${language})`).fill(title)
    await drawer.getByLabel(new RegExp(`^解答.* \\(${language}\\)$`)).fill(`<p>运营后台写的解答 ${stamp}</p>`)
  }
  await photograph(page, 'help-article-form')
  await drawer.getByRole('button', { name: spaced('保存') }).click()
  await page.getByRole('row').filter({ hasText: title }).getByText('已发布').waitFor()
  await page.screenshot({ path: '/tmp/content-help-page.png', fullPage: true })

  const phone = await newPhonePage(browser)
  await phone.goto('/#/pages/user/help')
  await phone.getByPlaceholder('搜索问题').fill(stamp)
  await phone.getByPlaceholder('搜索问题').press('Enter')
  const question = phone.getByTestId('help-question').filter({ hasText: title })
  await question.click()
  await phone.getByTestId('help-answer').getByText(`运营后台写的解答 ${stamp}`).waitFor()
  await phone.screenshot({ path: '/tmp/content-help-on-phone.png', fullPage: true })
  assert.deepEqual(page.errors, [])
  assert.deepEqual(phone.errors, [])
})
