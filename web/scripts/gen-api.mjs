// Generates, from the backend's OpenAPI schema, src/client/schema.d.ts (the paths and their types) and
// src/client/errorCodes.ts (the business error codes of its top-level x-error-codes, by name).
// With --check, fails (exit 1) when a committed file differs from what the backend describes now.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'

const here = dirname(fileURLToPath(import.meta.url))
const web = resolve(here, '..')
const gamestore = resolve(here, '../../.venv/bin/gamestore')
const header = '// Generated from the backend OpenAPI schema by scripts/gen-api.mjs. Do not edit.\n'

const schema = JSON.parse(execFileSync(gamestore, ['openapi'], { encoding: 'utf8', maxBuffer: 64 << 20 }))

/** An uploaded file (a binary string in OpenAPI 3.1) is a Blob (a File) in the browser. */
function transform(schemaObject) {
  if (schemaObject.contentMediaType === 'application/octet-stream' || schemaObject.format === 'binary') {
    return ts.factory.createTypeReferenceNode('Blob')
  }
  return undefined
}

function errorCodesModule(codes) {
  const lines = Object.entries(codes).map(([name, code]) => `  ${name}: ${code},`)
  return `${header}/** The backend's business error codes by name (the ApiError's \`code\`). */\nexport const ErrorCode = {\n${lines.join('\n')}\n} as const\n\nexport type ErrorCodeName = keyof typeof ErrorCode\n`
}

const outputs = {
  [resolve(web, 'src/client/schema.d.ts')]: header + astToString(await openapiTS(schema, { transform })),
  [resolve(web, 'src/client/errorCodes.ts')]: errorCodesModule(schema['x-error-codes'] ?? {}),
}

if (process.argv.includes('--check')) {
  let drift = false
  for (const [target, generated] of Object.entries(outputs)) {
    let committed = ''
    try {
      committed = readFileSync(target, 'utf8')
    } catch {
      /* missing counts as drift */
    }
    if (committed !== generated) {
      console.error(`${relative(web, target)} differs from the backend schema: run \`npm run gen:api\``)
      drift = true
    }
  }
  if (drift) process.exit(1)
  console.log('API types and error codes match the backend schema')
} else {
  for (const [target, generated] of Object.entries(outputs)) {
    writeFileSync(target, generated)
    console.log(`wrote ${target}`)
  }
}
