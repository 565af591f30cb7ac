// The browser suite's runner (e2e/run.mjs) and its bounds (e2e/bounds.mjs), tested on specs made to
// get stuck (specs/): a test that never settles fails within its limit with its name, the step it
// was on, a screenshot and the page's last console lines, and the file goes on; a file whose process
// never ends is stopped and the next file runs; the server is stopped at the end, and also when the
// runner itself is killed outright. Needs what `npm run e2e` needs (the built app, the backend's venv).
// Run: node --test e2e/runner-test/runner.test.mjs (make test-e2e runs it before the suite).

import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const webDir = resolve(here, '..', '..')
const specsDir = join(here, 'specs')
const TEST_LIMIT_MS = 3000
/** This test's own bound on one run of the runner. */
const RUN_LIMIT_MS = 180_000

/** Starts the runner on specs/ with short limits; `output()` is all it printed so far. */
function startRunner(extraEnv = {}) {
  const chunks = []
  const child = spawn(process.execPath, ['e2e/run.mjs'], {
    cwd: webDir,
    env: {
      ...process.env,
      E2E_TESTS_DIR: specsDir,
      E2E_TEST_TIMEOUT_MS: String(TEST_LIMIT_MS),
      E2E_FILE_TIMEOUT_MS: '20000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => chunks.push(chunk))
  child.stderr.on('data', (chunk) => chunks.push(chunk))
  const output = () => Buffer.concat(chunks).toString('utf8')
  const limit = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS)
  const exited = new Promise((resolveExit) => child.on('exit', (code, signal) => resolveExit(code ?? signal))).finally(() => clearTimeout(limit))
  return { child, output, exited }
}

/** The addresses the runner started: the server's and the stand-ins'. */
function startedAddresses(output) {
  const server = output.match(/starting the server at (http:\/\/127\.0\.0\.1:\d+)/)?.[1]
  const standIns = [...(output.match(/stand-ins ready \(([^)]*)\)/)?.[1] ?? '').matchAll(/http:\/\/127\.0\.0\.1:\d+/g)].map(([url]) => url)
  return { server, standIns }
}

/** Resolves once nothing answers at `url` any more (connection refused), at most `ms`. */
async function goneWithin(url, ms) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      (error) => error.cause?.code !== 'ECONNREFUSED',
    )
    if (!answered) return true
    await new Promise((resolveWait) => setTimeout(resolveWait, 200))
  }
  return false
}

function lineOf(file, text) {
  return readFileSync(join(specsDir, file), 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1
}

test('a test that never settles fails within its limit, telling where it was, and the run goes on', { timeout: RUN_LIMIT_MS + 10_000 }, async () => {
  const run = startRunner()
  const code = await run.exited
  const output = run.output()

  assert.equal(code, 1, output)
  // Its name, its limit, the step it was on (the spec's line), a picture and the page's last words.
  assert.match(output, /"a page that never settles" timed out after 3\.0 s/, output)
  const stuckLine = lineOf('a-stuck.spec.mjs', 'the stuck step')
  assert.match(output, new RegExp(`waiting on: page\\.evaluate at runner-test/specs/a-stuck\\.spec\\.mjs:${stuckLine} \\(for \\d+\\.\\d s\\)`), output)
  const picture = output.match(/screenshot: (e2e\/artifacts\/timeout-a_page_that_never_settles-1\.png)/)?.[1]
  assert.ok(picture, output)
  assert.deepEqual([...readFileSync(join(webDir, picture)).subarray(1, 4)], [...Buffer.from('PNG')])
  assert.match(output, /\[log\] the last thing the page said/, output)
  // Failed within its limit (plus the report), not when something else gave up.
  const duration = Number(output.match(/not ok \d+ - a page that never settles\n\s+---\n\s+duration_ms: ([\d.]+)/)?.[1])
  assert.ok(duration >= TEST_LIMIT_MS && duration < TEST_LIMIT_MS + 10_000, `took ${duration} ms`)
  // The file went on with its next test; the file that never ends was stopped; the next file ran.
  assert.match(output, /^ok \d+ - the test after it runs$/m, output)
  assert.match(output, /b-lingers\.spec\.mjs did not finish within 20 s: stopping it/, output)
  assert.match(output, /^ok \d+ - the next file runs$/m, output)
  assert.match(output, /^e2e: failed: .*a-stuck\.spec\.mjs, .*b-lingers\.spec\.mjs \(stopped\)$/m, output)
  assert.match(output, /^e2e: 2 passed, 2 failed, 0 skipped$/m, output)

  const { server, standIns } = startedAddresses(output)
  assert.ok(server && standIns.length === 3, output)
  for (const url of [server, ...standIns]) assert.ok(await goneWithin(url, 1000), `${url} still answers after the run`)
})

test('the server and the stand-ins stop when the runner is killed outright', { timeout: RUN_LIMIT_MS + 10_000 }, async () => {
  const run = startRunner({ E2E_SPECS: 'a-stuck', E2E_TEST_TIMEOUT_MS: '60000' })
  try {
    while (!run.output().includes('running 1 spec file(s)')) {
      assert.equal(run.child.exitCode, null, run.output())
      await new Promise((resolveWait) => setTimeout(resolveWait, 100))
    }
    const { server, standIns } = startedAddresses(run.output())
    assert.equal((await fetch(`${server}/app-api/system/health`)).status, 200)
    run.child.kill('SIGKILL')
    await run.exited
    for (const url of [server, ...standIns]) assert.ok(await goneWithin(url, 15_000), `${url} still answers after the runner was killed`)
  } finally {
    run.child.kill('SIGKILL')
  }
})

test('the specs here are the ones the tests above expect', () => {
  for (const file of ['a-stuck.spec.mjs', 'b-lingers.spec.mjs', 'c-next.spec.mjs']) assert.ok(existsSync(join(specsDir, file)), file)
})
