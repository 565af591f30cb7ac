// The app works under its Content-Security-Policy: the main screens, logged out and logged in,
// open without one violation (the browser's securitypolicyviolation events and its console
// reports), and the policy the server sends is the strict one (no inline or eval'd script).

import assert from 'node:assert/strict'
import { after, api, appIdle, baseUrl, before, launch, loginByUi, newPhonePage, screenshot, test } from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** A phone page that keeps every CSP violation the browser reports, from the first script on. */
async function watchedPage() {
  const page = await newPhonePage(browser)
  await page.context().addInitScript(() => {
    globalThis.cspViolations = []
    globalThis.addEventListener('securitypolicyviolation', (event) => {
      globalThis.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  return page
}

async function violations(page) {
  const reported = await page.evaluate(() => globalThis.cspViolations ?? [])
  const console = page.errors.filter((line) => /Content Security Policy|Content-Security-Policy/i.test(line))
  return [...reported, ...console]
}

/** Opens a screen and waits until it has loaded what it shows (requests done, effects run). */
async function open(page, route, ready) {
  await page.goto(`/#${route}`)
  await ready.waitFor()
  await page.waitForLoadState('networkidle')
  await appIdle(page)
}

async function firstGameId() {
  const list = await api('/product/spu/page?pageNo=1&pageSize=1&language=zh-Hans')
  assert.equal(list.code, 0, list.msg)
  return list.data.list[0].id
}

test('the app page carries a strict policy: only its own scripts, framed only by itself', async () => {
  const response = await fetch(`${baseUrl}/`)
  const policy = response.headers.get('content-security-policy') ?? ''
  const directives = Object.fromEntries(policy.split(';').map((part) => {
    const [name, ...values] = part.trim().split(/\s+/)
    return [name, values]
  }))
  assert.deepEqual(directives['script-src'], ["'self'", "'wasm-unsafe-eval'"])
  assert.deepEqual(directives['frame-ancestors'], ["'self'"])
  assert.deepEqual(directives['object-src'], ["'none'"])
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
  assert.equal(response.headers.get('server'), null)
  assert.doesNotMatch(await response.text(), /<script(?![^>]*\bsrc=)[^>]*>/, 'index.html has an inline script')
})

test('the main screens open without a CSP violation, logged out and logged in', async () => {
  const page = await watchedPage()
  try {
    const gameId = await firstGameId()
    await open(page, '/pages/index/index', page.getByText('热销榜').first())
    await open(page, '/pages/index/article', page.locator('#root:not(:empty)'))
    await open(page, `/pages/goods/gameDetail?id=${gameId}`, page.getByTestId('game-detail'))
    await screenshot(page, 'csp-game')
    await open(page, '/pages/user/login', page.getByPlaceholder('请输入手机号'))
    assert.deepEqual(await violations(page), [], 'logged out')

    await loginByUi(page)
    await open(page, '/pages/index/user', page.getByText('我的订单').first())
    await open(page, '/pages/goods/cart', page.locator('#root:not(:empty)'))
    await open(page, '/pages/order/list', page.locator('#root:not(:empty)'))
    await open(page, '/pages/user/wallet', page.locator('#root:not(:empty)'))
    await screenshot(page, 'csp-order-list')
    assert.deepEqual(await violations(page), [], 'logged in')
    assert.deepEqual(page.errors, [])
  } finally {
    await page.context().close()
  }
})

test('a violation would be seen: an inline script injected into the page is blocked and reported', async () => {
  const page = await watchedPage()
  try {
    await open(page, '/pages/index/index', page.locator('#root:not(:empty)'))
    await page.evaluate(() => {
      const script = globalThis.document.createElement('script')
      script.textContent = 'globalThis.inlineRan = true'
      globalThis.document.body.append(script)
    })
    await page.waitForFunction(() => globalThis.cspViolations.length > 0)
    assert.equal(await page.evaluate(() => globalThis.inlineRan ?? false), false)
    assert.match((await violations(page)).join('\n'), /script-src/)
  } finally {
    await page.context().close()
  }
})
