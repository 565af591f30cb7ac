import { describe, expect, it } from 'vitest'
import { isCode, isMobile, isPassword } from './validators'

function accepts(validator: (value: string) => boolean, values: string[]) {
  it.each(values)('accepts %j', (value) => {
    expect(validator(value)).toBe(true)
  })
}

function rejects(validator: (value: string) => boolean, values: string[]) {
  it.each(values)('rejects %j', (value) => {
    expect(validator(value)).toBe(false)
  })
}

describe('isMobile', () => {
  accepts(isMobile, ['13812345678', '12012345678', '19912345678', '15000000000'])
  rejects(isMobile, [
    '',
    '1381234567',
    '138123456789',
    '11012345678',
    '10012345678',
    '23812345678',
    '+8613812345678',
    '138 1234 5678',
    '138-1234-5678',
    ' 13812345678',
    '1381234567a',
    '１３８１２３４５６７８',
  ])
})

describe('isCode', () => {
  it('wants six digits by default', () => {
    expect(isCode('123456')).toBe(true)
    expect(isCode('000000')).toBe(true)
    expect(isCode('12345')).toBe(false)
    expect(isCode('1234567')).toBe(false)
    expect(isCode('12345a')).toBe(false)
    expect(isCode('')).toBe(false)
    expect(isCode('１２３４５６')).toBe(false)
  })

  it('takes another length', () => {
    expect(isCode('1234', 4)).toBe(true)
    expect(isCode('123456', 4)).toBe(false)
    expect(isCode('1', 1)).toBe(true)
  })

  it('rejects everything for a length that is not a positive integer', () => {
    expect(isCode('', 0)).toBe(false)
    expect(isCode('12', -2)).toBe(false)
    expect(isCode('12', 1.5)).toBe(false)
    expect(isCode('12', Number.NaN)).toBe(false)
  })
})

describe('isPassword', () => {
  accepts(isPassword, [
    'abcdefg1',
    '1234567a',
    'Passw0rd!',
    `a1${'x'.repeat(62)}`,
    'pass word 1',
    '密码密码密码a1',
    'a1😀😀😀😀😀😀',
  ])
  rejects(isPassword, [
    '',
    'abc1',
    'abcdefg',
    'abcdefgh',
    '12345678',
    '!@#$%^&*',
    'ａｂｃｄｅｆｇ1',
    '密码密码密码密码1',
    `a1${'x'.repeat(63)}`,
    'abcdefg¹',
    // The server takes ASCII digits only.
    'abcdefg٣',
  ])
})
