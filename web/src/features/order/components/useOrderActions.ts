import { Dialog, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { cancelOrder, deleteOrder } from '../api'

/** Cancel and delete an order after the member confirms; answers whether it happened. */
export function useOrderActions() {
  const { t } = useTranslation()

  const confirmThen = async (content: string, confirmText: string, run: () => Promise<void>, done: string) => {
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
      confirmThen(t('order.cancelConfirm'), t('order.cancel'), () => cancelOrder(id), t('order.cancelled')),
    remove: (id: number) =>
      confirmThen(t('order.deleteConfirm'), t('order.delete'), () => deleteOrder(id), t('order.deleted')),
  }
}
