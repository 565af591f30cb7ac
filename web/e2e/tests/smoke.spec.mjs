// Smoke test: one server serves the built web app and the API, and the app mounts in a browser.

import assert from 'node:assert/strict'
import { after, api, baseUrl, before, launch, newPhonePage, screenshot, test } from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

test('the server serves index.html at / and asks browsers to revalidate it', async () => {
  const response = await fetch(`${baseUrl}/`)
  assert.equal(response.status, 200, 'GET /')
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/, 'GET / is not HTML: is WEB_DIST_DIR served?')
  assert.match(response.headers.get('cache-control') ?? '', /no-cache/)
  assert.match(await response.text(), /<div id="root">/)
})

test('the API answers on the same origin', async () => {
  const envelope = await api('/system/app-info/get')
  assert.equal(envelope.code, 0, envelope.msg)
  assert.equal(typeof envelope.data.name, 'string')
  assert.ok(envelope.data.name.length > 0)
})

test('the app loads in a phone-sized browser and mounts into #root', async () => {
  const page = await newPhonePage(browser)
  try {
    const response = await page.goto('/')
    assert.equal(response?.status(), 200)
    // index.html ships an empty <div id="root">; it fills once the app mounts.
    await page.locator('#root:not(:empty)').waitFor({ state: 'attached', timeout: 10_000 })
    assert.notEqual((await page.locator('#root').innerHTML()).trim(), '')
    await page.waitForLoadState('networkidle')
    const path = await screenshot(page, 'smoke-home')
    console.log(`screenshot: ${path}`)
    assert.deepEqual(page.errors, [])
  } finally {
    await page.context().close()
  }
})
