import { describe, expect, it } from 'vitest'
import { formatPrice, percentOff } from './money'

describe('money', () => {
  it('formats fen, cents and yen in the language', () => {
    expect(formatPrice(9800, 'CNY', 'zh-Hans')).toBe('¥98.00')
    expect(formatPrice(1361, 'USD', 'en')).toBe('$13.61')
    expect(formatPrice(2053, 'JPY', 'ja')).toMatch(/^[¥￥]2,053$/)
    expect(formatPrice(5, 'CNY', 'en')).toBe('CN¥0.05')
  })

  it('writes CNY one way per language, as the server writes it in texts (core/money.py format_cny)', () => {
    expect(formatPrice(1234550, 'CNY', 'zh-Hans')).toBe('¥12,345.50')
    expect(formatPrice(1234550, 'CNY', 'en')).toBe('CN¥12,345.50')
    expect(formatPrice(1234550, 'CNY', 'zh-Hant')).toBe('CN¥12,345.50')
    expect(formatPrice(1234550, 'CNY', 'ja')).toBe('元\u00a012,345.50')
  })

  it('computes the saving against the market price', () => {
    expect(percentOff(9800, 12800)).toBe(23)
    expect(percentOff(9800, 9800)).toBe(0)
    expect(percentOff(9800, 0)).toBe(0)
  })
})
