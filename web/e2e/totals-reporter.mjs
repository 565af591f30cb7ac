// The browser suite's closing lines, to read or grep in a CI log whose end is all one may see: each
// failed test's title and the first lines of its error, then
// "e2e: 118 passed, 0 failed, 0 skipped, 0 not run (passed, 9.8 min)". A test that failed or timed
// out counts as failed; one left unrun or cut short (the 40 min were up, the run was stopped) as not run.

const ERROR_LINES = 6
const ANSI_ESCAPES = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g')

export default class TotalsReporter {
  onBegin(_config, suite) {
    this.tests = suite.allTests()
  }

  onEnd(result) {
    const totals = { passed: 0, failed: 0, skipped: 0, 'not run': 0 }
    const failures = []
    for (const test of this.tests ?? []) {
      const last = test.results.at(-1)
      const status = last?.status
      if (status === 'skipped' && test.expectedStatus === 'skipped') totals.skipped += 1
      else if (status === undefined || status === 'skipped' || status === 'interrupted') totals['not run'] += 1
      else if (status === test.expectedStatus) totals.passed += 1
      else {
        totals.failed += 1
        failures.push(describeFailure(test, last))
      }
    }
    for (const failure of failures) console.log(failure)
    const counts = Object.entries(totals).map(([name, count]) => `${count} ${name}`)
    console.log(`e2e: ${counts.join(', ')} (${result.status}, ${(result.duration / 60_000).toFixed(1)} min)`)
  }

  printsToStdio() {
    return true
  }
}

/** "e2e failed: <file>:<line> › <title>" and its error's first lines, where in the spec it stopped. */
function describeFailure(test, result) {
  const { file, line } = test.location
  const spec = file.split('/').slice(-1)[0]
  const lines = [`e2e failed: ${spec}:${line} › ${test.title} (${result.status}, ${(result.duration / 1000).toFixed(1)} s)`]
  for (const error of result.errors ?? []) {
    const message = (error.message ?? String(error.value ?? '')).replace(ANSI_ESCAPES, '').trim()
    lines.push(...message.split('\n').slice(0, ERROR_LINES).map((text) => `    ${text}`))
    const where = (error.stack ?? '').split('\n').find((frame) => frame.includes('/e2e/'))
    if (where) lines.push(`    ${where.trim()}`)
  }
  return lines.join('\n')
}
