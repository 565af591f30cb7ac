// Generates src/client/schema.d.ts from the backend's OpenAPI schema.
// With --check, fails (exit 1) when the committed file differs from what the backend describes now.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

const here = dirname(fileURLToPath(import.meta.url))
const target = resolve(here, '../src/client/schema.d.ts')
const gamestore = resolve(here, '../../.venv/bin/gamestore')

const schema = JSON.parse(execFileSync(gamestore, ['openapi'], { encoding: 'utf8', maxBuffer: 64 << 20 }))
const header = '// Generated from the backend OpenAPI schema by scripts/gen-api.mjs. Do not edit.\n'
const generated = header + astToString(await openapiTS(schema))

if (process.argv.includes('--check')) {
  let committed = ''
  try {
    committed = readFileSync(target, 'utf8')
  } catch {
    /* missing counts as drift */
  }
  if (committed !== generated) {
    console.error('src/client/schema.d.ts differs from the backend schema: run `npm run gen:api`')
    process.exit(1)
  }
  console.log('API types match the backend schema')
} else {
  writeFileSync(target, generated)
  console.log(`wrote ${target}`)
}
