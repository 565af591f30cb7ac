import { describe, expect, it } from 'vitest'
import {
  TEXT_MAXLENGTH,
  characterCount,
  inRange,
  isAmount,
  isCarPlate,
  isChinese,
  isCode,
  isDate,
  isDigits,
  isEmail,
  isEmpty,
  isIdCard,
  isIsoDate,
  isJsonString,
  isLandline,
  isLetters,
  isLettersOrDigits,
  isMobile,
  isNumber,
  isPassword,
  isUrl,
  lengthInRange,
} from './validators'

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

describe('TEXT_MAXLENGTH', () => {
  it('is 140', () => {
    expect(TEXT_MAXLENGTH).toBe(140)
  })
})

describe('isEmail', () => {
  accepts(isEmail, [
    'user@example.com',
    'first.last@example.co.uk',
    'user+tag@sub.example.org',
    'a_b-c@my-domain.cn',
    'UPPER@EXAMPLE.COM',
    `${'a'.repeat(64)}@example.com`,
  ])
  rejects(isEmail, [
    '',
    'plain',
    '@example.com',
    'user@',
    'user@example',
    'user@@example.com',
    'user @example.com',
    ' user@example.com',
    'user@example.com ',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example..com',
    'user@example.c',
    'user@example.123',
    `${'a'.repeat(65)}@example.com`,
    `user@${'a'.repeat(250)}.com`,
  ])
})

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

describe('isUrl', () => {
  accepts(isUrl, [
    'http://example.com',
    'https://example.com/',
    'https://example.com/path?q=1#frag',
    'https://sub.example.co.uk:8080/a/b',
    'http://127.0.0.1:8000/app-api',
    'http://localhost',
    'https://例子.中国/路径',
  ])
  rejects(isUrl, [
    '',
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:user@example.com',
    'http://',
    'https:///path',
    'http://.example.com',
    'http://?q',
    'http://#x',
    'http://exa mple.com',
    ' https://example.com',
    'https://example.com ',
    'HTTPS://example.com',
    'http//example.com',
    'https://[::1',
  ])
})

describe('isDate', () => {
  accepts(isDate, ['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '1900-02-28', '0001-01-01'])
  rejects(isDate, [
    '',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '2026-1-1',
    '26-01-01',
    '2026/01/01',
    '20260101',
    '2026-01-01T00:00:00',
    ' 2026-01-01',
    'abcd-ef-gh',
  ])
})

describe('isIsoDate', () => {
  accepts(isIsoDate, [
    '2026-11-02',
    '2026-11-02T14:05',
    '2026-11-02T14:05:09',
    '2026-11-02T14:05:09Z',
    '2026-11-02T14:05:09.123Z',
    '2026-11-02T14:05:09.123456789+08:00',
    '2026-11-02T23:59:59-05:30',
    '2026-11-02T00:00:00+0800',
    '2024-02-29T12:00:00Z',
  ])
  rejects(isIsoDate, [
    '',
    '2026-02-29T12:00:00Z',
    '2026-11-02T24:00:00Z',
    '2026-11-02T14:60:00Z',
    '2026-11-02T14:05:60Z',
    '2026-11-02T14Z',
    '2026-11-02 14:05:09',
    '2026-11-02T14:05:09+25:00',
    '2026-11-02T14:05:09.Z',
    '2026-11-02T',
    '2026-11-02Z',
    'Mon, 02 Nov 2026 14:05:09 GMT',
    '1762092309000',
  ])
})

describe('isNumber', () => {
  accepts(isNumber, ['0', '12', '-12', '+12', '3.14', '-0.5', '.5', '1e3', '1.5E-7', '007'])
  rejects(isNumber, ['', ' ', '-', '.', '1.', '1.2.3', '1,000', '0x10', 'Infinity', 'NaN', '1e', '12a', ' 12', '１２'])
})

describe('isDigits', () => {
  accepts(isDigits, ['0', '123', '000123'])
  rejects(isDigits, ['', '-1', '1.0', '12 3', 'a1', '１２３', '٣'])
})

describe('isIdCard', () => {
  accepts(isIdCard, [
    '11010519491231002X',
    '11010519491231002x',
    '44030419900307123X',
    '310115200002294567',
    '110105199001010109',
    '510102180001010016',
    '110105491231002',
    '440304960229123',
  ])
  rejects(isIdCard, [
    '',
    '110105194912310021',
    '110105199001010108',
    '310115200102294560',
    '110105199013010101',
    '110105199000010101',
    '010105199001010109',
    '510102170001010016',
    '11010519900101010',
    '1101051990010101099',
    '11010519900101010Y',
    '110105490231002',
    '11010549123100',
    '1101054912310021',
    '11010549123100X',
    '11010519491231002X ',
  ])
})

describe('isCarPlate', () => {
  accepts(isCarPlate, [
    '京A12345',
    '沪B8K9Z2',
    '粤BD12345',
    '粤BFA1234',
    '粤BF01234',
    '苏EA12345',
    '浙A12345D',
    '川A12345F',
    '京A1234警',
    '粤Z1234港',
    '粤Z1234澳',
    '鲁B1234学',
    '冀A1234挂',
    '使A12345',
  ])
  rejects(isCarPlate, [
    '',
    'AA12345',
    '京12345',
    '京A1234',
    '京A123456',
    '京AI2345',
    '京AO2345',
    '京a12345',
    '京A·12345',
    '京A 12345',
    '京A12警45',
    '粤BL12345',
    '粤BD123',
    '粤BD1A2B4',
    '浙A12345E',
    '浙A1234DD',
    '美A12345',
  ])
})

describe('isAmount', () => {
  accepts(isAmount, ['0', '0.0', '0.5', '0.05', '1', '12.5', '12.50', '99999999.99'])
  rejects(isAmount, ['', '-1', '-0.5', '01', '00.5', '1.', '.5', '1.234', '1,000', '1e3', '+1', ' 1', '１'])
})

describe('isChinese', () => {
  accepts(isChinese, ['中', '中文', '繁體中文', '𠀀'])
  rejects(isChinese, ['', '中 文', '中a', 'abc', '中文！', 'ひらがな', '한국어', '1'])
})

describe('isLetters', () => {
  accepts(isLetters, ['a', 'abc', 'ABC', 'aBc'])
  rejects(isLetters, ['', 'ab1', 'a b', 'é', 'ａｂｃ', '中'])
})

describe('isLettersOrDigits', () => {
  accepts(isLettersOrDigits, ['a', '1', 'abc123', 'ABC'])
  rejects(isLettersOrDigits, ['', 'abc_123', 'abc-1', 'a b', 'é1', '１'])
})

describe('isJsonString', () => {
  accepts(isJsonString, ['{}', '[]', '{"a":1}', '[1,2,3]', ' {"a": [null, true]} '])
  rejects(isJsonString, ['', '1', '"text"', 'true', 'null', '{a:1}', "{'a':1}", '{"a":1,}', '[1,]', 'undefined'])
})

describe('isLandline', () => {
  accepts(isLandline, ['010-12345678', '0755-1234567', '0755-12345678', '021-87654321', '010-12345678-801'])
  rejects(isLandline, [
    '',
    '01012345678',
    '10-12345678',
    '010-123456',
    '010-123456789',
    '00755-1234567',
    '0755 1234567',
    '(010)12345678',
    '010-12345678-',
    '010-12345678-1234567',
    '13812345678',
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

describe('inRange', () => {
  it('includes both ends', () => {
    expect(inRange(1, 1, 10)).toBe(true)
    expect(inRange(10, 1, 10)).toBe(true)
    expect(inRange(5.5, 1, 10)).toBe(true)
    expect(inRange(0, 1, 10)).toBe(false)
    expect(inRange(10.01, 1, 10)).toBe(false)
    expect(inRange(-3, -5, -1)).toBe(true)
  })

  it('reads numeric strings', () => {
    expect(inRange('7', 1, 10)).toBe(true)
    expect(inRange('-0.5', -1, 0)).toBe(true)
    expect(inRange('11', 1, 10)).toBe(false)
  })

  it('rejects what is not a number', () => {
    expect(inRange('', 0, 10)).toBe(false)
    expect(inRange(' ', 0, 10)).toBe(false)
    expect(inRange('5a', 0, 10)).toBe(false)
    expect(inRange('0x5', 0, 10)).toBe(false)
    expect(inRange(Number.NaN, 0, 10)).toBe(false)
    expect(inRange('NaN', 0, 10)).toBe(false)
  })

  it('is false when min exceeds max', () => {
    expect(inRange(5, 10, 1)).toBe(false)
  })

  it('works with infinite bounds', () => {
    expect(inRange(1e300, 0, Number.POSITIVE_INFINITY)).toBe(true)
  })
})

describe('lengthInRange', () => {
  it('includes both ends', () => {
    expect(lengthInRange('abc', 3, 5)).toBe(true)
    expect(lengthInRange('abcde', 3, 5)).toBe(true)
    expect(lengthInRange('ab', 3, 5)).toBe(false)
    expect(lengthInRange('abcdef', 3, 5)).toBe(false)
    expect(lengthInRange('', 0, 0)).toBe(true)
  })

  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('😀😀')).toBe(2)
    expect(lengthInRange('😀😀', 2, 2)).toBe(true)
    expect(lengthInRange('中文', 2, 2)).toBe(true)
    expect(lengthInRange('a'.repeat(TEXT_MAXLENGTH), 1, TEXT_MAXLENGTH)).toBe(true)
    expect(lengthInRange('a'.repeat(TEXT_MAXLENGTH + 1), 1, TEXT_MAXLENGTH)).toBe(false)
  })
})

describe('isEmpty', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['blank string', ' \t\n'],
    ['full-width space', '\u3000'],
    ['empty array', []],
    ['empty object', {}],
    ['object without prototype', Object.create(null) as object],
    ['empty map', new Map()],
    ['empty set', new Set()],
  ])('is true for %s', (_name, value) => {
    expect(isEmpty(value)).toBe(true)
  })

  it.each([
    ['text', 'a'],
    ['padded text', ' a '],
    ['zero', 0],
    ['NaN', Number.NaN],
    ['false', false],
    ['array with undefined', [undefined]],
    ['object with a key', { a: undefined }],
    ['map with an entry', new Map([[1, 1]])],
    ['date', new Date(0)],
    ['function', () => undefined],
  ])('is false for %s', (_name, value) => {
    expect(isEmpty(value)).toBe(false)
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
    'abcdefg٣',
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
  ])
})
