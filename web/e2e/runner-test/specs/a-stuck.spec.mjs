// The runner's own test (../runner.test.mjs): a test that never settles, then one that runs after it.
// The runner test's config gives a test 3 s; the hooks, which start and stop a browser, keep the usual
// minute, so a loaded machine fails nothing but the stuck test.

import assert from 'node:assert/strict'
import { after, before, launch, newPhonePage, test } from '../../support.mjs'

let browser
let page

before(async () => {
  test.setTimeout(60_000)
  browser = await launch()
  page = await newPhonePage(browser)
  await page.goto('/')
})

after(async () => {
  test.setTimeout(60_000)
  await browser?.close()
})

test('a page that never settles', async () => {
  await page.evaluate(() => console.log('the last thing the page said'))
  await page.evaluate(() => new Promise(() => {})) // the stuck step
})

test('the test after it runs', () => {
  assert.ok(true)
})
