// The runner's own test (runner.test.mjs) runs the suite's settings on the specs here, with 3 s a test
// and its own report and results folders.

import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { suiteConfig } from '../suite-config.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const artifactsDir = join(here, '..', 'artifacts')

export default suiteConfig({
  testDir: join(here, 'specs'),
  timeout: 3000,
  reportDir: join(artifactsDir, 'runner-report'),
  resultsDir: join(artifactsDir, 'runner-results'),
})
