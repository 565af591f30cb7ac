// The first screen's JavaScript weight, as a phone downloads it (gzip or brotli, as the server
// sends it; KB = 1024 bytes, response headers included).
//
// Target: about 98 KB. Architecture §5: the reference app (yudao-mall-uniapp built for H5) loads
// 293 KB of gzipped JavaScript for its first screen, and we aim for a third of that.
// Current figure: 103.9 KB in 7 scripts, at the guard since the home reads the star deals and the bundles
// got a route (the deals' cards and the bundles' shelf load only when shown; files of 0.5-1 KB are compressed). It was 100.5 KB, 163.7 KB
// in 18 scripts before that, then 115 KB: the "framework" chunk of React,
// TanStack Query, zustand and the app's own i18next subset is 68.7 KB of it (React DOM the most); the
// entry with the route table 12.2 KB; the app's shared modules with the typed API client, the router
// and the home's cards 10.7 KB; antd-mobile's base 4 KB; the home page 3.7 KB. React Router's data
// router (24 KB) gave way to lib/router.tsx, i18next and react-i18next (14 KB) to lib/i18next-lite,
// and the animation library (22 KB) loads with what animates. That is 34 % of the reference, not yet
// a third: the target is not met.
// Guard: 104 KB, the current figure and a little room, so the first screen cannot grow unnoticed
// while the 2.5 KB to the target are won back: what adds to it must take as much out. Lower it as
// the figure falls; never raise it.

import assert from 'node:assert/strict'
import { after, before, launch, newPhonePage, test } from '../support.mjs'

const KB = 1024
const GUARD_BYTES = 104 * KB
const TARGET_BYTES = Math.round(293 / 3) * KB // 98 KB
let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

test('the first screen loads at most 104 KB of compressed JavaScript (guard; the target is 98 KB)', async () => {
  const page = await newPhonePage(browser)
  const client = await page.context().newCDPSession(page)
  await client.send('Network.enable')
  const scripts = new Map()
  client.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] })
  })
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId)
    if (script) script.bytes = encodedDataLength
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const loaded = [...scripts.values()].filter((script) => script.bytes !== undefined)
  const total = loaded.reduce((sum, script) => sum + script.bytes, 0)
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
  console.log(`first screen: ${loaded.length} scripts, ${kb(total)} transferred (guard ${kb(GUARD_BYTES)}, target ${kb(TARGET_BYTES)})`)
  for (const script of loaded) console.log(`  ${script.url.split('/').pop()} ${kb(script.bytes)} ${script.encoding ?? 'identity'}`)
  // Vite leaves files under 1 KB uncompressed (compression would not pay for itself there).
  const plain = loaded.filter((script) => !['br', 'gzip'].includes(script.encoding) && script.bytes > 1500)
  assert.deepEqual(plain, [], 'larger scripts are sent compressed')
  assert.ok(
    total <= GUARD_BYTES,
    `the first screen grew to ${kb(total)}, over the guard of ${kb(GUARD_BYTES)} (it measured 100.5 KB; the target is ` +
      `${kb(TARGET_BYTES)}, a third of the reference app's 293 KB): win the growth back rather than raise the guard`,
  )
})

// The server writes the first banner of the visitor's language into index.html as a preload
// (backend/src/gamestore/web.py), so the largest picture of the first screen is not waiting for the
// scripts. It is only worth it when the page's <img> asks for the very same address.
for (const [language, acceptLanguage] of [['zh-CN', 'zh-CN'], ['en-US', 'en-US']]) {
  test(`the first banner (${language}) is preloaded by the page and fetched once`, async () => {
    const page = await newPhonePage(browser, { language })
    const images = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname + new URL(request.url()).search)
    })
    const response = await page.goto('/')
    assert.match(response.headers()['vary'] ?? '', /Accept-Language/)
    const href = await page.locator('link[rel=preload][as=image]').getAttribute('href')
    assert.ok(href, `index.html for ${acceptLanguage} names a banner to preload`)
    const banner = page.locator('img[fetchpriority=high]').first()
    await banner.waitFor()
    await page.waitForLoadState('networkidle')
    const shown = new URL(await banner.evaluate((img) => img.currentSrc))
    assert.equal(shown.pathname + shown.search, href, 'the page shows the picture it preloaded')
    assert.equal(images.filter((url) => url === href).length, 1, `${href} fetched once: ${images.join(', ')}`)
  })
}

// The server also writes the home's banners and app info into index.html (lib/pageData.ts): the banner
// shows on the first render, without waiting for either answer.
test('the first banner shows while the banner list and app info are still on their way', async () => {
  const page = await newPhonePage(browser)
  const held = []
  for (const path of ['**/app-api/promotion/banner/list*', '**/app-api/system/app-info/get*']) {
    await page.route(path, (route) => void held.push(route))
  }
  await page.goto('/')
  const banner = page.locator('img[fetchpriority=high]').first()
  await banner.waitFor()
  await page.waitForFunction((image) => image.complete && image.naturalWidth > 0, await banner.elementHandle())
  assert.equal(held.length, 2, 'both answers are still held back')
  await Promise.all(held.map((route) => route.continue()))
  await page.close()
})

// The home's data is asked for as the app starts (app/routes.ts prefetch), and found in the cache by
// the components that show it: each call goes out once.
test('the home asks the server for each of its data once', async () => {
  const page = await newPhonePage(browser)
  const calls = []
  page.on('request', (request) => {
    if (request.url().includes('/app-api/')) calls.push(request.url().split('/app-api/')[1])
  })
  await page.goto('/')
  await page.getByTestId('shelf-featured').getByTestId('game-card').first().waitFor()
  await page.waitForLoadState('networkidle')
  const twice = calls.filter((call, index) => calls.indexOf(call) !== index)
  assert.deepEqual(twice, [], `asked more than once: ${twice.join(', ')}`)
  for (const wanted of ['promotion/banner/list', 'product/category/list', 'system/app-info/get', 'list=featured']) {
    assert.ok(calls.some((call) => call.includes(wanted)), `${wanted} asked for`)
  }
})
