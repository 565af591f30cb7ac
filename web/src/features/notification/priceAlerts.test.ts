import { describe, expect, it } from 'vitest'
import type { TFunction } from '@/lib/i18next-lite'
import { alertSummary, fenFromYuan, PRICE_ALERT_KIND } from './priceAlerts'

const echo = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as TFunction

describe('a target price typed in yuan', () => {
  it.each([
    ['30', 3000],
    ['29.9', 2990],
    ['29.90', 2990],
    [' 0.05 ', 5],
    ['1234567.89', 123456789],
  ])('%s is %d fen', (typed, fen) => {
    expect(fenFromYuan(typed)).toBe(fen)
  })

  it.each(['', '.5', '1.', '1.234', '-3', '1e3', '12,5', '１２', '12345678'])('%j is refused', (typed) => {
    expect(fenFromYuan(typed)).toBeNull()
  })
})

describe("what an alert waits for, in the member's words", () => {
  it('names the target price in CNY, what the member is charged', () => {
    expect(alertSummary(echo, { kind: PRICE_ALERT_KIND.target, targetPrice: 2990 }, 'en')).toBe('priceAlert.summaryTarget {"price":"CN¥29.90"}')
  })

  it('says any drop and lowest ever by kind', () => {
    expect(alertSummary(echo, { kind: PRICE_ALERT_KIND.anyDrop, targetPrice: null }, 'en')).toBe('priceAlert.summaryAny')
    expect(alertSummary(echo, { kind: PRICE_ALERT_KIND.historicalLow, targetPrice: null }, 'en')).toBe('priceAlert.summaryLow')
  })
})
