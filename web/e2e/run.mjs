// `npm run e2e`: browser tests against a real, throw-away server.
//
//  1. scripts/ensure-browser.sh installs Chromium and the CJK fonts when missing;
//  2. a fresh SQLite database in a temporary directory gets the migrations;
//  3. the Alipay, WeChat Pay and WeChat server API stand-ins start on loopback ports
//     (backend/tests/fixtures/gateway_standins_server.py); they print the gateway settings
//     (ALIPAY_*, WECHAT_*, PAY_NOTIFY_BASE_URL) that make the server offer those channels and
//     bind WeChat accounts;
//  4. `gamestore serve` starts on a free loopback port with those settings, serving the built
//     web app (web/dist, or E2E_WEB_DIST when set) and the API;
//  5. `node --test` runs every e2e/tests/*.spec.mjs (or those named in E2E_SPECS, e.g.
//     `E2E_SPECS=pay-gateway,pay npm run e2e`; E2E_TESTS_DIR names another folder of specs), one file
//     at a time, each in its own process group, with E2E_BASE_URL,
//     E2E_SMS_CODE, E2E_DATABASE_URL, E2E_GAMESTORE and E2E_WEB_DIST (the served build) set (see support.mjs), and the WeChat
//     stand-ins' addresses for a test's WeixinJSBridge: E2E_WECHAT_API_URL (WeChat server API)
//     and E2E_WECHAT_PAY_URL (WeChat Pay);
//  6. the server and the stand-ins are stopped and the temporary directory removed, whatever
//     happened (should this script be killed outright, the server gets SIGTERM from the kernel and
//     the stand-ins see their stdin close).
// Nothing waits without end: each test and hook is bounded (bounds.mjs), each file by
// E2E_FILE_TIMEOUT_MS (15 min) and the suite by E2E_SUITE_TIMEOUT_MS (40 min); a stopped file
// counts as failed and the suite goes on with the next. The closing line gives the totals
// ("e2e: 111 passed, 0 failed, 0 skipped"); the exit code is 0 only when nothing failed.
// It does not build the web app: run `npm run build`.
// The server's output is kept in e2e/artifacts/server.log, the stand-ins' in
// e2e/artifacts/standins.log.

import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const SMS_CODE = '246810'
const HEALTH_TIMEOUT_MS = 30_000
const STANDINS_TIMEOUT_MS = 30_000

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repoDir = resolve(webDir, '..')
const testsDir = process.env.E2E_TESTS_DIR ? resolve(process.env.E2E_TESTS_DIR) : join(webDir, 'e2e', 'tests')
const artifactsDir = join(webDir, 'e2e', 'artifacts')
const gamestore = join(repoDir, '.venv', 'bin', 'gamestore')
const python = join(repoDir, '.venv', 'bin', 'python')
const webDist = process.env.E2E_WEB_DIST ? resolve(process.env.E2E_WEB_DIST) : join(webDir, 'dist')

class SetupError extends Error {}

function log(message) {
  console.log(`e2e: ${message}`)
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })
}

function checkPrerequisites() {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new SetupError(`${join(webDist, 'index.html')} is missing: build the web app first with \`npm run build\` (in web/)`)
  }
  if (!existsSync(gamestore)) {
    throw new SetupError(`${gamestore} is missing: set up the backend first with \`make install\` (in the repository root)`)
  }
  const specs = existsSync(testsDir) ? readdirSync(testsDir).filter((name) => name.endsWith('.spec.mjs')).sort() : []
  if (specs.length === 0) throw new SetupError(`no *.spec.mjs files in ${testsDir}`)
  return pickSpecs(specs).map((name) => relative(webDir, join(testsDir, name)))
}

/** E2E_SPECS=a,b keeps a.spec.mjs and b.spec.mjs (names without the suffix); unset keeps all. */
function pickSpecs(specs) {
  const wanted = (process.env.E2E_SPECS ?? '').split(',').map((name) => name.trim()).filter(Boolean)
  if (wanted.length === 0) return specs
  const unknown = wanted.filter((name) => !specs.includes(`${name}.spec.mjs`))
  if (unknown.length > 0) {
    throw new SetupError(`E2E_SPECS names no spec file: ${unknown.join(', ')} (there are: ${specs.map((name) => name.replace(/\.spec\.mjs$/, '')).join(', ')})`)
  }
  return specs.filter((name) => wanted.includes(name.replace(/\.spec\.mjs$/, '')))
}

function ensureBrowser() {
  const script = join(repoDir, 'scripts', 'ensure-browser.sh')
  const result = spawnSync('bash', [script], { stdio: 'inherit' })
  if (result.status !== 0) {
    throw new SetupError(`${script} failed (exit ${result.status ?? result.signal}); see its output above`)
  }
}

/** Build the database as `make run` does: migrations, then the demo catalogue. */
function migrate(env, cwd) {
  for (const args of [['db', 'upgrade'], ['demo-data', '--if-empty']]) {
    const result = spawnSync(gamestore, args, { env, cwd, encoding: 'utf8' })
    if (result.status !== 0) {
      throw new SetupError(`\`gamestore ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}${result.error ?? ''}`)
    }
  }
}

// Execs the command after asking the kernel for SIGTERM when this script dies (PR_SET_PDEATHSIG),
// so not even a SIGKILL of this script leaves the server running.
const DIE_WITH_PARENT = [
  '-c',
  'import ctypes, os, signal, sys\n' +
    'ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)\n' +
    'if os.getppid() != int(sys.argv[1]): sys.exit("the e2e runner is gone")\n' +
    'os.execv(sys.argv[2], sys.argv[2:])',
  String(process.pid),
]

/**
 * Start a process; returns { child, output() } where output() is everything it printed so far.
 * `dieWithParent`: the process gets SIGTERM when this script ends, however it ends.
 */
function startProcess(command, args, { env, cwd, stdin = 'ignore', dieWithParent = false }) {
  const chunks = []
  const [file, argv] = dieWithParent ? [python, [...DIE_WITH_PARENT, command, ...args]] : [command, args]
  const child = spawn(file, argv, { env, cwd, stdio: [stdin, 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk) => chunks.push(chunk))
  child.stderr.on('data', (chunk) => chunks.push(chunk))
  child.exited = new Promise((resolveExit) => {
    child.on('error', (error) => {
      chunks.push(Buffer.from(`spawn error: ${error.message}\n`))
      resolveExit(null)
    })
    child.on('exit', (code, signal) => resolveExit(code ?? signal))
  })
  return { child, output: () => Buffer.concat(chunks).toString('utf8') }
}

function startServer(port, env, cwd) {
  return startProcess(gamestore, ['serve', '--host', '127.0.0.1', '--port', String(port)], { env, cwd, dieWithParent: true })
}

/**
 * Start the gateway stand-ins for the store at `storeUrl`; resolves { process, env } once they
 * printed their settings (one JSON line) and `ready`. Their stdin stays open: should this script
 * die without cleaning up, its end closes and they leave.
 */
async function startStandIns(storeUrl) {
  const standIns = startProcess(python, ['-m', 'fixtures.gateway_standins_server', '--store', storeUrl], {
    env: { ...process.env, PYTHONPATH: join(repoDir, 'backend', 'tests') },
    cwd: join(repoDir, 'backend'),
    stdin: 'pipe',
  })
  const outcome = await readyOrNot(standIns)
  if (outcome.ready) {
    const lines = standIns.output().split('\n')
    const settings = lines.slice(0, lines.indexOf('ready')).findLast((line) => line.startsWith('{'))
    try {
      return { process: standIns, env: JSON.parse(settings ?? '') }
    } catch (error) {
      await stopProcess(standIns)
      throw new SetupError(`the gateway stand-ins printed no settings before \`ready\` (${error.message}); their output:\n${standIns.output()}`)
    }
  }
  await stopProcess(standIns)
  throw new SetupError(`the gateway stand-ins were not ready ${outcome.exited ? `(they exited: ${standIns.child.exitCode ?? standIns.child.signalCode})` : `within ${STANDINS_TIMEOUT_MS / 1000} s`}; their output:\n${standIns.output()}`)
}

/** Resolves { ready: true } when `started` prints a line `ready`, else when it exits or times out. */
function readyOrNot(started) {
  return new Promise((resolveOutcome) => {
    const done = (outcome) => {
      clearTimeout(timer)
      started.child.stdout.off('data', onData)
      resolveOutcome(outcome)
    }
    const onData = () => {
      if (started.output().split('\n').includes('ready')) done({ ready: true })
    }
    const timer = setTimeout(() => done({ ready: false, exited: false }), STANDINS_TIMEOUT_MS)
    started.child.stdout.on('data', onData)
    started.child.exited.then(() => done({ ready: false, exited: true }))
    onData()
  })
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  let exited = false
  let lastProblem = 'no answer yet'
  server.child.exited.then(() => (exited = true))
  while (Date.now() < deadline) {
    if (exited) {
      throw new SetupError(`the server exited (${server.child.exitCode ?? server.child.signalCode}) before it was healthy; its output:\n${server.output()}`)
    }
    try {
      const response = await fetch(`${baseUrl}/app-api/system/health`, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return
      lastProblem = `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`
    } catch (error) {
      lastProblem = error.cause?.code ?? error.message
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200))
  }
  throw new SetupError(`the server did not answer GET /app-api/system/health within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${lastProblem}); its output:\n${server.output()}`)
}

async function stopProcess({ child }) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await child.exited
  clearTimeout(timer)
}

/** Each file's limit: its tests are bounded one by one (bounds.mjs); this stops a file whose process does not end. */
const FILE_TIMEOUT_MS = Number(process.env.E2E_FILE_TIMEOUT_MS) || 15 * 60_000
/** The whole suite's limit: what is left unrun past it is reported, and the run fails. */
const SUITE_TIMEOUT_MS = Number(process.env.E2E_SUITE_TIMEOUT_MS) || 40 * 60_000

let running

/** Stops a spec file's process and everything it started (its browsers), as a group. */
function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/**
 * Runs one spec file in its own process group, printing its output as it comes; resolves with its
 * counts ({ pass, fail, … } from node:test's summary) and whether it had to be stopped.
 */
function runFile(spec, env, limitMs) {
  return new Promise((resolveRun) => {
    const chunks = []
    // Without NODE_TEST_CONTEXT (set when this script runs under node:test itself), or node --test
    // would take itself for a nested run and skip the file.
    const fileEnv = { ...env }
    delete fileEnv.NODE_TEST_CONTEXT
    const child = spawn(process.execPath, ['--test', '--test-force-exit', spec], { cwd: webDir, env: fileEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    running = child
    const echo = (stream) => (chunk) => {
      chunks.push(chunk)
      stream.write(chunk)
    }
    child.stdout.on('data', echo(process.stdout))
    child.stderr.on('data', echo(process.stderr))
    let stopped = false
    const timer = setTimeout(() => {
      stopped = true
      log(`${spec} did not finish within ${Math.round(limitMs / 1000)} s: stopping it`)
      stopGroup(child)
    }, limitMs)
    const done = (code) => {
      clearTimeout(timer)
      running = undefined
      resolveRun({ code, stopped, counts: summaryCounts(Buffer.concat(chunks).toString('utf8')) })
    }
    child.on('error', (error) => {
      log(`could not start the test runner for ${spec}: ${error.message}`)
      done(1)
    })
    // A browser the file left behind goes with it; its output is whole once the pipes close.
    child.on('exit', () => stopGroup(child))
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

/** node:test's closing counts ("# pass 3" in TAP, "ℹ pass 3" from the spec reporter). */
function summaryCounts(output) {
  const counts = { pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 }
  for (const [, name, value] of output.matchAll(/^(?:# |ℹ )(pass|fail|cancelled|skipped|todo) (\d+)$/gm)) counts[name] = Number(value)
  return counts
}

/**
 * Runs the spec files one after another, each bounded, the whole bounded; prints the totals as a
 * closing line and resolves with the exit code (0 only when every test of every file passed).
 */
async function runTests(specs, env) {
  const deadline = Date.now() + SUITE_TIMEOUT_MS
  const totals = { pass: 0, fail: 0, skipped: 0 }
  const troubled = []
  for (const [index, spec] of specs.entries()) {
    const left = deadline - Date.now()
    if (left <= 0) {
      const unrun = specs.slice(index)
      log(`the suite's ${Math.round(SUITE_TIMEOUT_MS / 1000)} s are up: not run: ${unrun.join(', ')}`)
      troubled.push(...unrun.map((name) => `${name} (not run)`))
      totals.fail += unrun.length
      break
    }
    const { code, stopped, counts } = await runFile(spec, env, Math.min(FILE_TIMEOUT_MS, left))
    totals.pass += counts.pass
    totals.skipped += counts.skipped + counts.todo
    // A file that failed without a failed test (it did not load, or was stopped), or ran no test at
    // all, counts as one failure.
    const ran = counts.pass + counts.fail + counts.cancelled + counts.skipped + counts.todo
    const failed = counts.fail + counts.cancelled || (code !== 0 || ran === 0 ? 1 : 0)
    totals.fail += failed
    if (failed > 0) troubled.push(stopped ? `${spec} (stopped)` : ran === 0 ? `${spec} (ran no test)` : spec)
  }
  if (troubled.length > 0) log(`failed: ${troubled.join(', ')}`)
  console.log(`e2e: ${totals.pass} passed, ${totals.fail} failed, ${totals.skipped} skipped`)
  return totals.fail === 0 ? 0 : 1
}

async function main() {
  const specs = checkPrerequisites()
  ensureBrowser()

  const tmp = mkdtempSync(join(tmpdir(), 'gamestore-e2e-'))
  let server
  let standIns
  let cleaning
  // Runs once, however many times it is asked for (signal handler and finally).
  const cleanUp = () =>
    (cleaning ??= (async () => {
      mkdirSync(artifactsDir, { recursive: true })
      if (server) {
        await stopProcess(server)
        writeFileSync(join(artifactsDir, 'server.log'), server.output())
      }
      if (standIns) {
        await stopProcess(standIns)
        // Without the settings line: it holds the (throw-away) private keys.
        writeFileSync(join(artifactsDir, 'standins.log'), standIns.output().replace(/^\{.*\}$/m, '(settings for the server)'))
      }
      rmSync(tmp, { recursive: true, force: true })
    })())
  // The spec file running is in a group of its own: stop it, clean up, then leave.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      log(`${signal}: stopping`)
      if (running) stopGroup(running)
      cleanUp().finally(() => process.exit(130))
    })
  }

  try {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    // The server runs in the temporary directory so no .env file of the developer's applies.
    const serverEnv = {
      ...process.env,
      APP_ENV: 'test',
      DATABASE_URL: `sqlite+aiosqlite:///${join(tmp, 'e2e.db')}`,
      SMS_FIXED_CODE: SMS_CODE,
      WEB_DIST_DIR: webDist,
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every spec logs its members in by SMS from 127.0.0.1: more than an address's 30 codes an hour.
      SMS_SENDS_PER_IP_PER_HOUR: '1000',
      // Reminders due are delivered within a second, so a spec sees them without waiting long.
      ACTIVITY_REMINDER_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'WARNING',
    }
    delete serverEnv.REDIS_URL

    log(`fresh database in ${tmp}`)
    migrate(serverEnv, tmp)
    log('starting the Alipay, WeChat Pay and WeChat server API stand-ins')
    const gateways = await startStandIns(baseUrl)
    standIns = gateways.process
    Object.assign(serverEnv, gateways.env)
    log(
      `stand-ins ready (Alipay ${gateways.env.ALIPAY_GATEWAY_URL}, WeChat Pay ${gateways.env.WECHAT_BASE_URL}, WeChat API ${gateways.env.WECHAT_API_BASE_URL})`,
    )
    log(`starting the server at ${baseUrl} (web app from ${webDist})`)
    server = startServer(port, serverEnv, tmp)
    await waitForHealth(baseUrl, server)
    log(`server healthy; running ${specs.length} spec file(s)`)

    const code = await runTests(specs, {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_SMS_CODE: SMS_CODE,
      E2E_DATABASE_URL: serverEnv.DATABASE_URL,
      E2E_GAMESTORE: gamestore,
      E2E_WEB_DIST: webDist,
      E2E_WECHAT_API_URL: gateways.env.WECHAT_API_BASE_URL,
      E2E_WECHAT_PAY_URL: gateways.env.WECHAT_BASE_URL,
      // The one-tap stand-in's "carrier" (what the app shell's SDK asks): /standin/carrier/login.
      E2E_UNIVERIFY_URL: gateways.env.UNIVERIFY_FUNCTION_URL.replace(/\/univerify$/, ''),
    })
    if (code !== 0 && server.output().trim()) {
      console.error(`e2e: the tests failed; the server printed (also in e2e/artifacts/server.log):\n${server.output()}`)
    }
    return code
  } finally {
    await cleanUp()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`e2e: ${error instanceof SetupError ? error.message : (error.stack ?? error)}`)
    process.exit(1)
  },
)
