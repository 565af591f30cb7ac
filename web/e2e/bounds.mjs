// Every wait in the browser suite ends. The specs take `test`, `before`, `after` and `afterEach` from
// support.mjs (which re-exports these): each test and hook gets a time limit, 60 s unless the test
// says why it needs more (`test(name, { timeout: 120_000 }, fn)` with a comment), and a test past its
// limit fails with what it was waiting on (the Playwright call in flight and where the spec made
// it), a screenshot and the last console lines of every page open, while the file goes on with its
// next test. node:test's own timeout stands behind ours, should the report itself get stuck; the
// runner (e2e/run.mjs) bounds each file and the whole suite.

import * as nodeTest from 'node:test'
import { mkdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const thisFile = fileURLToPath(import.meta.url)
const e2eDir = dirname(thisFile)
const artifactsDir = join(e2eDir, 'artifacts')

/** A test's or hook's limit unless it names its own; E2E_TEST_TIMEOUT_MS changes it (the runner's own test). */
const TEST_TIMEOUT_MS = Number(process.env.E2E_TEST_TIMEOUT_MS) || 60_000
/** How much longer node:test waits before it ends a test itself (our report got stuck). */
const BACKSTOP_MS = 30_000
/** How long the report may spend on one page's screenshot. */
const SCREENSHOT_MS = 5_000
/** Console lines kept per page, and shown per page when a test times out. */
const CONSOLE_LINES = 20

/** Waits for `promise`, at most `ms`; past that rejects with an error naming `what`. */
export function withinTime(promise, ms, what) {
  let timer
  const expired = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer))
}

// Playwright calls in flight, to tell where a test was stuck. The listener is playwright-core's own
// client instrumentation, the one its test runner reports steps with.
const callsInFlight = new Map()
let lastCallDone
chromium._instrumentation?.addListener({
  onApiCallBegin(zone) {
    callsInFlight.set(zone, { name: zone.title ?? zone.apiName, where: specFrames(zone.frames), started: Date.now() })
  },
  onApiCallEnd(zone) {
    lastCallDone = callsInFlight.get(zone) ?? lastCallDone
    callsInFlight.delete(zone)
  },
})

/** "tests/csp.spec.mjs:42 ← support.mjs:298": the e2e files on a call's stack, the spec first. */
function specFrames(frames = []) {
  const ours = frames
    .filter((frame) => frame.file?.startsWith(e2eDir) && frame.file !== thisFile)
    .map((frame) => `${relative(e2eDir, frame.file)}:${frame.line}`)
  return ours.reverse().join(' → ') || '(outside the e2e files)'
}

const browsers = new Set()

/** Keeps `browser` in view, so a test that times out can show its pages. */
export function trackBrowser(browser) {
  browsers.add(browser)
  browser.on('disconnected', () => browsers.delete(browser))
  return browser
}

/** Keeps the last console lines and page errors of `page` for a timeout's report. */
export function keepConsoleLines(page) {
  page.consoleLines = []
  const keep = (line) => {
    page.consoleLines.push(`${new Date().toISOString().slice(11, 23)} ${line}`)
    if (page.consoleLines.length > CONSOLE_LINES) page.consoleLines.shift()
  }
  page.on('console', (message) => keep(`[${message.type()}] ${message.text()}`))
  page.on('pageerror', (error) => keep(`[page error] ${error.message}`))
  page.on('requestfailed', (request) => keep(`[request failed] ${request.method()} ${request.url()}: ${request.failure()?.errorText}`))
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`
}

/** What a test past its limit was doing: the calls in flight, and each open page's picture and console. */
async function timeoutReport(title, limitMs) {
  const lines = [`"${title}" timed out after ${seconds(limitMs)}`]
  const now = Date.now()
  if (callsInFlight.size > 0) {
    for (const call of callsInFlight.values()) lines.push(`  waiting on: ${call.name} at ${call.where} (for ${seconds(now - call.started)})`)
  } else {
    lines.push('  waiting on: no browser call (something in the test itself)')
    if (lastCallDone) lines.push(`  last browser call done: ${lastCallDone.name} at ${lastCallDone.where}`)
  }
  const pages = [...browsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()))
  mkdirSync(artifactsDir, { recursive: true })
  for (const [index, page] of pages.entries()) {
    const path = join(artifactsDir, `timeout-${title.replace(/[^\w.-]+/g, '_').slice(0, 80)}-${index + 1}.png`)
    const picture = await page.screenshot({ path, timeout: SCREENSHOT_MS }).then(
      () => relative(dirname(e2eDir), path),
      (error) => `none (${error.message.split('\n')[0]})`,
    )
    lines.push(`  page ${index + 1}: ${page.url()}`, `    screenshot: ${picture}`)
    const consoleLines = page.consoleLines ?? []
    lines.push(consoleLines.length > 0 ? '    last console lines:' : '    console: nothing printed')
    lines.push(...consoleLines.map((line) => `      ${line}`))
  }
  if (pages.length === 0) lines.push('  no page open')
  return new Error(lines.join('\n'))
}

const EXPIRED = Symbol('expired')

/** Runs `body` within `limitMs`; past it, throws the timeout report (the body is left to be ended by the hooks). */
async function bounded(title, limitMs, body) {
  let timer
  const expired = new Promise((resolve) => {
    timer = setTimeout(() => resolve(EXPIRED), limitMs)
  })
  try {
    const outcome = await Promise.race([body(), expired])
    if (outcome !== EXPIRED) return outcome
  } finally {
    clearTimeout(timer)
  }
  const report = await timeoutReport(title, limitMs)
  console.error(`e2e: ${report.message}`)
  throw report
}

function splitArguments(name, options, fn) {
  return typeof options === 'function' ? [name, {}, options] : [name, options ?? {}, fn]
}

/** node:test's `test`, bounded: `test(name, [{ timeout, skip, … }], fn)`. */
export function test(...args) {
  const [name, options, fn] = splitArguments(...args)
  const limitMs = options.timeout ?? TEST_TIMEOUT_MS
  return nodeTest.test(name, { ...options, timeout: limitMs + BACKSTOP_MS }, (context) => bounded(name, limitMs, () => fn(context)))
}

function boundedHook(hook, kind) {
  return (fn, options = {}) => {
    const limitMs = options.timeout ?? TEST_TIMEOUT_MS
    return hook((context) => bounded(`${kind} hook`, limitMs, () => fn(context)), { ...options, timeout: limitMs + BACKSTOP_MS })
  }
}

export const before = boundedHook(nodeTest.before, 'before')
export const after = boundedHook(nodeTest.after, 'after')
export const afterEach = boundedHook(nodeTest.afterEach, 'afterEach')
