// The runner's own test (../runner.test.mjs): a test that never settles, then one that runs after it.

import assert from 'node:assert/strict'
import { after, before, launch, newPhonePage, test } from '../../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

test('a page that never settles', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/')
  await page.evaluate(() => console.log('the last thing the page said'))
  await page.evaluate(() => new Promise(() => {})) // the stuck step
})

test('the test after it runs', () => {
  assert.ok(true)
})
