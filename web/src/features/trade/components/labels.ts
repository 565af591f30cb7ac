import { useTranslation } from '@/lib/i18next-lite/react'
import { useDictLabel } from '@/lib/dictionary'

/** The order status label: the dictionary's trade_order_status, else the app's message. */
export function useStatusLabel(): (status: number) => string {
  const { t } = useTranslation()
  const label = useDictLabel()
  return (status) => label('trade_order_status', status, t(`order.status.${status}`, { defaultValue: String(status) }))
}
