// The console's operations (issue 19): an admin turns on two-step verification from the operator
// menu (the code computed here from the secret shown, as an authenticator app would), logs out and
// logs in with a code; a catalogue operator uploads a banner picture and the shop's home page shows
// it; the content team's list of activity reminders opens; an admin opens the outbox's deliveries and
// filters them by state.

import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import {
  after,
  animationsDone,
  before,
  consoleLogin,
  createOperator,
  launch,
  newDesktopPage,
  newPhonePage,
  OPERATOR_PASSWORD,
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

/** RFC 6238 (SHA-1, 30 s, 6 digits) from a base32 secret (RFC 4648 alphabet). */
function totp(secret, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)))
  const digest = createHmac('sha1', key).update(counter).digest()
  const offset = digest[digest.length - 1] & 0xf
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(code).padStart(6, '0')
}

test('the totp helper matches RFC 6238', () => {
  // RFC 6238 appendix B, SHA-1 at T = 59 s: 94287082 (its last six digits).
  assert.equal(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000), '287082')
})

test('an admin turns on two-step verification and logs in with a code', async () => {
  const username = createOperator('admin')
  const page = await newDesktopPage(browser)
  await consoleLogin(page, username)
  await page.getByTestId('operator-menu').click()
  await page.getByRole('menuitem', { name: '两步验证' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('totp-qr').waitFor()
  const secret = (await dialog.getByTestId('totp-secret').innerText()).trim()
  assert.match(secret, /^[A-Z2-7]{16,}$/)
  await animationsDone(page)
  await screenshot(page, 'ops-totp-enrol')
  await dialog.getByLabel('验证码').fill(totp(secret))
  await dialog.getByRole('button', { name: spaced('确认开启') }).click()
  await page.getByText('两步验证已开启，下次登录时需要验证码').waitFor()
  await dialog.waitFor({ state: 'hidden' })

  await page.getByRole('button', { name: spaced('退出登录') }).click()
  await page.getByLabel(/用户名/).fill(username)
  await page.getByLabel(/^密码$/).fill(OPERATOR_PASSWORD)
  await page.getByRole('button', { name: spaced('登录') }).click()
  await page.getByText('请输入身份验证器中的验证码').waitFor()
  await page.getByLabel('动态验证码').fill(totp(secret))
  await page.getByRole('button', { name: spaced('登录') }).click()
  await page.getByTestId('operator-name').getByText(username).waitFor()

  // The operators list shows it on, with the admin's own reset withheld.
  await page.goto('/admin#/operators')
  const row = page.locator('tr').filter({ hasText: username })
  await row.getByText('是').nth(1).waitFor()
  assert.equal(await row.getByText('关闭两步验证').count(), 0)
  await screenshot(page, 'ops-operators')
  assert.deepEqual(page.errors, [])
})

test('a catalogue operator uploads a banner picture and the shop shows it', async () => {
  const username = createOperator('catalogue')
  const page = await newDesktopPage(browser)
  await consoleLogin(page, username)
  await page.goto('/admin#/banners')
  await page.getByRole('button', { name: spaced('新建横幅') }).click()
  const dialog = page.getByRole('dialog')
  for (const language of LANGUAGES) await dialog.getByLabel(`标题 (${language})`).fill(`运营横幅（${language}）`)
  const upload = page.waitForResponse((response) => response.url().includes('/admin-api/system/file/upload'))
  await dialog.locator('input[type=file]').setInputFiles(pictureFile('pattern-blue-240.png', 'banner.png'))
  const answer = await (await upload).json()
  assert.equal(answer.code, 0, answer.msg)
  const url = answer.data
  assert.match(url, /^\/uploads\/.+\.png$/)
  await dialog.getByTestId('picture-thumbnail').locator('img').waitFor()
  assert.equal(await dialog.getByLabel('图片', { exact: true }).inputValue(), url)
  await dialog.getByLabel('跳转').fill('/pages/index/index')
  await dialog.getByLabel('排序（小的在前）').fill('-100')
  await animationsDone(page)
  await screenshot(page, 'ops-banner-picture')
  await dialog.getByRole('button', { name: spaced('保存') }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.locator(`img[src="${url}"]`).first().waitFor()
  await screenshot(page, 'ops-banners')
  assert.deepEqual(page.errors, [])

  const shop = await newPhonePage(browser)
  await shop.goto('/')
  await shop.locator(`img[src^="${url}"]`).first().waitFor()
  await screenshot(shop, 'ops-shop-banner')
  assert.deepEqual(shop.errors, [])

  // Hidden again, so the other specs find the demo store's banners first.
  const hide = page.waitForResponse((response) => response.url().includes('/admin-api/promotion/banner/enable'))
  await page.getByRole('switch', { name: '显示 运营横幅（简体中文）' }).click()
  assert.equal((await (await hide).json()).code, 0)
})

test('the content team opens the activity reminders', async () => {
  const username = createOperator('content')
  const page = await newDesktopPage(browser)
  await consoleLogin(page, username)
  await page.getByRole('menuitem', { name: '活动提醒' }).click()
  await page.getByRole('heading', { name: '活动提醒' }).waitFor()
  await page.locator('.ant-table').waitFor()
  await screenshot(page, 'ops-reminders')
  assert.deepEqual(page.errors, [])
})

test('an admin opens the deliveries and filters them by state', async () => {
  const username = createOperator('admin')
  const page = await newDesktopPage(browser)
  await consoleLogin(page, username)
  const failedFirst = page.waitForResponse((response) => response.url().includes('/admin-api/system/outbox/page?') && response.url().includes('status=failed'))
  await page.getByRole('menuitem', { name: '外发投递' }).click()
  await page.getByRole('heading', { name: '外发投递' }).waitFor()
  assert.equal((await (await failedFirst).json()).code, 0, 'the list opens on the failed deliveries')
  await page.locator('.ant-table').waitFor()
  const delivered = page.waitForResponse((response) => response.url().includes('/admin-api/system/outbox/page?') && response.url().includes('status=delivered'))
  await page.getByLabel('状态').click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '已送达' }).first().click()
  assert.equal((await (await delivered).json()).code, 0)
  await animationsDone(page)
  await screenshot(page, 'ops-outbox')
  assert.deepEqual(page.errors, [])
})
