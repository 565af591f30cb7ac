import { describe, expect, it } from 'vitest'
import { dateTime } from '../../lib/format'
import { auditChanges, auditValue } from './auditChanges'

describe('audit log changes', () => {
  it('lists only the fields an update changed, nested names as dotted fields', () => {
    const before = { keyAlertThreshold: null, names: { en: 'Star Raid', 'zh-Hans': '星际突袭' }, enabled: true }
    const after = { keyAlertThreshold: 2, names: { en: 'Star Raid II', 'zh-Hans': '星际突袭' }, enabled: false }
    expect(auditChanges(before, after)).toEqual([
      { field: 'keyAlertThreshold', before: '—', after: '2' },
      { field: 'names.en', before: 'Star Raid', after: 'Star Raid II' },
      { field: 'enabled', before: 'Yes', after: 'No' },
    ])
  })

  it('shows epoch-millisecond times in local time, not as numbers', () => {
    const start = Date.UTC(2026, 10, 25, 7, 30)
    const [change] = auditChanges({ startTime: start }, { startTime: start + 3_600_000 })
    expect(change).toEqual({ field: 'startTime', before: dateTime(start), after: dateTime(start + 3_600_000) })
    expect(change?.after).not.toMatch(/^\d{12,}$/)
    expect(auditValue('price', 178_000_000_000)).toBe('178000000000') // a number not named as a time stays one
  })

  it('lists every field of a creation or a deletion, lists as text', () => {
    expect(auditChanges(null, { role: 'support', permissions: ['a', 'b'], note: '' })).toEqual([
      { field: 'role', before: '—', after: 'support' },
      { field: 'permissions', before: '—', after: 'a, b' },
      { field: 'note', before: '—', after: '""' },
    ])
    expect(auditChanges({ id: 3 }, null)).toEqual([{ field: 'id', before: '3', after: '—' }])
    expect(auditChanges({ tries: 5 }, { tries: 5 })).toEqual([])
  })

  it('spells out lists of records, times inside them too', () => {
    const products = [
      { skuId: 3, discountPercent: 20, endTime: null },
      { skuId: 4, discountPercent: 0, tags: ['new', 'hot'] },
    ]
    expect(auditValue('products', products)).toBe('skuId=3, discountPercent=20, endTime=—; skuId=4, discountPercent=0, tags=new, hot')
    const start = Date.UTC(2026, 10, 25)
    expect(auditValue('window', [{ startTime: start }])).toBe(`startTime=${dateTime(start)}`)
    expect(auditValue('extra', {})).toBe('{}')
  })
})
