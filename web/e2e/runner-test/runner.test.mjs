// The browser suite's runner (@playwright/test with the suite's settings and e2e/global-setup.mjs),
// tested on specs made for it (specs/, through playwright.config.mjs here: 3 s a test, two workers):
// a test that never settles fails at its limit with the step it was on, a screenshot and a trace, and
// the run goes on with the next test and the other file; the closing line counts it; the HTML report is
// written; every server and stand-in is stopped afterwards, also when the runner itself is killed
// outright. Needs what `npm run e2e` needs (the built app, the backend's venv).
// Run: node --test e2e/runner-test/runner.test.mjs (make test-e2e runs it before the suite).

import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { expect } from '@playwright/test'

const here = dirname(fileURLToPath(import.meta.url))
const webDir = resolve(here, '..', '..')
const specsDir = join(here, 'specs')
const artifactsDir = join(webDir, 'e2e', 'artifacts')
const playwrightCli = join(webDir, 'node_modules', '@playwright', 'test', 'cli.js')
/** This test's own bound on one run of the runner. */
const RUN_LIMIT_MS = 240_000

/** Starts the runner on specs/; `output()` is all it printed so far, `printed(text)` resolves once it printed `text`. */
function startRunner(extraEnv = {}) {
  const env = { ...process.env, ...extraEnv }
  // Each would change what runs: a server of the caller's, a pick of specs, node:test's own nesting.
  for (const name of ['E2E_BASE_URL', 'E2E_WORKERS', 'NODE_TEST_CONTEXT']) delete env[name]
  if (!extraEnv.E2E_SPECS) delete env.E2E_SPECS
  const chunks = []
  const child = spawn(process.execPath, [playwrightCli, 'test', '--config', join(here, 'playwright.config.mjs')], {
    cwd: webDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = () => Buffer.concat(chunks).toString('utf8')
  const waiting = new Set()
  const collect = (chunk) => {
    chunks.push(chunk)
    for (const wait of waiting) wait()
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const limit = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS)
  const exited = new Promise((resolveExit) => child.on('exit', (code, signal) => resolveExit(code ?? signal))).finally(() => clearTimeout(limit))
  const printed = (text) =>
    new Promise((resolvePrinted, reject) => {
      const wait = () => {
        if (!output().includes(text)) return
        waiting.delete(wait)
        resolvePrinted()
      }
      waiting.add(wait)
      exited.then(() => reject(new Error(`the runner exited before it printed "${text}":\n${output()}`)))
      wait()
    })
  return { child, output, exited, printed }
}

/** The servers and stand-ins the global setup started: their addresses and the servers' ports. */
function startedAddresses(output) {
  const started = [...output.matchAll(/^e2e: server \d+ at (http:\/\/127\.0\.0\.1:(\d+)) \(stand-ins: ([^)]*)\)$/gm)]
  return {
    servers: started.map(([, url]) => url),
    ports: started.map(([, , port]) => port),
    standIns: started.flatMap(([, , , standIns]) => [...standIns.matchAll(/http:\/\/127\.0\.0\.1:\d+/g)].map(([url]) => url)),
  }
}

/** True while something answers at `url`. */
function answers(url) {
  return fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    (error) => error.cause?.code !== 'ECONNREFUSED',
  )
}

/** The command lines of the `gamestore serve` processes on `ports` still running. */
function serversRunning(ports) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
      } catch {
        return '' // gone meanwhile
      }
    })
    .filter((command) => command.includes(' serve ') && ports.some((port) => command.includes(`--port ${port}`)))
}

/** Every server and stand-in of `started` stops answering within `ms`, and no server process is left. */
async function allStopped({ servers, ports, standIns }, ms) {
  const stillAnswering = async () => (await Promise.all([...servers, ...standIns].map(async (url) => ((await answers(url)) ? url : '')))).filter(Boolean)
  await expect.poll(stillAnswering, { message: 'servers and stand-ins still answering', timeout: ms }).toEqual([])
  await expect.poll(() => serversRunning(ports), { message: '`gamestore serve` processes left', timeout: ms }).toEqual([])
}

function lineOf(file, text) {
  return readFileSync(join(specsDir, file), 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

test('a test that never settles fails at its limit with a screenshot and a trace, the run goes on, the servers stop', { timeout: RUN_LIMIT_MS + 10_000 }, async () => {
  const run = startRunner()
  const code = await run.exited
  const output = run.output()

  assert.equal(code, 1, output)
  // Its limit, and the step it was on (the spec's line).
  assert.match(output, /✘ .*a-stuck\.spec\.mjs:\d+:\d+ › a page that never settles \(([\d.]+)(m?s)\)/, output)
  assert.match(output, /Test timeout of 3000ms exceeded\./, output)
  const stuckLine = lineOf('a-stuck.spec.mjs', 'the stuck step')
  assert.match(output, new RegExp(`Error: page\\.evaluate: .*\\n[\\s\\S]*at .*a-stuck\\.spec\\.mjs:${stuckLine}:`), output)
  // Failed at its limit, not when something else gave up.
  const [, amount, unit] = output.match(/a page that never settles \(([\d.]+)(m?s)\)/)
  const seconds = unit === 'ms' ? Number(amount) / 1000 : Number(amount)
  assert.ok(seconds >= 3 && seconds < 13, `took ${seconds} s`)
  // The file went on with its next test; the other file ran beside it; the closing line counts them.
  assert.match(output, /✓ .*a-stuck\.spec\.mjs:\d+:\d+ › the test after it runs/, output)
  assert.match(output, /✓ .*b-next\.spec\.mjs:\d+:\d+ › the next file runs/, output)
  assert.match(output, /^e2e: 2 passed, 1 failed, 0 skipped, 0 not run \(failed, [\d.]+ min\)$/m, output)
  // Just above the closing line (the end of a CI log may be all one sees): the failure, its error, its step.
  const closing = output.slice(output.lastIndexOf('e2e failed: '))
  assert.match(closing, /^e2e failed: a-stuck\.spec\.mjs:\d+ › a page that never settles \(timedOut, [\d.]+ s\)\n {4}Test timeout of 3000ms exceeded\./, output)
  assert.match(closing, new RegExp(`a-stuck\\.spec\\.mjs:${stuckLine}:`), output)

  // The failure's screenshot (a PNG) and trace, and the HTML report that shows them.
  const results = filesUnder(join(artifactsDir, 'runner-results'))
  const screenshot = results.find((path) => path.includes('a-page-that-never-settles') && path.endsWith('test-failed-1.png'))
  assert.ok(screenshot, results.join('\n'))
  assert.deepEqual([...readFileSync(screenshot).subarray(1, 4)], [...Buffer.from('PNG')])
  assert.ok(results.some((path) => path.includes('a-page-that-never-settles') && path.endsWith('trace.zip')), results.join('\n'))
  const report = filesUnder(join(artifactsDir, 'runner-report'))
  assert.ok(report.some((path) => path.endsWith('index.html')), report.join('\n'))
  assert.ok(report.some((path) => path.endsWith('.png')) && report.some((path) => path.endsWith('.zip')), report.join('\n'))

  // One server per worker, each with its stand-ins; all stopped, their output kept.
  const started = startedAddresses(output)
  assert.equal(started.servers.length, 2, output)
  assert.equal(started.standIns.length, 6, output)
  await allStopped(started, 1000)
  for (const log of ['server-0.log', 'server-1.log', 'standins-0.log', 'standins-1.log']) assert.ok(existsSync(join(artifactsDir, log)), log)
})

test('the servers and the stand-ins stop when the runner is killed outright', { timeout: RUN_LIMIT_MS + 10_000 }, async () => {
  const run = startRunner({ E2E_SPECS: 'a-stuck' })
  try {
    await run.printed('e2e: servers healthy')
    const started = startedAddresses(run.output())
    assert.equal(started.servers.length, 1, run.output())
    assert.equal((await fetch(`${started.servers[0]}/app-api/system/health`)).status, 200)
    run.child.kill('SIGKILL')
    await run.exited
    await allStopped(started, 15_000)
  } finally {
    run.child.kill('SIGKILL')
  }
})

test('the specs here are the ones the tests above expect', () => {
  assert.deepEqual(readdirSync(specsDir).sort(), ['a-stuck.spec.mjs', 'b-next.spec.mjs'])
})
