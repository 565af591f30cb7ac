// Playwright's global setup for the browser suite (playwright.config.mjs): throw-away servers, one per
// parallel worker, so workers never see each other's members, orders or stock.
//
//  1. the built web app (web/dist, or E2E_WEB_DIST) and the backend's .venv/bin/gamestore must be
//     there; scripts/ensure-browser.sh installs Chromium and the CJK fonts when missing;
//  2. a SQLite database in a temporary directory gets the migrations and the demo data (as `make run`
//     does), once;
//  3. for each worker i: a copy of that directory (database and demo pictures) and of the web app
//     (network.spec.mjs takes files out of it); the Alipay, WeChat Pay and WeChat server API stand-ins
//     (backend/tests/fixtures/gateway_standins_server.py) on loopback ports, which print the gateway
//     settings (ALIPAY_*, WECHAT_*, PAY_NOTIFY_BASE_URL …) that make the server offer those channels
//     and bind WeChat accounts; they deliver the notices to that one server, so each server has its
//     own; then `gamestore serve` on a free loopback port with those settings, until it is healthy;
//  4. the addresses go to the workers through the environment: E2E_BASE_URL_<i>, E2E_DATABASE_URL_<i>,
//     E2E_SERVER_DIR_<i>, E2E_WEB_DIST_<i>, E2E_WECHAT_API_URL_<i>, E2E_WECHAT_PAY_URL_<i>, E2E_ALIPAY_URL_<i>,
//     E2E_UNIVERIFY_URL_<i>, E2E_STEAM_URL_<i>, and E2E_SMS_CODE and E2E_GAMESTORE (support.mjs picks its worker's own by
//     TEST_PARALLEL_INDEX);
//  5. the teardown (the function this returns) stops the servers and the stand-ins, keeps their output
//     in e2e/artifacts/server-<i>.log and standins-<i>.log and removes the temporary directory,
//     whatever happened; should the runner be killed outright, the servers get SIGTERM from the kernel
//     and the stand-ins see their stdin close.
// With E2E_BASE_URL set it starts nothing: the specs use that server (APP_ENV=test, SMS_FIXED_CODE set).

import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from '@playwright/test'

const SMS_CODE = '246810'
const HEALTH_TIMEOUT_MS = 30_000
const STANDINS_TIMEOUT_MS = 30_000

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repoDir = resolve(webDir, '..')
const artifactsDir = join(webDir, 'e2e', 'artifacts')
const gamestore = join(repoDir, '.venv', 'bin', 'gamestore')
const python = join(repoDir, '.venv', 'bin', 'python')
const webDist = process.env.E2E_WEB_DIST ? resolve(process.env.E2E_WEB_DIST) : join(webDir, 'dist')

class SetupError extends Error {}

function log(message) {
  console.log(`e2e: ${message}`)
}

/** Whether `port` can be listened on now (on loopback). */
function canListen(port) {
  return new Promise((resolveFree) => {
    const server = createServer()
    server.unref()
    server.on('error', () => resolveFree(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)))
  })
}

// Below Linux's ephemeral range (32768–60999): a port the stand-ins (and every other socket bound to
// port 0) are never handed. A port 0 chose for the server was once given to a stand-in started next,
// between the server's port being chosen and the server binding it.
const SERVER_PORTS = { from: 20000, count: 12000 }

/** A free loopback port for a server, that nothing binding port 0 can take before it binds. */
async function freePort() {
  for (let tries = 0; tries < 100; tries += 1) {
    const port = SERVER_PORTS.from + Math.floor(Math.random() * SERVER_PORTS.count)
    if (await canListen(port)) return port
  }
  throw new SetupError(`no free port in ${SERVER_PORTS.from}–${SERVER_PORTS.from + SERVER_PORTS.count - 1}`)
}

function checkPrerequisites() {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new SetupError(`${join(webDist, 'index.html')} is missing: build the web app first with \`npm run build\` (in web/)`)
  }
  if (!existsSync(gamestore)) {
    throw new SetupError(`${gamestore} is missing: set up the backend first with \`make install\` (in the repository root)`)
  }
}

function ensureBrowser() {
  const script = join(repoDir, 'scripts', 'ensure-browser.sh')
  const result = spawnSync('bash', [script], { stdio: 'inherit' })
  if (result.status !== 0) {
    throw new SetupError(`${script} failed (exit ${result.status ?? result.signal}); see its output above`)
  }
}

/** The server's settings; it runs in `dir` so no .env file of the developer's applies. */
function serverEnv(dir) {
  const env = {
    ...process.env,
    APP_ENV: 'test',
    DATABASE_URL: `sqlite+aiosqlite:///${join(dir, 'e2e.db')}`,
    SMS_FIXED_CODE: SMS_CODE,
    RATE_LIMIT_PER_MINUTE: '100000',
    ADMIN_RATE_LIMIT_PER_MINUTE: '100000',
    // The console specs log operators in from 127.0.0.1 all along: an address's logins are capped at
    // 5× this in 10 minutes (25 by default, fewer than one worker's console specs make).
    ADMIN_LOGIN_ATTEMPTS_PER_10_MINUTES: '20',
    // Every spec logs its members in by SMS from 127.0.0.1: more than an address's 30 codes an hour.
    SMS_SENDS_PER_IP_PER_HOUR: '1000',
    // Reminders due are delivered within a second, so a spec sees them without waiting long.
    ACTIVITY_REMINDER_INTERVAL_SECONDS: '1',
    // Price changes are matched against alerts each second (issue 40 part 4).
    PRICE_ALERT_INTERVAL_SECONDS: '1',
    // Released pre-orders are delivered (and their prices protected) within a second (issue 41).
    PREORDER_JOB_INTERVAL_SECONDS: '1',
    // WeChat's subscribe-template list asked each time, so a template a spec deletes in the WeChat
    // stand-in's console is missing at once (and back once it puts it back).
    WECHAT_TEMPLATES_CACHE_SECONDS: '0',
    LOG_LEVEL: 'WARNING',
  }
  delete env.REDIS_URL
  return env
}

/** Build the database as `make run` does: migrations, then the demo catalogue. */
function migrate(dir) {
  for (const args of [['db', 'upgrade'], ['demo-data', '--if-empty']]) {
    const result = spawnSync(gamestore, args, { env: serverEnv(dir), cwd: dir, encoding: 'utf8' })
    if (result.status !== 0) {
      throw new SetupError(`\`gamestore ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}${result.error ?? ''}`)
    }
  }
}

// Execs the command after asking the kernel for SIGTERM when the runner dies (PR_SET_PDEATHSIG), so
// not even a SIGKILL of the runner leaves the server running. Global setup runs in the runner's process.
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
 * `dieWithParent`: the process gets SIGTERM when the runner ends, however it ends.
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

async function stopProcess({ child }) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await child.exited
  clearTimeout(timer)
}

/**
 * Start the gateway stand-ins for the store at `storeUrl`; resolves { process, env } once they
 * printed their settings (one JSON line) and `ready`. Their stdin stays open: should the runner
 * die without cleaning up, its end closes and they leave. `started` receives the process at once,
 * so a failure later still stops it.
 */
async function startStandIns(storeUrl, started) {
  const standIns = startProcess(python, ['-m', 'fixtures.gateway_standins_server', '--store', storeUrl], {
    env: { ...process.env, PYTHONPATH: join(repoDir, 'backend', 'tests') },
    cwd: join(repoDir, 'backend'),
    stdin: 'pipe',
  })
  started(standIns)
  const outcome = await readyOrNot(standIns)
  if (!outcome.ready) {
    const why = outcome.exited ? `they exited: ${standIns.child.exitCode ?? standIns.child.signalCode}` : `within ${STANDINS_TIMEOUT_MS / 1000} s`
    throw new SetupError(`the gateway stand-ins were not ready (${why}); their output:\n${standIns.output()}`)
  }
  const lines = standIns.output().split('\n')
  const settings = lines.slice(0, lines.indexOf('ready')).findLast((line) => line.startsWith('{'))
  try {
    return JSON.parse(settings ?? '')
  } catch (error) {
    throw new SetupError(`the gateway stand-ins printed no settings before \`ready\` (${error.message}); their output:\n${standIns.output()}`)
  }
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

/** What GET /app-api/system/health answers: 'healthy', or what is wrong. */
async function health(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/app-api/system/health`, { signal: AbortSignal.timeout(2000) })
    return response.ok ? 'healthy' : `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`
  } catch (error) {
    return error.cause?.code ?? error.message
  }
}

/** Resolves once the server answers its health check; throws when it exits first or takes too long. */
async function waitForHealth(baseUrl, server) {
  const healthy = expect
    .poll(() => health(baseUrl), { timeout: HEALTH_TIMEOUT_MS, intervals: [200] })
    .toBe('healthy')
    .catch((error) => {
      throw new SetupError(`the server did not answer GET /app-api/system/health within ${HEALTH_TIMEOUT_MS / 1000} s (${error.message.split('\n').find((line) => line.includes('Received'))?.trim() ?? 'no answer'}); its output:\n${server.output()}`)
    })
  const exited = server.child.exited.then(() => {
    throw new SetupError(`the server exited (${server.child.exitCode ?? server.child.signalCode}) before it was healthy; its output:\n${server.output()}`)
  })
  await Promise.race([healthy, exited])
  exited.catch(() => {}) // it exits at the teardown, when nobody listens any more
}

/**
 * One worker's server: its own copy of the prepared directory and of the web app, its own stand-ins,
 * `gamestore serve` on a free port. `track` receives each process as soon as it is started.
 */
async function startServer(index, preparedDir, tmp, track) {
  const dir = join(tmp, `server-${index}`)
  cpSync(preparedDir, dir, { recursive: true })
  const dist = join(tmp, `web-${index}`)
  cpSync(webDist, dist, { recursive: true })
  const baseUrl = `http://127.0.0.1:${await freePort()}`
  const gateways = await startStandIns(baseUrl, (standIns) => track({ name: `standins-${index}`, process: standIns }))
  const env = { ...serverEnv(dir), ...gateways, WEB_DIST_DIR: dist }
  const server = startProcess(gamestore, ['serve', '--host', '127.0.0.1', '--port', new URL(baseUrl).port], { env, cwd: dir, dieWithParent: true })
  track({ name: `server-${index}`, process: server })
  await waitForHealth(baseUrl, server)
  log(`server ${index} at ${baseUrl} (stand-ins: Alipay ${gateways.ALIPAY_GATEWAY_URL}, WeChat Pay ${gateways.WECHAT_BASE_URL}, WeChat API ${gateways.WECHAT_API_BASE_URL})`)
  return {
    [`E2E_BASE_URL_${index}`]: baseUrl,
    [`E2E_DATABASE_URL_${index}`]: env.DATABASE_URL,
    [`E2E_SERVER_DIR_${index}`]: dir,
    [`E2E_WEB_DIST_${index}`]: dist,
    [`E2E_WECHAT_API_URL_${index}`]: gateways.WECHAT_API_BASE_URL,
    [`E2E_WECHAT_PAY_URL_${index}`]: gateways.WECHAT_BASE_URL,
    // The Alipay stand-in's origin (its app client, /standin/client/app-pay, pays app order strings).
    [`E2E_ALIPAY_URL_${index}`]: gateways.ALIPAY_GATEWAY_URL.replace(/\/gateway\.do$/, ''),
    // The one-tap stand-in's "carrier" (what the app shell's SDK asks): /standin/carrier/login.
    [`E2E_UNIVERIFY_URL_${index}`]: gateways.UNIVERIFY_FUNCTION_URL.replace(/\/univerify$/, ''),
    [`E2E_STEAM_URL_${index}`]: gateways.STEAM_WEB_API_URL,
  }
}

/** Stops every process in `running`, keeps their output in e2e/artifacts, removes `tmp`. */
async function stopAll(running, tmp) {
  mkdirSync(artifactsDir, { recursive: true })
  await Promise.all(
    running.map(async ({ name, process: started }) => {
      await stopProcess(started)
      // Without the stand-ins' settings line: it holds the (throw-away) private keys.
      writeFileSync(join(artifactsDir, `${name}.log`), started.output().replace(/^\{.*\}$/m, '(settings for the server)'))
    }),
  )
  rmSync(tmp, { recursive: true, force: true })
}

/** @param {import('@playwright/test').FullConfig} config */
export default async function globalSetup(config) {
  if (process.env.E2E_BASE_URL) {
    log(`using the server at ${process.env.E2E_BASE_URL}`)
    return undefined
  }
  checkPrerequisites()
  ensureBrowser()
  const tmp = mkdtempSync(join(tmpdir(), 'gamestore-e2e-'))
  const running = []
  try {
    const prepared = join(tmp, 'prepared')
    mkdirSync(prepared)
    log(`fresh database in ${prepared}`)
    migrate(prepared)
    log(`starting ${config.workers} server(s) with their gateway stand-ins (web app from ${webDist})`)
    const indexes = Array.from({ length: config.workers }, (_, index) => index)
    // All settled before anything is stopped: a server still starting would be missed.
    const outcomes = await Promise.allSettled(indexes.map((index) => startServer(index, prepared, tmp, (started) => running.push(started))))
    const failed = outcomes.find((outcome) => outcome.status === 'rejected')
    if (failed) throw failed.reason
    Object.assign(process.env, { E2E_SMS_CODE: SMS_CODE, E2E_GAMESTORE: gamestore }, ...outcomes.map((outcome) => outcome.value))
    log('servers healthy (their output goes to e2e/artifacts/server-<i>.log, the stand-ins\' to standins-<i>.log)')
  } catch (error) {
    await stopAll(running, tmp)
    throw error instanceof SetupError ? new Error(`e2e: ${error.message}`) : error
  }
  return () => stopAll(running, tmp)
}
