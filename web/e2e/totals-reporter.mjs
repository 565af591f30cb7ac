// The browser suite's closing line, one line to read or grep in a CI log:
// "e2e: 118 passed, 0 failed, 0 skipped, 0 not run (passed, 9.8 min)". A test that failed or timed
// out counts as failed; one left unrun or cut short (the 40 min were up, the run was stopped) as not run.

export default class TotalsReporter {
  onBegin(_config, suite) {
    this.tests = suite.allTests()
  }

  onEnd(result) {
    const totals = { passed: 0, failed: 0, skipped: 0, 'not run': 0 }
    for (const test of this.tests ?? []) {
      const status = test.results.at(-1)?.status
      if (status === 'skipped' && test.expectedStatus === 'skipped') totals.skipped += 1
      else if (status === undefined || status === 'skipped' || status === 'interrupted') totals['not run'] += 1
      else if (status === test.expectedStatus) totals.passed += 1
      else totals.failed += 1
    }
    const counts = Object.entries(totals).map(([name, count]) => `${count} ${name}`)
    console.log(`e2e: ${counts.join(', ')} (${result.status}, ${(result.duration / 60_000).toFixed(1)} min)`)
  }

  printsToStdio() {
    return true
  }
}
