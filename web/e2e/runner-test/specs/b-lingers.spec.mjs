// The runner's own test: a file whose process never ends (its module never finishes loading).

import { test } from '../../support.mjs'

setInterval(() => {}, 1000)
await new Promise(() => {})

test('never reached', () => {})
