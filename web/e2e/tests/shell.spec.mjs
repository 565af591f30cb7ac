// The app shell as a person uses it on a phone: login guard, login by SMS code, profile,
// language, theme and logout, against the real server.

import assert from 'node:assert/strict'
import { after, api, before, expect, launch, newMobile, newPhonePage, screenshot, smsCode, test } from '../support.mjs'

let browser
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

async function loginBySms(page, mobile) {
  await page.getByPlaceholder('请输入手机号').fill(mobile)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByText(/秒后重发/).waitFor()
  await page.getByPlaceholder('6 位验证码').fill(smsCode)
  await page.getByText('我已阅读并同意').click()
  await page.getByRole('button', { name: '登录', exact: true }).click()
}

function storedToken(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').state?.token ?? '')
}

test('a guarded page sends a visitor to login and returns there after an SMS login', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/#/pages/user/point')
  await page.waitForURL(/#\/pages\/user\/login/)
  await page.getByText('欢迎来到 GameStore').waitFor()
  await screenshot(page, 'login')

  // Unticked, Log in asks in a dialog that can tick the box and go on.
  await page.getByPlaceholder('请输入手机号').fill(newMobile())
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByText(/秒后重发/).waitFor()
  await page.getByPlaceholder('6 位验证码').fill(smsCode)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await page.getByTestId('agree-dialog').getByText(/请先同意用户协议/).waitFor()
  await screenshot(page, 'login-agree-dialog')
  await page.getByRole('button', { name: '同意并继续' }).click()
  await page.waitForURL(/#\/pages\/user\/point/)
  await page.getByText('暂无积分记录').waitFor()
  // The balance comes with the member's info, which may arrive after the records.
  await expect(page.getByTestId('point-balance')).toHaveText('0')
  await screenshot(page, 'points')
  assert.deepEqual(page.errors, [])
})

test('the user centre shows the member, and the profile can be edited', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/#/pages/index/user')
  await page.getByText('点击登录').click()
  await page.waitForURL(/#\/pages\/user\/login/)
  await loginBySms(page, newMobile())
  await page.waitForURL(/#\/pages\/index\/user/)
  await page.getByText(/Lv\.1 青铜/).waitFor()
  await screenshot(page, 'user-centre')

  await page.getByText('我的信息').click()
  await page.waitForURL(/#\/pages\/user\/info/)
  await page.getByText('基本资料').waitFor()
  await screenshot(page, 'user-info')
  await page.getByText('用户名', { exact: true }).click()
  const nickname = page.getByRole('textbox').last()
  await nickname.fill('夜猫子玩家')
  await page.getByRole('button', { name: '保存' }).click()
  await page.getByText('夜猫子玩家').first().waitFor()
  await page.getByText('性别').click()
  await page.getByText('女', { exact: true }).click()
  await page.locator('.adm-list-item', { hasText: '性别' }).getByText('女').waitFor()

  await page.getByText('头像', { exact: true }).click()
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG })
  await page.getByText('已保存').waitFor()
  await page.locator('.adm-list-item', { hasText: '头像' }).locator('img').waitFor()
  await screenshot(page, 'user-info-edited')

  await page.goBack()
  await page.waitForURL(/#\/pages\/index\/user/)
  await page.getByText('夜猫子玩家').waitFor()
  const avatar = await page.locator('header img').getAttribute('src')
  assert.match(avatar ?? '', /\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/)
  assert.deepEqual(page.errors, [])
})

test('switching the language changes the text and survives a reload', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/#/pages/public/setting')
  await page.getByText('语言设置').click()
  await page.waitForURL(/#\/pages\/public\/language/)
  await page.getByText('English').click()
  await page.locator('.adm-nav-bar-title', { hasText: 'Language Settings' }).waitFor()
  await page.reload()
  await page.locator('.adm-nav-bar-title', { hasText: 'Language Settings' }).waitFor()
  await screenshot(page, 'language-en')
  await page.getByText('日本語').click()
  await page.locator('.adm-nav-bar-title', { hasText: '言語設定' }).waitFor()
  await screenshot(page, 'language-ja')
  assert.deepEqual(page.errors, [])
})

test('switching the theme applies it at once and after a reload', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/#/pages/public/setting')
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark')
  await screenshot(page, 'settings-dark')
  const background = () => page.evaluate(() => globalThis.getComputedStyle(globalThis.document.body).backgroundColor)
  assert.equal(await background(), 'rgb(20, 20, 20)')
  await page.getByText('浅色').click()
  await page.waitForFunction(() => globalThis.document.documentElement.dataset.theme === 'light')
  assert.equal(await background(), 'rgb(244, 244, 246)')
  await page.reload()
  await page.getByText('浅色').waitFor()
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light')
  assert.equal(await background(), 'rgb(244, 244, 246)')
  await screenshot(page, 'settings-light')
  await page.getByText('深色').click()
  await page.waitForFunction(() => globalThis.document.documentElement.dataset.theme === 'dark')
  assert.deepEqual(page.errors, [])
})

test('logging out ends the session on the server and in the app', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/#/pages/user/login')
  await loginBySms(page, newMobile())
  await page.waitForURL(/#\/pages\/index\/index/)
  const token = await storedToken(page)
  assert.equal((await api('/member/user/get', { token })).code, 0)

  await page.goto('/#/pages/public/setting')
  await page.getByRole('button', { name: '退出登录' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click()
  await page.waitForURL(/#\/pages\/index\/index/)
  assert.equal(await storedToken(page), '')
  assert.equal((await api('/member/user/get', { token })).code, 401)
  await page.goto('/#/pages/index/user')
  await page.getByText('点击登录').waitFor()
  assert.deepEqual(page.errors, [])
})

test('unknown pages and the error page', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/#/pages/nothing/here')
  await page.waitForURL(/#\/pages\/public\/error\?errCode=404/)
  await page.getByText('页面不存在', { exact: true }).waitFor()
  await screenshot(page, 'error')
  await page.getByRole('button', { name: '返回首页' }).click()
  await page.waitForURL(/#\/pages\/index\/index/)
  await screenshot(page, 'home')
})

test('the rich text and web view pages', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/#/pages/public/richtext?doc=user-agreement')
  await page.locator('article h1').waitFor()
  await screenshot(page, 'richtext')
  await page.goto('/#/pages/public/webview?url=javascript:alert(1)')
  await page.getByText('链接无效').waitFor()
  assert.deepEqual(page.errors, [])
})

test('a shared link remembers the sharer for a visitor, and the dictionary is loaded', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/#/pages/index/index?spm=42.1.0.1.3')
  await page.waitForFunction(() => JSON.parse(globalThis.localStorage.getItem('app') ?? '{}').state?.shareLog)
  const stored = await page.evaluate(() => JSON.parse(globalThis.localStorage.getItem('app')).state)
  assert.equal(stored.shareLog.sharerId, 42)
  assert.equal(stored.shareId, 42)
  await page.waitForFunction(() => JSON.parse(globalThis.localStorage.getItem('dict') ?? '{}').state?.byLanguage?.['zh-Hans'])
  const labels = await page.evaluate(
    () => JSON.parse(globalThis.localStorage.getItem('dict')).state.byLanguage['zh-Hans'].trade_order_status,
  )
  assert.equal(labels.length, 5)
  assert.deepEqual(page.errors, [])
})
