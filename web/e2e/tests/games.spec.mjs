// My Games as a member without purchases sees it (owning a game needs a paid order; once
// payment exists, a spec can buy a game here and open it): the entry in the user centre, the
// login guard, the empty state and its way to the store, and the error state with retry.

import assert from 'node:assert/strict'
import { gamesInStock } from '../shop.mjs'
import { after, api, before, launch, loginByApi, newPhonePage, screenshot, shownAtRest, test, waitForRoute } from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** A phone page already logged in as a new member (tokens stored as the app stores them). */
async function memberPage(tokens) {
  tokens ??= await loginByApi()
  const page = await newPhonePage(browser, { language: 'en' })
  await page.addInitScript((pair) => {
    if (!localStorage.getItem('user')) {
      const state = { token: pair.accessToken, refreshToken: pair.refreshToken, expiresTime: pair.expiresTime }
      localStorage.setItem('user', JSON.stringify({ state, version: 0 }))
    }
  }, tokens)
  return page
}

test('a visitor opening My Games is sent to login', async () => {
  const page = await newPhonePage(browser, { language: 'en' })
  await page.goto('/#/pages/user/myGame')
  await waitForRoute(page, /#\/pages\/user\/login/)
  assert.deepEqual(page.errors, [])
})

test('a member reaches My Games from the user centre; with no games it leads to the store', async () => {
  const page = await memberPage()
  await page.goto('/#/pages/index/user')
  await page.getByText('My Games', { exact: true }).click()
  await waitForRoute(page, /#\/pages\/user\/myGame/)
  await page.getByText('You have no games yet').waitFor()
  await screenshot(page, 'my-games-empty')
  await page.getByRole('button', { name: 'Go to the store' }).click()
  await waitForRoute(page, /#\/pages\/index\/index/)
  assert.deepEqual(page.errors, [])
})

test('a failed load says so and retries', async () => {
  const page = await memberPage()
  let fail = true
  await page.route('**/app-api/game/user/page**', (route) =>
    fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
  )
  await page.goto('/#/pages/user/myGame')
  await page.getByRole('alert').waitFor()
  await screenshot(page, 'my-games-error')
  fail = false
  await page.getByRole('button', { name: 'Retry' }).click()
  await page.getByText('You have no games yet').waitFor()
  // The failed page load is logged by the browser as a console error; nothing else may be.
  assert.deepEqual(
    page.errors.filter((line) => !line.includes('503')),
    [],
  )
})

/**
 * Steam's store as this page's requests find it: unreachable (they fail as with no connection)
 * until `reachable` is set, then answering. Through the browser's Fetch domain: in this Chromium,
 * Playwright's page.route does not see a page's cross-origin fetches to a host that does not
 * resolve (its navigations it does).
 */
async function steamStore(page) {
  const steam = { reachable: false }
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://store.steampowered.com/*' }] })
  cdp.on('Fetch.requestPaused', ({ requestId }) =>
    steam.reachable
      ? cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 200, body: '' })
      : cdp.send('Fetch.failRequest', { requestId, errorReason: 'InternetDisconnected' }),
  )
  return steam
}

test("Open with Steam unreachable keeps the member in My Games and says so; reachable, the store opens in a new tab", async () => {
  const tokens = await loginByApi()
  const [game] = await gamesInStock(tokens.accessToken, 1)
  const created = await api('/trade/order/create', {
    method: 'POST',
    token: tokens.accessToken,
    body: { items: [{ skuId: game.sku.id, count: 1 }], pointStatus: false, remark: '' },
  })
  assert.equal(created.code, 0, created.msg)
  const paid = await api('/pay/order/submit', { method: 'POST', token: tokens.accessToken, body: { id: created.data.payOrderId, channelCode: 'mock' } })
  assert.equal(paid.code, 0, paid.msg)
  const page = await memberPage(tokens)
  await page.addInitScript(() => {
    const sys = { language: 'en', theme: 'orange-red', mode: 'light', modeAuto: false, fontSize: 14, priceUnit: 'CNY' }
    localStorage.setItem('sys', JSON.stringify({ state: sys, version: 0 }))
  })
  await page.goto('/#/pages/user/myGame')
  const steam = await steamStore(page)
  const row = page.getByTestId('owned-game') // the member's only game
  await row.getByTestId('open-game').click()

  const dialog = page.locator('.adm-dialog')
  await dialog.getByText("Steam can't be reached", { exact: true }).waitFor()
  await dialog.getByText(/^Steam can't be reached from this network right now, so you stay here\./).waitFor()
  await shownAtRest(page, '.adm-dialog-body')
  await screenshot(page, 'my-games-steam-unreachable-en')
  await waitForRoute(page, /#\/pages\/user\/myGame$/)

  // Steam answers again: Try again opens its store page in a new tab; the app stays where it was.
  steam.reachable = true
  await page.context().route('https://store.steampowered.com/app/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Steam store stand-in</title>' }),
  )
  const [store] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', { name: 'Try again' }).click()])
  await store.waitForLoadState()
  assert.match(store.url(), /^https:\/\/store\.steampowered\.com\/app\/\d+\/?$/)
  assert.equal(await store.evaluate(() => globalThis.opener), null)
  await waitForRoute(page, /#\/pages\/user\/myGame$/)
  await row.waitFor()
  assert.deepEqual(page.errors.filter((line) => !line.includes('ERR_INTERNET_DISCONNECTED')), [])
})
