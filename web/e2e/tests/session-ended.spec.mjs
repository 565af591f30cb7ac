// A session that ended elsewhere (logged out on the server: neither token works any more) while the
// app still holds it (issue 37, item 8): a public page stays where it is and the member is told, in
// their language, that they were signed out; only a member-only page asks them to log in (and
// brings them back after). Runs on the demo catalogue.

import assert from 'node:assert/strict'
import { gamesInStock } from '../shop.mjs'
import { after, api, before, launch, loginByApi, memberPage, screenshot, test, tokenOf, waitForRoute } from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** A member's tokens whose session the server has ended: the app still holds them. */
async function endedSession() {
  const tokens = await loginByApi()
  const [game] = await gamesInStock(tokens.accessToken, 1)
  const out = await api('/member/auth/logout', { method: 'POST', token: tokens.accessToken, body: {} })
  assert.equal(out.code, 0, out.msg)
  assert.equal((await api('/member/user/get', { token: tokens.accessToken })).code, 401)
  return { tokens, game }
}

test('on a public page (en): it stays, says the member was signed out; a member-only page asks to log in', async () => {
  const { tokens, game } = await endedSession()
  const { page } = await memberPage(browser, { language: 'en', mode: 'light', tokens })
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await page.getByText('You have been signed out. Please log in again.').waitFor()
  await page.getByTestId('game-detail').waitFor()
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('user') ?? '{}').state?.token === '')
  assert.match(page.url(), new RegExp(`#/pages/goods/gameDetail\\?id=${game.id}$`))
  assert.equal(await page.getByText('Failed to refresh the token').count(), 0)
  await screenshot(page, 'session-ended-public-en-light')

  // My Orders (member-only) asks to log in.
  await page.goto('/#/pages/order/list')
  await waitForRoute(page, /#\/pages\/user\/login/)
  assert.equal(await tokenOf(page), '')
  assert.deepEqual(page.errors, [])
})

test('on a member-only page (zh-Hans): told in Chinese, then asked to log in', async () => {
  const { tokens } = await endedSession()
  const { page } = await memberPage(browser, { language: 'zh-Hans', mode: 'dark', tokens })
  await page.goto('/#/pages/order/list')
  await page.getByText('登录已过期，您已退出登录').waitFor()
  await waitForRoute(page, /#\/pages\/user\/login/)
  await screenshot(page, 'session-ended-member-only-zh-dark')

  // Home (public) with the ended session: it stays on home, in Chinese.
  const other = await endedSession()
  const { page: home } = await memberPage(browser, { language: 'zh-Hans', mode: 'dark', tokens: other.tokens })
  await home.goto('/#/pages/index/user')
  await home.getByText('登录已过期，您已退出登录').waitFor()
  await home.waitForFunction(() => JSON.parse(localStorage.getItem('user') ?? '{}').state?.token === '')
  assert.match(home.url(), /#\/pages\/index\/user$/)
  await screenshot(home, 'session-ended-user-centre-zh-dark')
  assert.deepEqual(page.errors, [])
  assert.deepEqual(home.errors, [])
})
