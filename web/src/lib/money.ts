import { useCallback } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { PriceUnit } from '@/stores/sys'

const LOCALES: Record<string, string> = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', ja: 'ja-JP' }
const MINOR_DIGITS: Record<PriceUnit, number> = { CNY: 2, USD: 2, JPY: 0 }

/**
 * One formatter per locale and currency, kept: building an Intl.NumberFormat costs far more than
 * formatting with one, and the home's first screen formats dozens of prices.
 */
const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(locale: string, unit: PriceUnit): Intl.NumberFormat {
  const key = `${locale} ${unit}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const digits = MINOR_DIGITS[unit]
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: unit,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/** A price the server gave in the minor unit of `unit` (fen, cents or yen), formatted for `language`. */
export function formatPrice(minorUnits: number, unit: PriceUnit, language: string): string {
  return formatterFor(LOCALES[language] ?? 'zh-CN', unit).format(minorUnits / 10 ** MINOR_DIGITS[unit])
}

/**
 * Builds the formatter of `language` and `unit` ahead of the first price. The browser's first
 * number formatter of a page loads its number data (some 20 ms on a desktop, more on a phone): done while the
 * first screen's data is on its way, it is not part of the render that shows the prices.
 */
export function preparePriceFormat(language: string, unit: PriceUnit): void {
  formatterFor(LOCALES[language] ?? 'zh-CN', unit)
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
