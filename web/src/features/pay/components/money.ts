import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '@/lib/money'

/** Payments and the wallet are in CNY whatever the display currency (architecture §3): amounts are fen. */
export function useCny(): (fen: number) => string {
  const { i18n } = useTranslation()
  return useCallback((fen: number) => formatPrice(fen, 'CNY', i18n.language), [i18n.language])
}
