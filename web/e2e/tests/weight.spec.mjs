// The first screen's JavaScript weight, as a phone downloads it (gzip or brotli, as the server
// sends it). Architecture §5 aims at 150 KB (a third of the reference app's 293 KB). The shell
// alone measured 148 KB; the catalogue home (banners, categories, four shelves) brought it to
// 164 KB, and the cart, orders and payments split it into ever smaller shared chunks (169 KB);
// one "framework" chunk for the libraries every screen runs on (vite.config.ts) brought it to
// 162 KB. The guard holds the line at 165 KB until the remaining 12 KB are won back (the shared
// antd-mobile chunk with toasts and their animation library is the largest candidate).

import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { launch, newPhonePage } from '../support.mjs'

const BUDGET_BYTES = 165 * 1024
let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

test('the first screen loads at most 165 KB of compressed JavaScript (target 150 KB)', async (t) => {
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
  t.diagnostic(`first screen: ${loaded.length} scripts, ${(total / 1024).toFixed(1)} KB transferred`)
  for (const script of loaded) t.diagnostic(`  ${script.url.split('/').pop()} ${(script.bytes / 1024).toFixed(1)} KB ${script.encoding ?? 'identity'}`)
  // Vite leaves files under 1 KB uncompressed (compression would not pay for itself there).
  const plain = loaded.filter((script) => !['br', 'gzip'].includes(script.encoding) && script.bytes > 1500)
  assert.deepEqual(plain, [], 'larger scripts are sent compressed')
  assert.ok(total <= BUDGET_BYTES, `${total} bytes > ${BUDGET_BYTES}`)
})
