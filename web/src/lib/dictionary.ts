import { useTranslation } from '@/lib/i18next-lite/react'
import { dictLabel, useDictStore } from '@/stores/dict'
import type { Language } from './language'

/**
 * A dictionary label (trade_order_status, pay_channel_code …) in the shown language; before the
 * dictionary has loaded, `fallback` (the app's own message).
 */
export function useDictLabel(): (type: string, value: string | number, fallback: string) => string {
  const { i18n } = useTranslation()
  const dictionary = useDictStore((state) => state.byLanguage[i18n.language as Language])
  return (type, value, fallback) => dictLabel(dictionary, type, value, fallback)
}
