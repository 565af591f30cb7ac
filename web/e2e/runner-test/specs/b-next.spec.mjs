// The runner's own test: the file beside a stuck one still runs, against its worker's own server.

import assert from 'node:assert/strict'
import { api, test } from '../../support.mjs'

test('the next file runs', async () => {
  const health = await api('/system/health')
  assert.equal(health.code, 0, JSON.stringify(health))
})

