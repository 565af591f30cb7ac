// The store inside WeChat's mini program (issue 18): the web-view cannot call wx.login, WeChat's
// phone-number button or the subscribe dialog, so the web app opens our mini program's own page
// (deploy/miniprogram, run here by its runtime stand-in) and gets the answer back in a reload of
// the web-view. Logging in with WeChat's number lands on the page that asked; a member changes the
// number to WeChat's; "Remind me" asks for the WeChat message and the reminder then has channel 3;
// a poster's mini-program code (its scene the share code) opens the shared game, and the WeChat
// login that follows makes the visitor the sharer's referred friend.

import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  after,
  api,
  before,
  consoleApiAs,
  createOperator,
  launch,
  loginByApi,
  newMobile,
  operator,
  screenshot,
  shownAtRest,
  test,
  toastsGone,
  tokenOf,
  waitForRoute,
} from '../support.mjs'
import { miniProgramPage } from '../miniProgram.mjs'
import { gamesInStock, importGame, importKeys, versionOf } from '../shop.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** A number as My information shows it. */
function masked(mobile) {
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`
}

function newWechatUser(mobile = newMobile()) {
  return { openid: `oMini${randomBytes(10).toString('hex')}`, mobile }
}

test("mini program: WeChat login with WeChat's number lands on the page that asked; its answer works once", async () => {
  const { page, host, wechatUser, loaded } = await miniProgramPage(browser, { wechatUser: newWechatUser() })
  await page.goto('/#/pages/user/point')
  await waitForRoute(page, /#\/pages\/user\/login/)
  const wechatLogin = page.getByTestId('wechat-login')
  await wechatLogin.getByText('微信登录').waitFor()
  await screenshot(page, 'login-mini-program-zh-Hans')

  // Cancelled on the mini program's page: back on the login page as it was, nobody logged in.
  await wechatLogin.click()
  await page.getByRole('button', { name: '同意并继续' }).click()
  const auth = await host.opened('pages/auth/index')
  assert.equal(auth.data.title, '微信登录')
  await host.runtime.tap('onCancel')
  assert.equal(host.top(), 'pages/index/index')
  assert.equal(await tokenOf(page), '')

  // Allowed: WeChat's number logs in and the member goes on to My points.
  await wechatLogin.click()
  await host.opened('pages/auth/index')
  await host.tapPhoneNumber()
  await loaded()
  await page.getByText('登录成功').waitFor()
  await waitForRoute(page, /#\/pages\/user\/point/)
  assert.doesNotMatch(page.url(), /mpLoginCode|mpPhoneCode|mpState/)
  const token = await tokenOf(page)
  const me = await api('/member/user/get', { token })
  assert.equal(me.data.mobile, wechatUser.mobile)
  const bound = await api('/member/social-user/get?type=34', { token })
  assert.ok(bound.data?.openid, 'the mini program account is bound')
  assert.deepEqual(page.errors, [])

  // The same answer again (a link with its codes, a reload): refused by this tab, nobody logged in.
  const handoff = host.runtime.webViewSrc()
  assert.match(handoff, /mpAction=login&mpState=[0-9a-f]{32}&mpLoginCode=.+&mpPhoneCode=/)
  await page.evaluate(() => localStorage.removeItem('user'))
  await page.goto(handoff)
  await page.getByText('该微信授权并非由此页面发起，请重试').waitFor()
  assert.equal(await tokenOf(page), '')
})

test("mini program: a member changes the number to WeChat's on My information", async () => {
  const mobile = newMobile()
  const tokens = await loginByApi(mobile)
  const wechatUser = newWechatUser()
  const { page, host, loaded } = await miniProgramPage(browser, { wechatUser, tokens, options: { path: '/pages/user/info' } })
  await waitForRoute(page, /#\/pages\/user\/info/)
  await page.getByText(masked(mobile)).waitFor()
  // Tapped as soon as it shows: the sheet stays open (it used to close when pull-down refresh's code
  // arrived after the page, mounting the page again).
  await page.getByText('手机号', { exact: true }).click()
  await shownAtRest(page, '.adm-popup-body')
  await page.getByTestId('wechat-mobile').click()
  const auth = await host.opened('pages/auth/index')
  assert.equal(auth.options.action, 'mobile')
  await host.tapPhoneNumber()
  await loaded()
  await page.getByText('手机号已更换').waitFor()
  await screenshot(page, 'change-mobile-mini-program')
  await waitForRoute(page, /#\/pages\/user\/info/)
  await page.getByText(masked(wechatUser.mobile)).waitFor()
  const me = await api('/member/user/get', { token: tokens.accessToken })
  assert.equal(me.data.mobile, wechatUser.mobile)
})

function importActivity(title) {
  const file = join(mkdtempSync(join(tmpdir(), 'mini-remind-')), 'content.json')
  const texts = { en: title, 'zh-Hans': title, 'zh-Hant': title, ja: title }
  const start = Date.now() + 5 * 3_600_000
  const body = '<p>Soon</p>'
  writeFileSync(
    file,
    JSON.stringify({
      articles: [
        {
          code: title,
          type: 'activity',
          titles: texts,
          summaries: texts,
          bodies: { en: body, 'zh-Hans': body, 'zh-Hant': body, ja: body },
          cover: '/uploads/demo/games/mossling/1.svg',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 3_600_000).toISOString(),
        },
      ],
    }),
  )
  operator('import-articles', file)
}

async function activityTitled(title) {
  const found = await api(`/promotion/article/page?pageSize=50&keyword=${encodeURIComponent(title)}`)
  assert.equal(found.data.list.length, 1)
  return found.data.list[0]
}

async function reminderChannels(token, activityId) {
  const reminders = await api('/promotion/activity-reminder/list', { token })
  return reminders.data.find((reminder) => reminder.activityId === activityId)?.channels
}

test('mini program: "Remind me" asks for the WeChat message; accepted it also comes there, refused only in the app', async () => {
  const stamp = Date.now()
  importActivity(`e2e-mini-accept-${stamp}`)
  importActivity(`e2e-mini-reject-${stamp}`)
  const accepted = await activityTitled(`e2e-mini-accept-${stamp}`)
  const refused = await activityTitled(`e2e-mini-reject-${stamp}`)
  const tokens = await loginByApi()
  const { page, host, wechatUser, loaded } = await miniProgramPage(browser, {
    wechatUser: newWechatUser(),
    tokens,
    options: { path: `/pages/goods/detail?id=${accepted.id}` },
  })
  await page.getByTestId('remind-me').click()
  const auth = await host.opened('pages/auth/index')
  assert.equal(auth.data.title, '活动提醒')
  await host.runtime.tap('onSubscribe')
  await loaded()
  await page.getByText(/^将于 .+ 提醒你$/).waitFor()
  await page.getByTestId('reminder-set').waitFor()
  await waitForRoute(page, new RegExp(`#/pages/goods/detail\\?id=${accepted.id}`))
  assert.deepEqual(await reminderChannels(tokens.accessToken, accepted.id), [1, 3])
  await toastsGone(page)

  wechatUser.subscribe = 'reject'
  await page.goto(`/#/pages/goods/detail?id=${refused.id}`)
  await page.getByTestId('remind-me').click()
  await host.opened('pages/auth/index')
  await host.runtime.tap('onSubscribe')
  await loaded()
  await page.getByText('用户拒绝订阅消息').waitFor()
  await page.getByTestId('reminder-set').waitFor()
  await screenshot(page, 'reminder-mini-program-refused')
  assert.deepEqual(await reminderChannels(tokens.accessToken, refused.id), [1])
  assert.deepEqual(page.errors, [])
})

test('mini program: "Remind me" on a star deal to come asks for the WeChat message and the reminder comes there too', async () => {
  const code = `e2e-mini-deal-${Date.now().toString(36)}`
  importGame({ code, name: `Deal ${code}`, about: 'A game on a star deal', price: 6800 })
  const { spuId, skuId } = await versionOf(`Deal ${code}`)
  importKeys(skuId, [`${code.toUpperCase()}-KEY`])
  const admin = await consoleApiAs(createOperator('catalogue'))
  const startTime = Date.now() + 3600_000
  const deal = await admin('/promotion/star-deal/create', {
    method: 'POST',
    body: { skuId, price: 990, quantity: 1, memberLimit: 1, startTime, endTime: startTime + 3600_000 },
  })
  assert.equal(deal.code, 0, deal.msg)
  try {
    const tokens = await loginByApi()
    const { page, host, loaded } = await miniProgramPage(browser, {
      wechatUser: newWechatUser(),
      tokens,
      options: { path: `/pages/goods/gameDetail?id=${spuId}` },
    })
    await page.getByTestId('star-deal').getByTestId('remind-me').click()
    await host.opened('pages/auth/index')
    await host.runtime.tap('onSubscribe')
    await loaded()
    await page.getByText(/^将于 .+ 提醒你$/).waitFor()
    await page.getByTestId('star-deal').getByTestId('reminder-set').waitFor()
    await waitForRoute(page, new RegExp(`#/pages/goods/gameDetail\\?id=${spuId}`))
    await toastsGone(page)
    await page.getByTestId('star-deal').scrollIntoViewIfNeeded()
    await screenshot(page, 'mini-program-star-deal-reminder-set')
    const reminders = await api('/promotion/star-deal-reminder/list', { token: tokens.accessToken })
    assert.deepEqual(reminders.data.find((reminder) => reminder.dealId === deal.data.id)?.channels, [1, 3])
    assert.deepEqual(page.errors, [])
  } finally {
    await admin('/promotion/star-deal/end', { method: 'POST', body: { id: deal.data.id } })
  }
})

test("mini program: a poster's code opens the shared game; logging in there makes the sharer's friend", async () => {
  const sharer = await loginByApi()
  const [game] = await gamesInStock(sharer.accessToken, 1)
  const share = await api(`/member/share/info?page=2&id=${game.id}&platform=3&method=2`, { token: sharer.accessToken })
  assert.equal(share.code, 0, share.msg)

  // Scanned: WeChat opens the mini program's index page with the code's scene.
  const { page, host, wechatUser, loaded } = await miniProgramPage(browser, {
    wechatUser: newWechatUser(),
    options: { scene: encodeURIComponent(share.data.code) },
  })
  await page.getByTestId('game-detail').waitFor()
  await waitForRoute(page, new RegExp(`#/pages/goods/gameDetail\\?id=${game.id}$`))
  assert.doesNotMatch(page.url(), /shareCode/)

  await page.getByTestId('buy-now').click()
  await page.locator('.adm-dialog').getByRole('button', { name: '去登录' }).click()
  await waitForRoute(page, /#\/pages\/user\/login/)
  await page.getByTestId('wechat-login').click()
  await page.getByRole('button', { name: '同意并继续' }).click()
  await host.opened('pages/auth/index')
  await host.tapPhoneNumber()
  await loaded()
  await page.getByText('登录成功').waitFor()
  const friend = await api('/member/user/get', { token: await tokenOf(page) })
  assert.equal(friend.data.mobile, wechatUser.mobile)
  const referrals = await api('/member/referral/page?pageNo=1&pageSize=10', { token: sharer.accessToken })
  assert.deepEqual(
    referrals.data.list.map((row) => row.id),
    [friend.data.id],
  )
  assert.deepEqual(page.errors, [])
})
