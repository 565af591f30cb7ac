import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '@/lib/money'

/** Orders settle in CNY whatever the display currency (architecture §3): amounts are fen. */
export function useCny(): (fen: number) => string {
  const { i18n } = useTranslation()
  return useCallback((fen: number) => formatPrice(fen, 'CNY', i18n.language), [i18n.language])
}

/** A discount as taken off ("−¥30.18"); nothing taken off reads as the plain zero. */
export function minus(fen: number, cny: (fen: number) => string): string {
  return fen > 0 ? `−${cny(fen)}` : cny(0)
}
