// The runner's own test: the file after a stuck one still runs.

import assert from 'node:assert/strict'
import { test } from '../../support.mjs'

test('the next file runs', () => {
  assert.ok(true)
})
