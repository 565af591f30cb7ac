import { describe, expect, it } from 'vitest'
import { isMobile, isPassword } from './validators'

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
