// Generates, from the backend's OpenAPI schema, src/client/schema.d.ts (the paths and their types),
// src/client/errorCodes.ts (the business error codes of its top-level x-error-codes, by name) and
// src/client/textLimits.ts (the limits on the text the shop's forms send, for their rules).
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

// The operations whose text a shop form sends (a body field or a query parameter a member types).
const FORM_OPERATIONS = [
  'POST /app-api/member/auth/login',
  'POST /app-api/member/auth/sms-login',
  'PUT /app-api/member/user/update',
  'PUT /app-api/member/user/update-mobile',
  'PUT /app-api/member/user/update-password',
  'PUT /app-api/member/user/reset-password',
  'POST /app-api/member/feedback/create',
  'POST /app-api/trade/order/create',
  'POST /app-api/trade/order/item/create-comment',
  'POST /app-api/trade/order-feedback-reply/create',
  'POST /app-api/trade/order/key-report',
  'GET /app-api/product/spu/page',
  'GET /app-api/promotion/article/page',
  'GET /app-api/system/help/article/page',
]

function resolved(node) {
  const ref = node?.$ref
  return ref ? schema.components.schemas[ref.split('/').pop()] : node
}

/** A string input's own schema (the string branch of `T | null`), or null for anything else. */
function textSchema(node) {
  const own = resolved(node)
  const string = own?.anyOf ? own.anyOf.map(resolved).find((branch) => branch.type === 'string') : own
  return string?.type === 'string' && string['x-text-rule'] ? string : null
}

/** Each text input of an operation (body fields, then query parameters) with its limits. */
function operationTextFields(method, path) {
  const operation = schema.paths[path]?.[method.toLowerCase()]
  if (!operation) throw new Error(`gen-api: ${method} ${path} is not in the backend's schema`)
  const body = resolved(operation.requestBody?.content?.['application/json']?.schema)
  const inputs = [
    ...Object.entries(body?.properties ?? {}),
    ...(operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, parameter.schema]),
  ]
  const fields = {}
  for (const [name, node] of inputs) {
    const text = textSchema(node)
    if (!text) continue
    if (!Number.isInteger(text.maxLength)) throw new Error(`gen-api: ${method} ${path} ${name} has no maxLength`)
    fields[name] = {
      maxLength: text.maxLength,
      ...(text.minLength ? { minLength: text.minLength } : {}),
      ...(text.pattern ? { pattern: text.pattern } : {}),
      multiLine: text['x-text-rule'] === 'multi-line',
    }
  }
  if (Object.keys(fields).length === 0) throw new Error(`gen-api: ${method} ${path} takes no text`)
  return fields
}

/** `{ maxLength: 6, pattern: '^[0-9]{6}$' }`: a flat object as the project writes one. */
function objectLiteral(object) {
  const value = (item) => (typeof item === 'string' ? `'${item.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'` : String(item))
  return `{ ${Object.entries(object).map(([key, item]) => `${key}: ${value(item)}`).join(', ')} }`
}

function textLimitsModule() {
  const paths = FORM_OPERATIONS.map((operation) => operation.split(' ')[1])
  const twice = paths.find((path, index) => paths.indexOf(path) !== index)
  if (twice) throw new Error(`gen-api: ${twice} is listed twice; the limits are keyed by path`)
  const entries = FORM_OPERATIONS.map((operation) => {
    const [method, path] = operation.split(' ')
    const fields = Object.entries(operationTextFields(method, path)).map(([name, limit]) => `    ${name}: ${objectLiteral(limit)},`)
    return `  /** ${operation} */\n  '${path}': {\n${fields.join('\n')}\n  },`
  })
  return (
    `${header}/**\n * The server's limits on the text the shop's forms send, by path and field (lib/textRules.ts checks\n` +
    ` * them): maxLength and minLength count code points, after surrounding spaces are cut; multiLine\n` +
    ` * text may hold tabs and line breaks, other text no control character at all.\n */\n` +
    `export const TextLimits = {\n${entries.join('\n')}\n} as const\n`
  )
}

const outputs = {
  [resolve(web, 'src/client/schema.d.ts')]: header + astToString(await openapiTS(schema, { transform })),
  [resolve(web, 'src/client/errorCodes.ts')]: errorCodesModule(schema['x-error-codes'] ?? {}),
  [resolve(web, 'src/client/textLimits.ts')]: textLimitsModule(),
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
  console.log('API types, error codes and text limits match the backend schema')
} else {
  for (const [target, generated] of Object.entries(outputs)) {
    writeFileSync(target, generated)
    console.log(`wrote ${target}`)
  }
}
