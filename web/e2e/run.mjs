// `npm run e2e`: browser tests against a real, throw-away server.
//
//  1. scripts/ensure-browser.sh installs Chromium and the CJK fonts when missing;
//  2. a fresh SQLite database in a temporary directory gets the migrations;
//  3. `gamestore serve` starts on a free loopback port, serving the built web app
//     (web/dist, or E2E_WEB_DIST when set) and the API;
//  4. `node --test` runs every e2e/tests/*.spec.mjs, one file at a time, with
//     E2E_BASE_URL, E2E_SMS_CODE, E2E_DATABASE_URL and E2E_GAMESTORE set (see support.mjs);
//  5. the server is stopped and the temporary directory removed, whatever happened.
// Exits with the test runner's exit code. It does not build the web app: run `npm run build`.
// The server's output is kept in e2e/artifacts/server.log.

import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const SMS_CODE = '246810'
const HEALTH_TIMEOUT_MS = 30_000

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repoDir = resolve(webDir, '..')
const testsDir = join(webDir, 'e2e', 'tests')
const artifactsDir = join(webDir, 'e2e', 'artifacts')
const gamestore = join(repoDir, '.venv', 'bin', 'gamestore')
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
  return specs.map((name) => join('e2e', 'tests', name))
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

/** Start the server; returns { child, output() } where output() is everything it printed so far. */
function startServer(port, env, cwd) {
  const chunks = []
  const child = spawn(gamestore, ['serve', '--host', '127.0.0.1', '--port', String(port)], {
    env,
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
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

async function stopServer(server) {
  const { child } = server
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await child.exited
  clearTimeout(timer)
}

let runner

function runTests(specs, env) {
  return new Promise((resolveRun) => {
    runner = spawn(process.execPath, ['--test', '--test-concurrency=1', ...specs], {
      cwd: webDir,
      env,
      stdio: 'inherit',
    })
    runner.on('error', (error) => {
      console.error(`e2e: could not start the test runner: ${error.message}`)
      resolveRun(1)
    })
    runner.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)))
  })
}

async function main() {
  const specs = checkPrerequisites()
  ensureBrowser()

  const tmp = mkdtempSync(join(tmpdir(), 'gamestore-e2e-'))
  let server
  let cleaning
  // Runs once, however many times it is asked for (signal handler and finally).
  const cleanUp = () =>
    (cleaning ??= (async () => {
      if (server) {
        await stopServer(server)
        mkdirSync(artifactsDir, { recursive: true })
        writeFileSync(join(artifactsDir, 'server.log'), server.output())
      }
      rmSync(tmp, { recursive: true, force: true })
    })())
  // Ctrl-C reaches the test runner too (same process group); clean up, then leave.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      log(`${signal}: stopping`)
      if (runner?.exitCode === null) runner.kill(signal)
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
      LOG_LEVEL: 'WARNING',
    }
    delete serverEnv.REDIS_URL

    log(`fresh database in ${tmp}`)
    migrate(serverEnv, tmp)
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
