// No dead ends on a bad network: a screen opened offline, a page file removed by a new release, a
// data screen without network, and the 404 page, as a person on a phone meets them.

import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, afterEach, api, before, launch, newPhonePage, screenshot, test, waitForRoute, webDist } from '../support.mjs'

let browser
let hidden = null

before(async () => {
  browser = await launch()
})

afterEach(() => restorePageFile())

after(async () => {
  restorePageFile()
  await browser?.close()
})

/** Takes the settings page's built files out of the served app, as a release that renamed them would. */
function removePageFile() {
  if (!webDist) throw new Error('run the specs with `npm run e2e` (E2E_WEB_DIST names the served build)')
  const assets = join(webDist, 'assets')
  const files = readdirSync(assets).filter((name) => /^SettingsPage-[\w-]+\.js(\.gz|\.br)?$/.test(name))
  assert.ok(files.length > 0, 'the build has a SettingsPage chunk')
  const dir = mkdtempSync(join(tmpdir(), 'stale-chunk-'))
  for (const name of files) renameSync(join(assets, name), join(dir, name))
  hidden = { dir, assets, files }
}

/** Puts them back: the "new release" now serves the page. */
function restorePageFile() {
  if (!hidden) return
  const { dir, assets, files } = hidden
  hidden = null
  mkdirSync(assets, { recursive: true })
  for (const name of files) if (existsSync(join(dir, name))) renameSync(join(dir, name), join(assets, name))
  rmSync(dir, { recursive: true, force: true })
}

/** Counts the documents the page loads (the first load and every reload). */
function countDocuments(page) {
  const counter = { loads: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counter.loads += 1
  })
  return counter
}

/** No React Router developer page, no raw import failure on screen. */
async function assertNoRawError(page) {
  const text = await page.locator('body').innerText()
  assert.doesNotMatch(text, /Unexpected Application Error|dynamically imported module|Hey developer/)
}

async function openHome(page) {
  await page.goto('/')
  // The tab bar (the category shortcuts are a navigation too, there by the time the banner has loaded).
  await page.getByRole('navigation', { name: /^(主导航|Main navigation)$/ }).waitFor()
}

test('a screen opened offline shows the localized retry page and recovers when the network returns', async () => {
  const page = await newPhonePage(browser)
  const documents = countDocuments(page)
  await openHome(page)
  await page.context().setOffline(true)
  await page.evaluate(() => (globalThis.location.hash = '#/pages/public/setting'))

  const failed = page.getByTestId('route-error')
  await failed.getByText('网络连接失败').waitFor()
  await failed.getByText('请检查您的网络连接').waitFor()
  await assertNoRawError(page)
  // Retrying while still offline keeps the page (no browser offline page, no reload).
  await failed.getByRole('button', { name: '重新连接' }).click()
  await failed.getByText('网络连接失败').waitFor()
  assert.equal(documents.loads, 1)

  await page.context().setOffline(false)
  await page.getByText('主题模式').waitFor() // the settings page, fetched by itself once online
  assert.equal(await failed.count(), 0)
  assert.equal(documents.loads, 1, 'recovered without reloading the app')
})

test('in English: the failed page names its back button and recovers by itself when online', async () => {
  const page = await newPhonePage(browser, { language: 'en' })
  await openHome(page)
  await page.context().setOffline(true)
  await page.evaluate(() => (globalThis.location.hash = '#/pages/public/setting'))
  const failed = page.getByTestId('route-error')
  await failed.getByText('Network connection failed').waitFor()
  await failed.getByText('Please check your network connection').waitFor()
  await failed.getByRole('button', { name: 'Reconnect' }).waitFor()
  await page.getByRole('button', { name: 'Back' }).waitFor()
  await assertNoRawError(page)

  await page.context().setOffline(false)
  await page.getByText('Font size').waitFor()
  assert.equal(await failed.count(), 0)
})

test('a page file removed by a new release reloads the app once into the new release', async () => {
  const page = await newPhonePage(browser)
  const documents = countDocuments(page)
  await openHome(page)
  removePageFile()
  // The new release is served from the moment the app asks the server again (the context's route: the
  // reload's request may come from the service worker, which the page's route does not see). Once: the
  // context stays open, and its service worker's later update checks would put back a later test's
  // removed file.
  await page.context().route(
    (url) => url.pathname === '/',
    async (route) => {
      restorePageFile()
      await route.continue()
    },
    { times: 1 },
  )
  await page.evaluate(() => (globalThis.location.hash = '#/pages/public/setting'))
  await page.getByText('主题模式').waitFor()
  assert.equal(documents.loads, 2, 'exactly one reload')
  await waitForRoute(page, /pages\/public\/setting/)
  await assertNoRawError(page)
})

test('a page file that stays missing reloads only once, then offers a retry', async () => {
  const page = await newPhonePage(browser)
  const documents = countDocuments(page)
  await openHome(page)
  removePageFile()
  await page.evaluate(() => (globalThis.location.hash = '#/pages/public/setting'))
  const failed = page.getByTestId('route-error')
  await failed.getByText('页面未能加载，请重试').waitFor()
  assert.equal(documents.loads, 2, 'one reload, no loop')
  await assertNoRawError(page)

  restorePageFile()
  await failed.getByRole('button', { name: '重试' }).click()
  await page.getByText('主题模式').waitFor()
  assert.equal(documents.loads, 2)
})

test('a data screen opened offline says so with a retry and recovers when online', async () => {
  const spus = await api('/product/spu/page?pageNo=1&pageSize=2')
  const [first, second] = spus.data.list
  const page = await newPhonePage(browser)
  await page.goto(`/#/pages/goods/gameDetail?id=${first.id}`)
  await page.getByText(first.name).first().waitFor()

  await page.context().setOffline(true)
  await page.evaluate((id) => (globalThis.location.hash = `#/pages/goods/gameDetail?id=${id}`), second.id)
  const offline = page.getByTestId('page-offline')
  await offline.getByText('网络连接失败').waitFor()
  await offline.getByText('请检查您的网络连接').waitFor()
  await offline.getByRole('button', { name: '重新连接' }).click()
  // Still offline: the try ends in the message again, not in an endless skeleton.
  await page.waitForFunction(
    () => !globalThis.document.querySelector('.adm-skeleton') && globalThis.document.querySelector('[data-testid=page-offline]'),
  )

  await page.context().setOffline(false)
  await page.getByText(second.name).first().waitFor()
  assert.equal(await offline.count(), 0)
})

test('the home page offline says so once, and its banners and shelves come back with the network', async () => {
  const page = await newPhonePage(browser)
  // The network drops while the home's data is on its way.
  const cut = (route) => route.abort('internetdisconnected')
  await page.route('**/app-api/**', cut)
  await page.goto('/')
  await page.getByRole('navigation', { name: /^(主导航|Main navigation)$/ }).waitFor()
  await page.context().setOffline(true)
  const notice = page.getByTestId('offline-notice')
  await notice.getByText('网络连接失败').waitFor()
  await notice.getByText('请检查您的网络连接').waitFor()
  const shelf = page.getByTestId('shelf-featured')
  await shelf.getByRole('button', { name: '重新连接' }).waitFor()
  await assertNoRawError(page)
  await screenshot(page, 'home-offline')

  await page.unroute('**/app-api/**', cut)
  await page.context().setOffline(false)
  await shelf.getByTestId('game-card').first().waitFor()
  await page.getByLabel('活动推荐').locator('img').first().waitFor()
  assert.equal(await notice.count(), 0)
})

test('an unknown address says the page does not exist', async () => {
  for (const [language, title, description] of [
    ['zh-CN', '页面不存在', '您访问的页面不存在或已被移除'],
    ['en', 'Page not found', 'The page you opened does not exist or has moved.'],
  ]) {
    const page = await newPhonePage(browser, { language })
    await page.goto('/#/pages/no/such-page')
    await page.getByText(title, { exact: true }).waitFor()
    await page.getByText(description).waitFor()
    const text = await page.locator('body').innerText()
    assert.doesNotMatch(text, /请稍后再试|try again later/)
    assert.deepEqual(page.errors, [])
  }
})
