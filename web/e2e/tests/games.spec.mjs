// My Games as a member without purchases sees it (owning a game needs a paid order; once
// payment exists, a spec can buy a game here and open it): the entry in the user centre, the
// login guard, the empty state and its way to the store, and the error state with retry.

import assert from 'node:assert/strict'
import { after, before, launch, loginByApi, newPhonePage, screenshot, test, waitForRoute } from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** A phone page already logged in as a new member (tokens stored as the app stores them). */
async function memberPage() {
  const tokens = await loginByApi()
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
