// Issue 37 item 13, the smaller rough edges: a guest's Check in asks to log in like the other member
// actions; the order tabs are all readable at 375 px, or scroll with a visible fade; the SMS code's
// placeholder stays whole while the resend countdown runs; My referrals shares the member's link;
// the rewards an order gives when it becomes final are told; a hard reload offline shows the app.

import assert from 'node:assert/strict'
import { gamesInStock } from '../shop.mjs'
import {
  after,
  api,
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

for (const [language, mode, texts] of [
  ['zh-Hans', 'dark', { checkIn: '签到', title: '请先登录', why: '登录后即可签到，领取今日奖励。', go: '去登录', notNow: '暂不' }],
  ['en', 'light', { checkIn: 'Check in', title: 'Please log in first', why: "Log in to check in and collect today's reward.", go: 'Log in', notNow: 'Not now' }],
]) {
  test(`${language}: a guest tapping Check in on Home is asked to log in, and lands on check-in after`, async () => {
    const page = await guestPage(language, mode)
    await page.goto('/')
    await page.getByTestId('home-check-in').click()
    const dialog = page.locator('.adm-dialog')
    await dialog.getByText(texts.title).waitFor()
    await dialog.getByText(texts.why).waitFor()
    await screenshot(page, `rough-check-in-guest-${language}-${mode}`)
    await dialog.getByRole('button', { name: texts.notNow }).click()
    await dialog.waitFor({ state: 'detached' })
    assert.match(page.url(), /#\/?$|pages\/index\/index/, 'Not now stays on Home')

    await page.getByTestId('home-check-in').click()
    await page.locator('.adm-dialog').getByRole('button', { name: texts.go }).click()
    await waitForRoute(page, /pages\/user\/login/)
    if (language === 'zh-Hans') {
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
    const { page, tokens } = await memberPage(browser, { language, mode })
    // An order waiting for payment: its tab carries a count, the widest the row gets.
    const [game] = await gamesInStock(tokens.accessToken, 1)
    const created = await api('/trade/order/create', {
      method: 'POST',
      token: tokens.accessToken,
      body: { items: [{ skuId: game.sku.id, count: 1 }], pointStatus: false, remark: '' },
    })
    assert.equal(created.code, 0, created.msg)
    await page.goto('/#/pages/order/list')
    await page.getByTestId('order-tab-unpaid').getByText('1', { exact: true }).waitFor()
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
    const send = page.locator('.adm-form .adm-list-item-content-extra button')
    await send.click()
    await page.locator('.adm-form .adm-list-item-content-extra button[disabled]').waitFor()
    const during = await placeholderRoom(code)
    assert.ok(during.text <= during.room, `${language} (counting down): "${during.placeholder}" needs ${during.text} px, has ${during.room}`)
    if (language === 'zh-Hans' || language === 'en') await screenshot(page, `rough-sms-countdown-${language}-${mode}`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  }
})

/** Quantum Cats' version that carries a bonus item (the demo's), as gamesInStock answers a game. */
async function quantumCatsWithBonus() {
  const games = await api('/product/spu/page?pageNo=1&pageSize=100&keyword=Quantum')
  const cats = games.data.list.find((game) => game.name === 'Quantum Cats' || game.name === '量子猫')
  const detail = await api(`/product/spu/get-detail?id=${cats.id}&language=zh-Hans`)
  return { id: cats.id, sku: detail.data.skus.find((sku) => sku.bonusItems.length > 0) }
}

for (const [language, mode, texts] of [
  [
    'zh-Hans',
    'dark',
    { reveal: '确认查看', said: /^订单奖励已到账：\+(\d+) 积分，\+(\d+) 经验/, item: '量子猫：宇航员虎斑猫皮肤 ×1' },
  ],
  ['en', 'light', { reveal: 'Reveal', said: /^Your order's rewards have arrived: \+(\d+) points?, \+(\d+) experience/ }],
]) {
  test(`${language}: revealing the order's last key tells the member what the order gave`, async () => {
    const { page, tokens } = await memberPage(browser, { language, mode })
    // In Chinese a version carrying a bonus item: the message names it too.
    const game = texts.item ? await quantumCatsWithBonus() : (await gamesInStock(tokens.accessToken, 1))[0]
    await page.goto(`/#/pages/goods/gameDetail?id=${game.id}&skuId=${game.sku.id}`)
    await page.getByTestId('game-detail').waitFor()
    await page.getByTestId('buy-now').click()
    await page.getByTestId('confirm-order').waitFor()
    await page.getByTestId('submit-order').click()
    await waitForRoute(page, /#\/pages\/pay\/index\?id=\d+/)
    await page.getByTestId('pay-method-mock').click()
    await page.getByTestId('pay-submit').click()
    await waitForRoute(page, /#\/pages\/pay\/result\?.*payState=success/)
    await page.getByTestId('masked-code').first().waitFor()
    const before = (await api('/member/user/get', { token: tokens.accessToken })).data
    assert.ok(before.pendingPoint > 0 && before.pendingExperience > 0, 'the paid order has points and experience pending')

    await page.getByTestId('reveal-code').first().click()
    await page.locator('.adm-dialog').getByRole('button', { name: texts.reveal, exact: true }).click()
    await page.getByTestId('activation-code-value').first().waitFor()
    const toast = page.locator('.adm-toast-main').filter({ hasText: texts.said })
    await toast.waitFor()
    // The reveal's loading toast gone, the message alone at full strength (the toasts' animation runs in script).
    await page.waitForFunction(() => {
      const masks = [...globalThis.document.querySelectorAll('.adm-toast-mask')]
      return masks.length === 1 && globalThis.getComputedStyle(masks[0]).opacity === '1'
    })
    await screenshot(page, `rough-order-rewards-${language}-${mode}`)
    const said = await toast.textContent()
    const [, point, experience] = said.match(texts.said)
    const after = (await api('/member/user/get', { token: tokens.accessToken })).data
    assert.equal(Number(point), after.point - before.point)
    assert.equal(Number(experience), after.experience - before.experience)
    assert.equal(Number(point), before.pendingPoint)
    if (texts.item) assert.ok(said.includes(texts.item), `the bonus item is named: ${said}`)
    assert.deepEqual(page.errors, [])
  })
}

for (const [language, mode, checkIn] of [
  ['zh-Hans', 'dark', '签到'],
  ['en', 'light', 'Check in'],
]) {
  test(`${language}: a hard reload offline shows the app shell (the service worker), never API answers from its cache`, async () => {
    const { page } = await memberPage(browser, { language, mode })
    await page.goto('/')
    await page.getByTestId('home-check-in').waitFor()
    // The worker is registered after load and has cached the shell once it is active.
    await page.evaluate(() => globalThis.navigator.serviceWorker.ready.then(() => undefined))
    const release = await page.evaluate(() => globalThis.caches.keys())
    assert.equal(release.length, 1, `one cache: ${release}`)
    const kept = await page.evaluate(async (name) => {
      const cache = await globalThis.caches.open(name)
      return (await cache.keys()).map((request) => new URL(request.url).pathname)
    }, release[0])
    assert.ok(kept.includes('/'), `the shell is kept: ${kept}`)
    assert.ok(kept.some((path) => path.startsWith('/assets/')), 'the first screen\'s files are kept')
    assert.ok(kept.includes(`/locales/${language}.json`), 'the messages are kept')

    await page.context().setOffline(true)
    await page.reload()
    // The app itself, not the browser's "no internet" page: its home header, in the member's language.
    await page.getByTestId('home-check-in').getByText(checkIn).waitFor()
    await screenshot(page, `rough-offline-reload-${language}-${mode}`)
    await page.goto('/#/pages/user/referral')
    await waitForRoute(page, /pages\/user\/referral/)
    await page.context().setOffline(false)

    // Nothing the API answered, nor any other file than the app's own, is in the cache.
    const after = await page.evaluate(async (name) => {
      const cache = await globalThis.caches.open(name)
      return (await cache.keys()).map((request) => new URL(request.url).pathname)
    }, release[0])
    const foreign = after.filter((path) => !(path === '/' || path.startsWith('/assets/') || path.startsWith('/locales/') || path === '/favicon.svg'))
    assert.deepEqual(foreign, [])
  })
}
