// The first screen's JavaScript weight, as a phone downloads it (gzip or brotli, as the server
// sends it; KB = 1024 bytes, response headers included).
//
// Target: about 98 KB. Architecture §5: the reference app (yudao-mall-uniapp built for H5) loads
// 293 KB of gzipped JavaScript for its first screen, and we aim for a third of that.
// Current figure: 162.6 KB (19 scripts, each carrying nosniff; the app's small shared modules are one
// file; the "framework" chunk of React, the router, i18next, TanStack Query and zustand is 108 KB of
// it, antd-mobile's toast chunk with its animation library 23 KB, the typed API client with its
// middleware 5 KB). That is 56 % of the reference, not a third: the target is not met.
// Guard: 164 KB, the current figure and a little room, so the first screen cannot grow unnoticed
// while the 65 KB to the target are won back: what adds to it must take as much out. Lower it as
// the figure falls; never raise it.

import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { launch, newPhonePage } from '../support.mjs'

const KB = 1024
const GUARD_BYTES = 164 * KB
const TARGET_BYTES = Math.round(293 / 3) * KB // 98 KB
let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

test('the first screen loads at most 164 KB of compressed JavaScript (guard; the target is 98 KB)', async (t) => {
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
  t.diagnostic(`first screen: ${loaded.length} scripts, ${kb(total)} transferred (guard ${kb(GUARD_BYTES)}, target ${kb(TARGET_BYTES)})`)
  for (const script of loaded) t.diagnostic(`  ${script.url.split('/').pop()} ${kb(script.bytes)} ${script.encoding ?? 'identity'}`)
  // Vite leaves files under 1 KB uncompressed (compression would not pay for itself there).
  const plain = loaded.filter((script) => !['br', 'gzip'].includes(script.encoding) && script.bytes > 1500)
  assert.deepEqual(plain, [], 'larger scripts are sent compressed')
  assert.ok(
    total <= GUARD_BYTES,
    `the first screen grew to ${kb(total)}, over the guard of ${kb(GUARD_BYTES)} (it measured 162 KB; the target is ` +
      `${kb(TARGET_BYTES)}, a third of the reference app's 293 KB): win the growth back rather than raise the guard`,
  )
})
