// Issue 37 item 13, the smaller rough edges: a guest's Check in asks to log in like the other member
// actions; the order tabs are all readable at 375 px, or scroll with a visible fade; the SMS code's
// placeholder stays whole while the resend countdown runs; My referrals shares the member's link;
// the rewards an order gives when it becomes final are told; a hard reload offline shows the app.

import assert from 'node:assert/strict'
import {
  after,
  baseUrl,
  before,
  launch,
  memberPage,
  newMobile,
  newPhonePage,
  screenshot,
  smsCode,
  test,
  waitForRoute,
} from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en', 'ja']

/** A visitor's phone page with the app's stored settings (language, theme mode) in place before it loads. */
async function guestPage(language, mode) {
  const page = await newPhonePage(browser, { language: language === 'en' ? 'en' : 'zh-CN' })
  const sys = { language, theme: 'orange-red', mode, modeAuto: false, fontSize: 14, priceUnit: 'CNY' }
  await page.addInitScript((state) => localStorage.setItem('sys', JSON.stringify({ state, version: 0 })), sys)
  return page
}

/** How wide an input's placeholder is drawn, and the room its box gives it (CSS px). */
function placeholderRoom(input) {
  return input.evaluate((element) => {
    const style = element.ownerDocument.defaultView.getComputedStyle(element)
    const context = element.ownerDocument.createElement('canvas').getContext('2d')
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const text = context.measureText(element.placeholder).width
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return { placeholder: element.placeholder, text, room }
  })
}

for (const [language, texts] of [
  ['zh-CN', { checkIn: '签到', title: '请先登录', why: '登录后即可签到，领取今日奖励。', go: '去登录', notNow: '暂不' }],
  ['en', { checkIn: 'Check in', title: 'Please log in first', why: "Log in to check in and collect today's reward.", go: 'Log in', notNow: 'Not now' }],
]) {
  test(`${language}: a guest tapping Check in on Home is asked to log in, and lands on check-in after`, async () => {
    const page = await newPhonePage(browser, { language })
    await page.goto('/')
    await page.getByTestId('home-check-in').click()
    const dialog = page.locator('.adm-dialog')
    await dialog.getByText(texts.title).waitFor()
    await dialog.getByText(texts.why).waitFor()
    await screenshot(page, `rough-check-in-guest-${language}`)
    await dialog.getByRole('button', { name: texts.notNow }).click()
    await dialog.waitFor({ state: 'detached' })
    assert.match(page.url(), /#\/?$|pages\/index\/index/, 'Not now stays on Home')

    await page.getByTestId('home-check-in').click()
    await page.locator('.adm-dialog').getByRole('button', { name: texts.go }).click()
    await waitForRoute(page, /pages\/user\/login/)
    if (language === 'zh-CN') {
      await page.getByPlaceholder('请输入手机号').fill(newMobile())
      await page.getByRole('button', { name: '获取验证码' }).click()
      await page.getByText(/秒后重发/).waitFor()
      await page.getByPlaceholder('6 位验证码').fill(smsCode)
      await page.getByTestId('agree-box').click()
      await page.getByRole('button', { name: '登录', exact: true }).click()
      await waitForRoute(page, /pages\/user\/sign-in/)
    }
    assert.deepEqual(page.errors, [])
  })
}

for (const [language, mode, texts] of [
  ['zh-Hans', 'dark', { invite: '邀请好友', link: '复制链接', copied: '复制成功!' }],
  ['en', 'light', { invite: 'Invite friends', link: 'Copy link', copied: 'Copied!' }],
]) {
  test(`${language}: My referrals shares the member's own link (the store with their tracking string)`, async () => {
    const { page, tokens } = await memberPage(browser, { language, mode })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
    await page.goto('/#/pages/user/referral')
    await page.getByTestId('referral-summary').waitFor()
    await page.getByRole('button', { name: texts.invite }).click()
    const sheet = page.getByTestId('share-sheet')
    await sheet.waitFor()
    await screenshot(page, `rough-referral-share-${language}-${mode}`)
    await sheet.getByRole('button', { name: texts.link }).click()
    await page.getByText(texts.copied).waitFor()
    // Sharer: the member; page: home (1), id 0; platform H5 (1); method link (3).
    const link = await page.evaluate(() => navigator.clipboard.readText())
    assert.equal(link, `${baseUrl}/#/pages/index/index?spm=${tokens.userId}.1.0.1.3`)
    assert.deepEqual(page.errors, [])
  })
}

test('the order tabs are all readable at 375 px in the four languages, and the row does not scroll', async () => {
  for (const language of LANGUAGES) {
    const mode = language === 'en' ? 'light' : 'dark'
    const { page } = await memberPage(browser, { language, mode })
    await page.goto('/#/pages/order/list')
    await page.getByTestId('order-tab-closed').waitFor()
    const tabs = await page.locator('.adm-tabs-tab').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect()
        return { text: element.textContent, left: box.left, right: box.right }
      }),
    )
    assert.equal(tabs.length, 5)
    for (const tab of tabs) {
      assert.ok(tab.left >= 0 && tab.right <= 375, `${language}: "${tab.text}" spans ${tab.left}..${tab.right} of 375 px`)
    }
    const list = await page.locator('.adm-tabs-tab-list').evaluate((element) => element.scrollWidth - element.clientWidth)
    assert.ok(list <= 1, `${language}: the tab row scrolls by ${list} px`)
    if (language === 'zh-Hans' || language === 'en') await screenshot(page, `rough-order-tabs-${language}-${mode}`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  }
})

test('the SMS code placeholder stays whole while the resend countdown runs, in the four languages', async () => {
  for (const language of LANGUAGES) {
    const mode = language === 'en' ? 'light' : 'dark'
    const page = await guestPage(language, mode)
    await page.goto('/#/pages/user/login')
    const inputs = page.locator('.adm-form input')
    await inputs.nth(1).waitFor()
    const code = inputs.nth(1)
    const before = await placeholderRoom(code)
    assert.ok(before.text <= before.room, `${language}: "${before.placeholder}" needs ${before.text} px, has ${before.room}`)
    await inputs.nth(0).fill(newMobile())
    const send = page.locator('.adm-form-item-extra button')
    await send.click()
    await page.locator('.adm-form-item-extra button[disabled]').waitFor()
    const during = await placeholderRoom(code)
    assert.ok(during.text <= during.room, `${language} (counting down): "${during.placeholder}" needs ${during.text} px, has ${during.room}`)
    if (language === 'zh-Hans' || language === 'en') await screenshot(page, `rough-sms-countdown-${language}-${mode}`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  }
})
