import { useTranslation } from 'react-i18next'
import type { Language } from '@/lib/language'
import { useDictStore } from '@/stores/dict'

/**
 * A dictionary label (trade_order_status, pay_channel_code …) in the shown language; before the
 * dictionary has loaded, `fallback` (the app's own message).
 */
export function useDictLabel(): (type: string, value: string | number, fallback: string) => string {
  const { i18n } = useTranslation()
  const dictionary = useDictStore((state) => state.byLanguage[i18n.language as Language])
  return (type, value, fallback) =>
    dictionary?.[type]?.find((entry) => entry.value === String(value))?.label ?? fallback
}

/** The order status label: the dictionary's trade_order_status, else the app's message. */
export function useStatusLabel(): (status: number) => string {
  const { t } = useTranslation()
  const label = useDictLabel()
  return (status) => label('trade_order_status', status, t(`order.status.${status}`, { defaultValue: String(status) }))
}
