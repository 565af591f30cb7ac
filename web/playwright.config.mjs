// The browser suite (`npm run e2e`): @playwright/test runs e2e/tests/*.spec.mjs against throw-away
// servers that e2e/global-setup.mjs starts, one per parallel worker (E2E_WORKERS, default 2).
// E2E_SPECS=pay-gateway,pay runs only those spec files. The tests of one file run in order in one
// worker (they share the browser their `before` hook launched); a test has 60 s unless it says why it
// needs more, the whole run 40 min, and nothing is retried. A failed test leaves a screenshot of
// every page open and a trace; the HTML report is written to e2e/artifacts/report (open it with
// `npx playwright show-report e2e/artifacts/report`), the servers' output to e2e/artifacts/server-<i>.log.

import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { suiteConfig } from './e2e/suite-config.mjs'

const webDir = dirname(fileURLToPath(import.meta.url))
const artifactsDir = join(webDir, 'e2e', 'artifacts')

export default suiteConfig({
  testDir: join(webDir, 'e2e', 'tests'),
  timeout: 60_000,
  reportDir: join(artifactsDir, 'report'),
  resultsDir: join(artifactsDir, 'results'),
})
