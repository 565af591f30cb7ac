// Helpers for the browser tests in e2e/tests/*.spec.mjs.
//
// The specs run under `npm run e2e` (@playwright/test with ../playwright.config.mjs), whose global
// setup (global-setup.mjs) starts a throw-away server for each parallel worker; this module picks its
// worker's own (TEST_PARALLEL_INDEX) and the fixed SMS code. To run specs against a server you started
// yourself (APP_ENV=test, SMS_FIXED_CODE set), which then starts nothing:
//   E2E_BASE_URL=http://127.0.0.1:8000 E2E_SMS_CODE=246810 E2E_WORKERS=1 E2E_SPECS=smoke npm run e2e
//
// Typical spec:
//   const browser = await launch()
//   const page = await newPhonePage(browser, { language: 'en' })
//   await page.goto('/')                 // relative to baseUrl
//   ...
//   assert.deepEqual(page.errors, [])    // console errors and uncaught exceptions
//   await browser.close()
//
// Specs take `test`, `before`, `after` and `afterEach` from here: Playwright's `test`, `test.beforeAll`,
// `test.afterAll` and `test.afterEach`. A test has 60 s; one that needs more says why and calls
// `test.setTimeout`. A failed test leaves a screenshot of every open page and a trace in the HTML report,
// also of the browsers launch() starts (Playwright's artifacts follow every browser of its playwright).

import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, expect, test } from '@playwright/test'

export { expect, test }
export const before = test.beforeAll
export const after = test.afterAll
export const afterEach = test.afterEach

/** One of this worker's settings: `name`_<parallel index> from global-setup.mjs, else `name` itself. */
function setting(name) {
  return process.env[`${name}_${process.env.TEST_PARALLEL_INDEX ?? 0}`] ?? process.env[name]
}

if (!setting('E2E_BASE_URL')) {
  throw new Error('E2E_BASE_URL is not set: run the specs with `npm run e2e` (or point it at a running server)')
}

/** Origin of this worker's server, e.g. http://127.0.0.1:40123 (no trailing slash). */
export const baseUrl = setting('E2E_BASE_URL').replace(/\/+$/, '')

/** The verification code the server accepts for every mobile (its SMS_FIXED_CODE). */
export const smsCode = process.env.E2E_SMS_CODE ?? ''

/** The web app this worker's server serves (its own copy: network.spec.mjs takes files out of it). */
export const webDist = setting('E2E_WEB_DIST')

/** The WeChat stand-ins of this worker's server: its server API and WeChat Pay (for a WeixinJSBridge). */
export const wechatApiUrl = setting('E2E_WECHAT_API_URL')
export const wechatPayUrl = setting('E2E_WECHAT_PAY_URL')
/** The Alipay stand-in of this worker's server (for the app shell's Alipay app). */
export const alipayUrl = setting('E2E_ALIPAY_URL')

/** The one-tap login stand-in's "carrier" (what the app shell's SDK asks). */
export const univerifyUrl = setting('E2E_UNIVERIFY_URL')
/** Steam's stand-in (sign-in page and Web API; `POST /standin/account` adds an account with its library). */
export const steamUrl = setting('E2E_STEAM_URL')

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
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
}

/**
 * A page in a new context that looks like a phone (375x812 CSS px, 2x, touch), with
 * `baseURL` = baseUrl so `page.goto('/')` works. `page.errors` collects console errors and
 * uncaught page exceptions as strings; assert it is empty at the end of a test.
 * @param {import('@playwright/test').Browser} browser
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
 * @param {import('@playwright/test').Browser} browser
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

/** screenshot(), also copied to `dir` (e.g. /tmp/shots-<spec>) for looking at a spec's screens together. */
export async function screenshotAlsoTo(page, name, dir) {
  const path = await screenshot(page, name)
  mkdirSync(dir, { recursive: true })
  copyFileSync(path, join(dir, `${name}.png`))
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
  const databaseUrl = setting('E2E_DATABASE_URL')
  if (!command || !databaseUrl) throw new Error('run the specs with `npm run e2e` (E2E_GAMESTORE, E2E_DATABASE_URL)')
  const result = spawnSync(command, args, {
    env: { ...process.env, APP_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'WARNING' },
    // Where the server runs: pictures a command stores land in the uploads the server serves.
    cwd: setting('E2E_SERVER_DIR'),
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
 * @param {import('@playwright/test').Browser} browser
 */
export async function newDesktopPage(browser, { language = 'zh-CN' } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale: language })
  const page = await context.newPage()
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
 * @param {import('@playwright/test').Page} page
 */
export function toastsGone(page) {
  return page.waitForFunction(() => globalThis.document.querySelector('.adm-toast-mask') === null)
}

/**
 * Waits for the hash route to match (also after history.replaceState, which fires no load).
 * @param {import('@playwright/test').Page} page
 * @param {RegExp} pattern
 */
export function waitForRoute(page, pattern) {
  return page.waitForFunction((source) => new RegExp(source).test(globalThis.location.hash), pattern.source)
}

/**
 * Waits until the element `selector` names has finished appearing: it and its ancestors fully
 * opaque and unscaled. antd-mobile's toasts, dialogs and image viewer fade and zoom in with
 * react-spring, which writes inline styles frame by frame and leaves no CSS animation to await.
 * @param {import('@playwright/test').Page} page
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
 * @param {import('@playwright/test').Page} page
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
 * @param {import('@playwright/test').Page} page
 * @param {{ timeout?: number }} [options]
 */
export async function appIdle(page, { timeout = 10_000 } = {}) {
  await expect(async () => {
    expect(await page.evaluate(changesInOneRound), 'appIdle: the page changed during a frame and the tasks before it').toBe(0)
  }).toPass({ timeout, intervals: [0] })
}

/** In the page: how many changes its document saw during the next frame and the tasks queued before it. */
async function changesInOneRound() {
  let changes = 0
  const observer = new globalThis.MutationObserver((records) => (changes += records.length))
  observer.observe(globalThis.document, { subtree: true, childList: true, attributes: true, characterData: true })
  await new Promise((resolve) => globalThis.requestAnimationFrame(() => resolve()))
  await new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => setTimeout(resolve, 0)
    channel.port2.postMessage(null)
  })
  observer.disconnect()
  return changes
}

/**
 * A tap on the middle of `locator` whose finger rests 80 ms on the glass, as a member's does.
 * Playwright's tap() sends touchstart and touchend so close together that about one in ten carry
 * the same time stamp, and antd-mobile's image viewer takes a 0 ms touch for no tap at all
 * (slide.js: `state.tap && state.elapsedTime > 0`). The time stamps are the events' own: nothing
 * waits.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Locator} locator
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
 * @param {import('@playwright/test').Page} page
 * @param {string} [mobile] defaults to newMobile()
 */
export async function loginByUi(page, mobile = newMobile()) {
  await page.goto('/#/pages/user/login')
  await logInHere(page, mobile)
  await waitForRoute(page, /#\/pages\/index\/index/)
  return mobile
}

/**
 * Log in on the login page a "please log in first" prompt opened (zh-Hans texts); returns the mobile.
 * @param {import('@playwright/test').Page} page
 * @param {string} [mobile] defaults to newMobile()
 */
export async function logInHere(page, mobile = newMobile()) {
  await waitForRoute(page, /#\/pages\/user\/login/)
  await page.getByPlaceholder('请输入手机号').fill(mobile)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByText(/秒后重发/).waitFor()
  await page.getByPlaceholder('6 位验证码').fill(smsCode)
  await page.getByText('我已阅读并同意').click()
  await page.getByRole('button', { name: '登录', exact: true }).click()
  return mobile
}

/**
 * The access token the app stored for the page's member.
 * @param {import('@playwright/test').Page} page
 */
export function tokenOf(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').state?.token ?? '')
}

const fixturesDir = join(dirname(fileURLToPath(import.meta.url)), 'fixtures')

/**
 * A picture of e2e/fixtures for Playwright's `setInputFiles`, sent as `name`: `{ name, mimeType, buffer }`.
 * There: pattern-<colour>-<size>.png, diagonal stripes of orange, blue or green and white, 48, 240 or
 * 400 px square (a banner wants 240, the console's preview is judged at 400).
 * @param {string} fixture e.g. 'pattern-orange-48.png'
 * @param {string} name e.g. 'shot.png'
 */
export function pictureFile(fixture, name) {
  return { name, mimeType: 'image/png', buffer: readFileSync(join(fixturesDir, fixture)) }
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
  await expect(async () => {
    await field.click()
    const option = page.locator('.ant-picker-dropdown').getByText(preset, { exact: true })
    await option.waitFor()
    await animationsDone(page)
    await option.click()
    await expect(field).not.toHaveValue('', { timeout: 5000 })
  }).toPass({ timeout: 30_000, intervals: [0] })
}

/** The shop's messages in `language` (public/locales), to find what a screen says by its words. */
export function shopMessages(language) {
  return JSON.parse(readFileSync(new URL(`../public/locales/${language}.json`, import.meta.url), 'utf8'))
}

/** The same text in the catalogue file's four languages. */
export const texts4 = (text) => ({ en: text, 'zh-Hans': text, 'zh-Hant': text, ja: text })

/**
 * The console's API (`/admin-api`) as operator `username` (createOperator's): answers a call
 * `(path, { method, body })` that resolves to the answer's envelope.
 */
export async function consoleApiAs(username) {
  const call = async (path, { method = 'GET', body, token } = {}) => {
    const headers = { 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const request = () => fetch(`${baseUrl}/admin-api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    // As api() does: a kept-alive connection the server closed meanwhile fails before anything was sent.
    const response = await request().catch((error) => (error?.cause?.code === 'UND_ERR_SOCKET' ? request() : Promise.reject(error)))
    return response.json()
  }
  const login = await call('/system/auth/login', { method: 'POST', body: { username, password: OPERATOR_PASSWORD, language: 'en' } })
  if (login.code !== 0) throw new Error(`console login ${username}: ${login.code} ${login.msg}`)
  return (path, options = {}) => call(path, { ...options, token: login.data.accessToken })
}
