// Binding a Steam account (issue 18): My information's "Bind Steam" goes to Steam's sign-in page
// (the stand-in, which checks the checkid_setup request), Steam sends the member back through the
// server to index/steam, which binds; My information shows the persona; unbinding asks first and
// shows 解绑成功. A Steam id put in index/steam's address by hand binds nothing.

import assert from 'node:assert/strict'
import {
  after,
  api,
  baseUrl,
  before,
  launch,
  memberPage,
  screenshot,
  shownAtRest,
  test,
  toastsGone,
  waitForRoute,
} from '../support.mjs'

const STEAM_ID = '76561197960287930'
const PERSONA = 'Rabscuttle'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

test('zh-Hans: bind Steam from My information, see the persona, unbind it', async () => {
  const { page, tokens } = await memberPage(browser, { language: 'zh-Hans', mode: 'light' })
  await page.goto('/#/pages/user/info')
  const row = page.getByTestId('steam-account')
  await row.getByText('绑定 Steam').waitFor()
  assert.equal(await row.getAttribute('data-bound'), 'false')

  await row.click()
  await page.getByRole('heading', { name: 'Sign in through Steam' }).waitFor()
  const steamPage = new URL(page.url())
  assert.equal(steamPage.searchParams.get('openid.mode'), 'checkid_setup')
  assert.match(steamPage.searchParams.get('openid.return_to') ?? '', /\/app-api\/member\/social-user\/steam-callback\?token=/)
  await page.getByRole('button', { name: 'Sign In' }).click()

  // Back through the server's callback to index/steam, which binds and goes on to My information.
  await page.getByText('绑定成功').waitFor()
  await waitForRoute(page, /pages\/user\/info/)
  await row.getByText(PERSONA).waitFor()
  assert.equal(await row.getAttribute('data-bound'), 'true')
  await toastsGone(page)
  await screenshot(page, 'steam-bound-zh-Hans')
  const info = await api('/member/user/get', { token: tokens.accessToken })
  assert.equal(info.data.steam.steamId, STEAM_ID)

  // Back from My information does not land on index/steam again (it replaced itself).
  assert.doesNotMatch(await page.evaluate(() => globalThis.location.hash), /index\/steam/)

  await row.click()
  const dialog = page.locator('.adm-dialog')
  await dialog.getByText('解绑 Steam 账号？').waitFor()
  await shownAtRest(page, '.adm-dialog-body')
  await screenshot(page, 'steam-unbind-confirm-zh-Hans')
  await dialog.getByRole('button', { name: '解绑' }).click()
  await page.getByText('解绑成功').waitFor()
  await row.getByText('绑定 Steam').waitFor()
  const after = await api('/member/user/get', { token: tokens.accessToken })
  assert.equal(after.data.steam, null)
})

test('en: My games asks to bind Steam and goes to Steam sign-in', async () => {
  const { page } = await memberPage(browser, { language: 'en', mode: 'dark' })
  await page.goto('/#/pages/user/myGame')
  const prompt = page.getByTestId('steam-bind-prompt')
  await prompt.getByText('Bind your Steam account').waitFor()
  await screenshot(page, 'steam-my-games-prompt-en')
  await prompt.getByRole('button', { name: 'Bind Steam' }).click()
  await page.getByRole('heading', { name: 'Sign in through Steam' }).waitFor()
})

test('en: a Steam id typed into index/steam binds nothing; a refused sign-in offers to try again', async () => {
  const { page, tokens } = await memberPage(browser, { language: 'en', mode: 'light' })
  const me = await api('/member/user/get', { token: tokens.accessToken })
  await page.goto(`/#/pages/index/steam?userId=${me.data.id}&type=steam&steamId=76561198000000001`)
  const failed = page.getByTestId('steam-bind-failed')
  await failed.getByText('Sign in with Steam first').waitFor()
  await screenshot(page, 'steam-bind-refused-en')
  assert.equal((await api('/member/user/get', { token: tokens.accessToken })).data.steam, null)

  await page.goto(`/#/pages/index/steam?userId=${me.data.id}&type=steam&errCode=1004020001`)
  await page.reload()
  await failed.getByText('Steam sign-in could not be verified').waitFor()
  await failed.getByRole('button', { name: 'Back to my information' }).click()
  await waitForRoute(page, /pages\/user\/info/)
})

/** Steam's site (the sign-in stand-in here) unreachable from this browser until `reachable()`: every request to it fails. */
async function steamUnreachable(page) {
  const app = new URL(baseUrl).origin
  const toSteam = (url) => url.origin !== app
  const fail = (route) => route.abort('internetdisconnected')
  await page.context().route(toSteam, fail)
  return () => page.context().unroute(toSteam, fail)
}

test('zh-Hans: Steam unreachable keeps the member in the app and says so; once reachable, Try again goes to Steam', async () => {
  const { page } = await memberPage(browser, { language: 'zh-Hans', mode: 'dark' })
  await page.goto('/#/pages/user/info')
  const reachable = await steamUnreachable(page)
  const row = page.getByTestId('steam-account')
  await row.getByText('绑定 Steam').click()

  const dialog = page.locator('.adm-dialog')
  await dialog.getByText('无法访问 Steam', { exact: true }).waitFor()
  await dialog.getByText('当前网络无法访问 Steam，你仍留在本页。请稍后重试，或复制链接，在可以访问 Steam 的网络中打开。').waitFor()
  await shownAtRest(page, '.adm-dialog-body')
  await screenshot(page, 'steam-unreachable-zh-Hans')
  assert.match(page.url(), /#\/pages\/user\/info$/, 'still in the app')

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
  await dialog.getByRole('button', { name: '复制链接' }).click()
  await page.getByText('链接已复制').waitFor()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  assert.equal(new URL(copied).searchParams.get('openid.mode'), 'checkid_setup')

  await row.getByText('绑定 Steam').click()
  await dialog.getByRole('button', { name: '重试' }).waitFor()
  await reachable()
  await dialog.getByRole('button', { name: '重试' }).click()
  await page.getByRole('heading', { name: 'Sign in through Steam' }).waitFor()
  assert.deepEqual(page.errors.filter((line) => !line.includes('ERR_INTERNET_DISCONNECTED')), [])
})
