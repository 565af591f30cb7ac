import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { PriceUnit } from '@/stores/sys'

const LOCALES: Record<string, string> = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', ja: 'ja-JP' }
const MINOR_DIGITS: Record<PriceUnit, number> = { CNY: 2, USD: 2, JPY: 0 }

/** A price the server gave in the minor unit of `unit` (fen, cents or yen), formatted for `language`. */
export function formatPrice(minorUnits: number, unit: PriceUnit, language: string): string {
  const digits = MINOR_DIGITS[unit]
  return new Intl.NumberFormat(LOCALES[language] ?? 'zh-CN', {
    style: 'currency',
    currency: unit,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 10 ** digits)
}

/** Whole percent saved between the market price and the price (0 when there is no saving). */
export function percentOff(price: number, marketPrice: number): number {
  if (marketPrice <= 0 || price >= marketPrice) return 0
  return Math.round((1 - price / marketPrice) * 100)
}

/** Orders, payments and the wallet settle in CNY whatever the display currency (architecture §3): amounts are fen. */
export function useCny(): (fen: number) => string {
  const { i18n } = useTranslation()
  return useCallback((fen: number) => formatPrice(fen, 'CNY', i18n.language), [i18n.language])
}
