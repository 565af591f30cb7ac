// The browser suite's Playwright settings, shared by ../playwright.config.mjs (the suite) and
// runner-test/playwright.config.mjs (the runner's own test).

import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'

const e2eDir = dirname(fileURLToPath(import.meta.url))

/**
 * The spec files of `testDir` that E2E_SPECS names (names without `.spec.mjs`; unset: all of them),
 * as file names. Throws on a name that matches no file.
 */
function pickSpecs(testDir) {
  const specs = readdirSync(testDir)
    .filter((name) => name.endsWith('.spec.mjs'))
    .sort()
  const wanted = (process.env.E2E_SPECS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (wanted.length === 0) return specs
  const unknown = wanted.filter((name) => !specs.includes(`${name}.spec.mjs`))
  if (unknown.length > 0) {
    const known = specs.map((name) => name.replace(/\.spec\.mjs$/, '')).join(', ')
    throw new Error(`E2E_SPECS names no spec file: ${unknown.join(', ')} (there are: ${known})`)
  }
  return specs.filter((name) => wanted.includes(name.replace(/\.spec\.mjs$/, '')))
}

/**
 * The suite's settings for the specs in `testDir`; the runner's own test (e2e/runner-test) uses them
 * with its own folders and a shorter limit.
 * @param {{ testDir: string, timeout: number, reportDir: string, resultsDir: string }} options
 */
export function suiteConfig({ testDir, timeout, reportDir, resultsDir }) {
  const specs = pickSpecs(testDir)
  // One server per worker: no more workers than files (a file's tests stay in one worker).
  const workers = Math.max(1, Math.min(Number(process.env.E2E_WORKERS) || 2, specs.length))
  return defineConfig({
    testDir,
    testMatch: specs,
    workers,
    fullyParallel: false,
    retries: 0,
    timeout,
    globalTimeout: 40 * 60_000,
    globalSetup: join(e2eDir, 'global-setup.mjs'),
    outputDir: resultsDir,
    reporter: [['list'], ['html', { outputFolder: reportDir, open: 'never' }], [join(e2eDir, 'totals-reporter.mjs')]],
    use: {
      // They see the browsers the specs launch themselves (support.mjs's launch()) too.
      screenshot: 'only-on-failure',
      // No screencast in the trace: on the 3D model pages it cost 10-20 % more time; its DOM snapshots
      // still show each step, and the failure's screenshot is taken anyway.
      trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
      // playwright-core's own defaults, which the specs were written against (the runner's are none).
      actionTimeout: 30_000,
      navigationTimeout: 30_000,
    },
  })
}
