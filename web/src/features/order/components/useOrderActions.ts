import { Dialog, Toast } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useCancelOrder, useDeleteOrder } from '../api'

/** Cancel and delete an order after the member confirms; answers whether it happened. */
export function useOrderActions() {
  const { t } = useTranslation()
  const cancelOrder = useCancelOrder()
  const deleteOrder = useDeleteOrder()

  const confirmThen = async (content: string, confirmText: string, run: () => Promise<unknown>, done: string) => {
    const confirmed = await Dialog.confirm({
      content,
      confirmText,
      cancelText: t('order.keep'),
    })
    if (!confirmed) return false
    try {
      await run()
    } catch {
      return false // the request layer has shown why
    }
    Toast.show({ content: done, duration: 1500 })
    return true
  }

  return {
    cancel: (id: number) =>
      confirmThen(t('order.cancelConfirm'), t('order.cancel'), () => cancelOrder.mutateAsync(id), t('order.cancelled')),
    remove: (id: number) =>
      confirmThen(t('order.deleteConfirm'), t('order.delete'), () => deleteOrder.mutateAsync(id), t('order.deleted')),
  }
}
