// Helpers for the browser tests in e2e/tests/*.spec.mjs.
//
// The specs run under `npm run e2e` (e2e/run.mjs), which starts a throw-away server and
// passes its address in E2E_BASE_URL and the fixed SMS code in E2E_SMS_CODE. To run a spec
// against a server you started yourself (APP_ENV=test, SMS_FIXED_CODE set):
//   E2E_BASE_URL=http://127.0.0.1:8000 E2E_SMS_CODE=246810 node --test e2e/tests/x.spec.mjs
//
// Typical spec:
//   const browser = await launch()
//   const page = await newPhonePage(browser, { language: 'en' })
//   await page.goto('/')                 // relative to baseUrl
//   ...
//   assert.deepEqual(page.errors, [])    // console errors and uncaught exceptions
//   await browser.close()
//
// Specs take `test`, `before`, `after` and `afterEach` from here, not from node:test: each is bounded
// (60 s unless a test says why it needs more) and reports where it was stuck (bounds.mjs).

import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { keepConsoleLines, trackBrowser, withinTime } from './bounds.mjs'

export { after, afterEach, before, test, withinTime } from './bounds.mjs'

if (!process.env.E2E_BASE_URL) {
  throw new Error('E2E_BASE_URL is not set: run the specs with `npm run e2e` (or point it at a running server)')
}

/** Origin of the server under test, e.g. http://127.0.0.1:40123 (no trailing slash). */
export const baseUrl = process.env.E2E_BASE_URL.replace(/\/+$/, '')

/** The verification code the server accepts for every mobile (its SMS_FIXED_CODE). */
export const smsCode = process.env.E2E_SMS_CODE ?? ''

/** Where screenshot() writes; git-ignored. */
export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), 'artifacts')

const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Start Debian's Chromium (installed by scripts/ensure-browser.sh). Playwright gives each
 * launch a fresh, empty, temporary user-data-dir. Close it in an `after` hook.
 */
export async function launch() {
  return trackBrowser(await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }))
}

/**
 * A page in a new context that looks like a phone (375x812 CSS px, 2x, touch), with
 * `baseURL` = baseUrl so `page.goto('/')` works. `page.errors` collects console errors and
 * uncaught page exceptions as strings; assert it is empty at the end of a test.
 * @param {import('playwright-core').Browser} browser
 * @param {{ language?: string, userAgent?: string, permissions?: string[], storageState?: object, dailyOffer?: boolean }} [options]
 *   browser locale (Accept-Language, navigator.language); a user agent (the WeChat browser, a
 *   mini-program web-view); permissions granted to the page (e.g. clipboard-read); a storage state
 *   saved from another page's context (`await page.context().storageState()`: its login); whether
 *   the daily check-in sheet may show (only the check-in spec wants it)
 */
export async function newPhonePage(browser, { language = 'zh-CN', userAgent, permissions, storageState, dailyOffer = false } = {}) {
  const context = await browser.newContext({
    ...(userAgent ? { userAgent } : {}),
    ...(permissions ? { permissions } : {}),
    ...(storageState ? { storageState } : {}),
    baseURL: baseUrl,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: language,
  })
  // The test switch of web/src/lib/navigation.ts: taps follow each other as soon as the screen a
  // test waits for is there, faster than the 500 ms a second navigation is ignored for (spec §2).
  await context.addInitScript((offer) => {
    globalThis.e2eNoNavigationDebounce = true
    // The daily check-in sheet would cover the screens of specs about other things.
    if (!offer) globalThis.e2eNoDailyCheckInOffer = true
  }, dailyOffer)
  const page = await context.newPage()
  keepConsoleLines(page)
  page.errors = []
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const { url, lineNumber } = message.location()
      page.errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`)
    }
  })
  page.on('pageerror', (error) => page.errors.push(`page error: ${error.stack ?? error.message}`))
  return page
}

/**
 * A phone page already logged in as a new member (by SMS through the API), with the app's stored
 * settings (language, theme mode) in place before it loads. Returns `{ page, tokens }`.
 * @param {import('playwright-core').Browser} browser
 * @param {{ language: string, mode: 'dark' | 'light', mobile?: string, tokens?: object }} options
 *   `tokens`: a login the test already holds (loginByApi's answer) rather than a new one
 */
export async function memberPage(browser, { language, mode, mobile, tokens: loggedIn, userAgent }) {
  const tokens = loggedIn ?? (await loginByApi(mobile))
  const page = await newPhonePage(browser, { language: language === 'en' ? 'en' : 'zh-CN', userAgent })
  await page.addInitScript(
    ([sys, pair]) => {
      if (!localStorage.getItem('sys')) localStorage.setItem('sys', JSON.stringify({ state: sys, version: 0 }))
      if (!localStorage.getItem('user')) {
        const state = { token: pair.accessToken, refreshToken: pair.refreshToken, expiresTime: pair.expiresTime }
        localStorage.setItem('user', JSON.stringify({ state, version: 0 }))
      }
    },
    [{ language, theme: 'orange-red', mode, modeAuto: false, fontSize: 14, priceUnit: 'CNY' }, tokens],
  )
  return { page, tokens }
}

/** Save a full-page PNG as e2e/artifacts/<name>.png and return its path. */
export async function screenshot(page, name) {
  mkdirSync(artifactsDir, { recursive: true })
  const path = join(artifactsDir, `${name.replace(/[^\w.-]+/g, '_')}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}

/**
 * Call the API the way the web app does (tenant 1, terminal 20 = H5) and return the
 * parsed envelope `{ code, data, msg }`. Throws when the answer is not JSON.
 * @param {string} path below /app-api, e.g. '/system/app-info/get'
 * @param {{ method?: string, body?: unknown, token?: string }} [options]
 */
export async function api(path, { method = 'GET', body, token } = {}) {
  const headers = { 'tenant-id': '1', terminal: '20' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  const request = () =>
    fetch(`${baseUrl}/app-api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  // A kept-alive connection the server closed while the test waited (an operator command takes
  // longer than uvicorn's 5 s keep-alive) fails before anything was sent: a GET is asked again.
  const response = await request().catch((error) => {
    if (method === 'GET' && error?.cause?.code === 'UND_ERR_SOCKET') return request()
    throw error
  })
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new Error(`${method} /app-api${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`)
  }
}

let lastMobile = 0
/**
 * A mainland mobile number not used before in this run. Each number can be sent one code
 * per minute, so give every login its own number.
 */
export function newMobile() {
  lastMobile = Math.max(Date.now() % 1e8, lastMobile + 1) % 1e8
  return `139${String(lastMobile).padStart(8, '0')}`
}

/**
 * Log in (registering on first use) by SMS code: send a scene-1 code, then log in with
 * the fixed code. Returns `{ userId, accessToken, refreshToken, expiresTime }`.
 * @param {string} [mobile] defaults to newMobile()
 */
export async function loginByApi(mobile = newMobile()) {
  if (!smsCode) throw new Error('E2E_SMS_CODE is not set')
  const sent = await api('/member/auth/send-sms-code', { method: 'POST', body: { mobile, scene: 1 } })
  if (sent.code !== 0) throw new Error(`send-sms-code ${mobile}: ${sent.code} ${sent.msg}`)
  const login = await api('/member/auth/sms-login', { method: 'POST', body: { mobile, code: smsCode } })
  if (login.code !== 0) throw new Error(`sms-login ${mobile}: ${login.code} ${login.msg}`)
  return login.data
}

/**
 * Run an operator command (`gamestore …`) against the e2e server's database, e.g.
 * `operator('adjust-points', '--mobile', mobile, '--points', '500')`. Throws when it fails.
 * @param {...string} args
 */
export function operator(...args) {
  return operatorWithInput('', ...args)
}

/** `operator(...)` with `input` on the command's stdin (e.g. a new operator's password). */
function operatorWithInput(input, ...args) {
  const command = process.env.E2E_GAMESTORE
  if (!command || !process.env.E2E_DATABASE_URL) throw new Error('run the specs through e2e/run.mjs')
  const result = spawnSync(command, args, {
    env: { ...process.env, APP_ENV: 'test', DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: 'WARNING' },
    encoding: 'utf8',
    input,
  })
  if (result.status !== 0) throw new Error(`gamestore ${args.join(' ')}: ${result.stderr || result.stdout}`)
  return result.stdout
}

export const OPERATOR_PASSWORD = 'Console-pass-7'

/** A new operator account with `role` (`gamestore create-operator`); answers its username. */
export function createOperator(role) {
  const username = `${role}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  operatorWithInput(`${OPERATOR_PASSWORD}\n`, 'create-operator', '--username', username, '--role', role)
  return username
}

/**
 * A desktop page (1280x800) for the operator console, `page.errors` collecting console errors and
 * uncaught exceptions as newPhonePage's does.
 * @param {import('playwright-core').Browser} browser
 */
export async function newDesktopPage(browser, { language = 'zh-CN' } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale: language })
  const page = await context.newPage()
  keepConsoleLines(page)
  page.errors = []
  page.on('console', (message) => {
    if (message.type() === 'error') page.errors.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => page.errors.push(`page error: ${error.stack ?? error.message}`))
  return page
}

/** Logs into the operator console at /admin through its login form. */
export async function consoleLogin(page, username) {
  await page.goto('/admin')
  await page.getByLabel(/用户名|Username/).fill(username)
  await page.getByLabel(/^(密码|Password)$/).fill(OPERATOR_PASSWORD)
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click()
  await page.getByTestId('operator-name').getByText(username).waitFor()
}

/**
 * Waits until no toast is shown. Several can overlap (a login's, then an action's), so a single
 * locator would match more than one.
 * @param {import('playwright-core').Page} page
 */
export function toastsGone(page) {
  return page.waitForFunction(() => globalThis.document.querySelector('.adm-toast-mask') === null)
}

/**
 * Waits for the hash route to match (also after history.replaceState, which fires no load).
 * @param {import('playwright-core').Page} page
 * @param {RegExp} pattern
 */
export function waitForRoute(page, pattern) {
  return page.waitForFunction((source) => new RegExp(source).test(globalThis.location.hash), pattern.source)
}

/**
 * Waits until the element `selector` names has finished appearing: it and its ancestors fully
 * opaque and unscaled. antd-mobile's toasts, dialogs and image viewer fade and zoom in with
 * react-spring, which writes inline styles frame by frame and leaves no CSS animation to await.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
export function shownAtRest(page, selector) {
  return page.waitForFunction((css) => {
    const element = globalThis.document.querySelector(css)
    if (!element) return false
    for (let node = element; node; node = node.parentElement) {
      const { opacity, transform } = globalThis.getComputedStyle(node)
      if (opacity !== '1') return false
      if (transform !== 'none') {
        const { a, b, c, d } = new globalThis.DOMMatrixReadOnly(transform)
        if (a !== 1 || b !== 0 || c !== 0 || d !== 1) return false
      }
    }
    return true
  }, selector)
}

/**
 * Waits for answers to requests whose URL contains each part, in that order (e.g. a change saved,
 * then the list it invalidated reloaded). Call it before the action that sends them.
 * @param {import('playwright-core').Page} page
 * @param {...string} parts
 */
export function responsesInOrder(page, ...parts) {
  let next = 0
  return page.waitForResponse((response) => {
    if (response.url().includes(parts[next])) next += 1
    return next === parts.length
  })
}

/**
 * Waits until the app has settled: a frame rendered, the tasks queued before it run (React's effects
 * and the renders they started go through such tasks), and nothing in the page changed meanwhile; a
 * round that changed something is followed by another. A payment page's leave guard is registered
 * that way, so a browser back after it is asked about. Fails after `timeout` ms of unrest.
 *
 * Not requestIdleCallback: Chromium gives a page idle time at its discretion, and after a screenshot
 * it sometimes gives a page none at all, for good (the csp spec hung 24 min on one in CI).
 * Not with page.clock installed (it fakes frames and timers).
 * @param {import('playwright-core').Page} page
 * @param {{ timeout?: number }} [options]
 */
export async function appIdle(page, { timeout = 10_000 } = {}) {
  const settle = page.evaluate(async (limitMs) => {
    const deadline = performance.now() + limitMs
    const nextFrame = () => new Promise((resolve) => globalThis.requestAnimationFrame(() => resolve()))
    const queuedTasksDone = () =>
      new Promise((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => setTimeout(resolve, 0)
        channel.port2.postMessage(null)
      })
    let changes = 0
    const observer = new globalThis.MutationObserver((records) => (changes += records.length))
    observer.observe(globalThis.document, { subtree: true, childList: true, attributes: true, characterData: true })
    try {
      while (performance.now() < deadline) {
        changes = 0
        await nextFrame()
        await queuedTasksDone()
        if (changes === 0) return true
      }
      return false
    } finally {
      observer.disconnect()
    }
  }, timeout)
  if (!(await withinTime(settle, timeout + 5000, 'appIdle'))) throw new Error(`appIdle: the page kept changing for ${timeout / 1000} s`)
}

/**
 * A tap on the middle of `locator` whose finger rests 80 ms on the glass, as a member's does.
 * Playwright's tap() sends touchstart and touchend so close together that about one in ten carry
 * the same time stamp, and antd-mobile's image viewer takes a 0 ms touch for no tap at all
 * (slide.js: `state.tap && state.elapsedTime > 0`). The time stamps are the events' own: nothing
 * waits.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} locator
 */
export async function fingerTap(page, locator) {
  await locator.waitFor()
  const box = await locator.boundingBox()
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const cdp = await page.context().newCDPSession(page)
  const down = Date.now() / 1000
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point], timestamp: down })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: down + 0.08 })
  await cdp.detach()
}

/**
 * Log in through the login page (zh-Hans texts) with the fixed SMS code; returns the mobile.
 * @param {import('playwright-core').Page} page
 * @param {string} [mobile] defaults to newMobile()
 */
export async function loginByUi(page, mobile = newMobile()) {
  await page.goto('/#/pages/user/login')
  await page.getByPlaceholder('请输入手机号').fill(mobile)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByText(/秒后重发/).waitFor()
  await page.getByPlaceholder('6 位验证码').fill(smsCode)
  await page.getByText('我已阅读并同意').click()
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await waitForRoute(page, /#\/pages\/index\/index/)
  return mobile
}

/**
 * The access token the app stored for the page's member.
 * @param {import('playwright-core').Page} page
 */
export function tokenOf(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').state?.token ?? '')
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes) {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A real PNG (a diagonal two-colour pattern, so it is visibly a picture) for Playwright's
 * `setInputFiles`: `{ name, mimeType, buffer }`.
 * @param {string} name e.g. 'shot.png'
 * @param {{ size?: number, colour?: [number, number, number] }} [options]
 */
export function pngFile(name, { size = 48, colour = [230, 80, 40] } = {}) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const rows = []
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3) // filter byte 0, then RGB
    for (let x = 0; x < size; x += 1) row.set((x + y) % 16 < 8 ? colour : [255, 255, 255], 1 + x * 3)
    rows.push(row)
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
  return { name, mimeType: 'image/png', buffer }
}

/** antd spaces out a button's two Chinese characters ("保 存"): match its text with any spacing. */
export const spaced = (text) => new RegExp(`^${[...text].join('\\s*')}$`)

/** antd's drawers, dialogs and messages move in with CSS animations: wait for them to end before a screenshot
 * (endless ones, such as a loading spinner, never end and are not waited for). */
export function animationsDone(page) {
  return page.waitForFunction(() =>
    globalThis.document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
}

/**
 * Choose a preset of an antd range picker (`field`: its first input). The preset is clicked once the panel has
 * moved in, and again should the field still be empty: under load a click during the panel's entry was lost.
 */
export async function pickRangePreset(page, field, preset) {
  for (let attempt = 1; ; attempt += 1) {
    await field.click()
    const option = page.locator('.ant-picker-dropdown').getByText(preset, { exact: true })
    await option.waitFor()
    await animationsDone(page)
    await option.click()
    const input = await field.elementHandle()
    const filled = await page
      .waitForFunction((element) => element.value !== '', input, { timeout: 5000 })
      .then(() => true)
      .catch((error) => (attempt < 3 ? false : Promise.reject(error)))
    if (filled) return
  }
}
