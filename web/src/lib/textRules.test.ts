import { describe, expect, it } from 'vitest'
import { TextLimits } from '@/client/textLimits'
import { codePointCount, textProblem, textProblemMessage, textRules, type TextLimit } from './textRules'

const ONE_LINE: TextLimit = { maxLength: 5, multiLine: false }
const MULTI_LINE: TextLimit = { maxLength: 5, multiLine: true }
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)

describe('codePointCount', () => {
  it('counts as Python len does: code points, not UTF-16 units or graphemes', () => {
    expect(codePointCount('abc')).toBe(3)
    expect(codePointCount('游戏')).toBe(2)
    expect(codePointCount('😀')).toBe(1)
    expect('😀'.length).toBe(2)
    // A family is one grapheme (what antd-mobile's TextArea counts) but five code points.
    expect(codePointCount('👨‍👩‍👧')).toBe(5)
    expect(codePointCount('\ud800')).toBe(1)
  })
})

describe('textProblem', () => {
  it('takes text within the limit', () => {
    expect(textProblem('hello', ONE_LINE)).toBeNull()
    expect(textProblem('😀😀😀😀😀', ONE_LINE)).toBeNull()
  })

  it('refuses text over the limit, counted in code points', () => {
    expect(textProblem('hello!', ONE_LINE)).toEqual({ kind: 'tooLong', max: 5, count: 6 })
    expect(textProblem('😀😀😀😀😀😀', ONE_LINE)).toEqual({ kind: 'tooLong', max: 5, count: 6 })
    expect(textProblem('👨‍👩‍👧', { maxLength: 4, multiLine: true })).toEqual({ kind: 'tooLong', max: 4, count: 5 })
  })

  it('counts after cutting surrounding spaces, as the server strips them', () => {
    expect(textProblem('  hello \n', ONE_LINE)).toBeNull()
    expect(textProblem(' \t ', ONE_LINE)).toBeNull()
  })

  it('counts passwords as typed when told not to trim', () => {
    expect(textProblem(' pass ', ONE_LINE, { trim: false })).toEqual({ kind: 'tooLong', max: 5, count: 6 })
    expect(textProblem('ab\tc', ONE_LINE, { trim: false })).toEqual({ kind: 'controlChar' })
  })

  it('refuses every control character in one-line text', () => {
    for (const control of ['\u0000', '\u0001', '\t', '\n', '\r', '\u000b', '\u001f', '\u007f']) {
      expect(textProblem(`a${control}b`, ONE_LINE), JSON.stringify(control)).toEqual({ kind: 'controlChar' })
    }
  })

  it('lets multi-line text keep tabs and line breaks, and no other control', () => {
    expect(textProblem('a\tb\nc', MULTI_LINE)).toBeNull()
    expect(textProblem('a\r\nb', MULTI_LINE)).toBeNull()
    for (const control of ['\u0000', '\u0008', '\u000b', '\u000c', '\u000e', '\u001b', '\u007f']) {
      expect(textProblem(`a${control}b`, MULTI_LINE), JSON.stringify(control)).toEqual({ kind: 'controlChar' })
    }
  })

  it('refuses a lone surrogate but not an emoji (a well-formed pair)', () => {
    expect(textProblem('a\ud800b', ONE_LINE)).toEqual({ kind: 'controlChar' })
    expect(textProblem('a\udfffb', MULTI_LINE)).toEqual({ kind: 'controlChar' })
    expect(textProblem('a😀b', ONE_LINE)).toBeNull()
  })

  it('lets C1 controls and other invisible characters through, as the server does', () => {
    expect(textProblem('a\u0085b', ONE_LINE)).toBeNull()
    expect(textProblem('a\u200bb', ONE_LINE)).toBeNull()
  })

  it('asks for a value when the form needs one or the server has a minimum', () => {
    expect(textProblem('', ONE_LINE)).toBeNull()
    expect(textProblem(undefined, ONE_LINE)).toBeNull()
    expect(textProblem('   ', ONE_LINE, { required: true })).toEqual({ kind: 'required' })
    expect(textProblem('', { ...ONE_LINE, minLength: 1 })).toEqual({ kind: 'required' })
    expect(textProblem('ab', { ...ONE_LINE, minLength: 3 })).toEqual({ kind: 'tooShort', min: 3 })
  })

  it("checks the field's pattern and a further check", () => {
    const code = TextLimits['/app-api/member/auth/sms-login'].code
    expect(textProblem('123456', code)).toBeNull()
    expect(textProblem('12345', code)).toEqual({ kind: 'invalid' })
    expect(textProblem('１２３４５６', code)).toEqual({ kind: 'invalid' })
    expect(textProblem('abc', ONE_LINE, { valid: (value) => value === 'abc' })).toBeNull()
    expect(textProblem('abd', ONE_LINE, { valid: (value) => value === 'abc' })).toEqual({ kind: 'invalid' })
  })

  it('reads the limits the server states (client/textLimits.ts)', () => {
    const nickname = TextLimits['/app-api/member/user/update'].nickname
    expect(textProblem('n'.repeat(30), nickname)).toBeNull()
    expect(textProblem('n'.repeat(31), nickname)).toEqual({ kind: 'tooLong', max: 30, count: 31 })
    expect(textProblem('a\nb', TextLimits['/app-api/trade/order/item/create-comment'].content)).toBeNull()
  })
})

describe('textProblemMessage', () => {
  it('names the limit and the count', () => {
    expect(textProblemMessage(t, { kind: 'tooLong', max: 5, count: 6 })).toBe('validation.tooLong {"max":5,"count":6}')
    expect(textProblemMessage(t, { kind: 'tooShort', min: 3 })).toBe('validation.tooShort {"min":3}')
    expect(textProblemMessage(t, { kind: 'controlChar' })).toBe('validation.controlChar')
  })

  it("uses the field's own messages when given", () => {
    expect(textProblemMessage(t, { kind: 'required' })).toBe('validation.required')
    expect(textProblemMessage(t, { kind: 'required' }, { required: 'Say something' })).toBe('Say something')
    expect(textProblemMessage(t, { kind: 'invalid' })).toBe('validation.invalid')
    expect(textProblemMessage(t, { kind: 'invalid' }, { invalidMessage: 'Six digits' })).toBe('Six digits')
  })
})

describe('textRules', () => {
  const validate = async (value: string | undefined) => {
    const [rule] = textRules(t, ONE_LINE)
    if (!rule || typeof rule === 'function' || !rule.validator) throw new Error('no validator rule')
    try {
      await rule.validator(rule, value, () => undefined)
      return null
    } catch (error) {
      return (error as Error).message
    }
  }

  it('refuses with the message and passes what the server takes', async () => {
    expect(await validate('hello')).toBeNull()
    expect(await validate(undefined)).toBeNull()
    expect(await validate('a\tb')).toBe('validation.controlChar')
    expect(await validate('😀😀😀😀😀😀')).toBe('validation.tooLong {"max":5,"count":6}')
  })
})
