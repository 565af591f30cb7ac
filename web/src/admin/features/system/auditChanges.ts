import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'

type Snapshot = Record<string, unknown> | null | undefined

/** One field an operator changed, its values as a person reads them ('—' where it had none). */
export interface AuditChange {
  field: string
  before: string
  after: string
}

// Snapshots keep times as epoch milliseconds (system/audit.py); a field so named holding one is a time.
const TIME_FIELD = /(^time|Time|At|_at|_time|Date|_date)$/
const EPOCH_MS_FROM = 1e11 // 1973: smaller numbers are counts and prices, not times

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Nested objects (a name per language …) as dotted fields: `names.en`. */
function flatten(snapshot: Snapshot, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(snapshot ?? {})) {
    const field = prefix ? `${prefix}.${key}` : key
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, field, into)
    else into.set(field, value)
  }
  return into
}

/** A recorded value as text: times in the operator's locale and zone, lists and records spelled out (never JSON). */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'number' && value >= EPOCH_MS_FROM && TIME_FIELD.test(field)) return dateTime(value)
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no')
  if (typeof value === 'string') return value === '' ? '""' : value
  if (Array.isArray(value)) {
    // Lists of records (an activity's products) one record after another: `skuId=3, discountPercent=20; …`.
    return value.length ? value.map((item) => auditValue(field, item)).join(value.some(isPlainObject) ? '; ' : ', ') : '[]'
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
    return entries.length ? entries.map(([key, item]) => `${key}=${auditValue(key, item)}`).join(', ') : '{}'
  }
  return String(value)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * What a change did, field by field: a creation lists every field it set, a deletion every field
 * it removed, an update only the fields whose value changed (in the snapshots' order).
 */
export function auditChanges(before: Snapshot, after: Snapshot): AuditChange[] {
  const old = flatten(before)
  const now = flatten(after)
  const fields = [...new Set([...old.keys(), ...now.keys()])]
  return fields
    .filter((field) => !before || !after || !same(old.get(field), now.get(field)))
    .map((field) => ({ field, before: auditValue(field, old.get(field)), after: auditValue(field, now.get(field)) }))
}
