import { describe, expect, it } from 'vitest'
import { parseId, parseListName } from './listQuery'

describe('parseListName', () => {
  it('accepts the four home lists', () => {
    expect(parseListName('featured')).toBe('featured')
    expect(parseListName('low-priced')).toBe('low-priced')
    expect(parseListName('new')).toBe('new')
    expect(parseListName('best-selling')).toBe('best-selling')
  })

  it('rejects anything else', () => {
    expect(parseListName(undefined)).toBeUndefined()
    expect(parseListName('')).toBeUndefined()
    expect(parseListName('Featured')).toBeUndefined()
  })
})

describe('parseId', () => {
  it('reads positive whole numbers', () => {
    expect(parseId('42')).toBe(42)
  })

  it.each([undefined, '', '0', '-1', '1.5', 'abc', '1e3', ' 7'])('rejects %o', (value) => {
    expect(parseId(value)).toBeUndefined()
  })
})
