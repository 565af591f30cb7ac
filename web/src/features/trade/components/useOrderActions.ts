import { Dialog, Toast } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useDictLabel } from '@/lib/dictionary'
import { t as translate } from '@/lib/i18n'
import { useCny } from '@/lib/money'
import { formatDateTime, type TimeLang } from '@/lib/time'
import { fetchOrderDetail, useCancelOrder, useDeleteOrder, useRefundOrder, type OrderDetail } from '../api'
import { RefundStatus, waitsForRelease } from '../orderTabs'

/** Values of the dictionary trade_after_sale_status. */
const REFUNDED = 20

/** Cancel, delete or refund an order after the member confirms; answers whether it happened. */
export function useOrderActions() {
  const { t, i18n } = useTranslation()
  const cny = useCny()
  const label = useDictLabel()
  const cancelOrder = useCancelOrder()
  const deleteOrder = useDeleteOrder()
  const refundOrder = useRefundOrder()

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
    /** Hides the order from the list (its keys stay in My Games); while a key of it could still be
     * refunded, or a refund is under way, the member is told why it cannot be deleted yet. */
    remove: async (id: number) => {
      const blocked = await deleteBlocker(id, i18n.language)
      if (blocked) {
        await Dialog.alert({ title: t('order.deleteBlockedTitle'), content: blocked, confirmText: t('order.gotIt') })
        return false
      }
      return confirmThen(t('order.deleteConfirm'), t('order.delete'), () => deleteOrder.mutateAsync(id), t('order.deleted'))
    },
    /** The never-revealed keys, refunded by the channel the order was paid with. */
    refund: async (order: OrderDetail) => {
      const keys = order.activationCodes.filter((key) => !key.revealed).length
      const channel = order.payChannelCode ? label('pay_channel_code', order.payChannelCode, order.payChannelCode) : ''
      const deadline = order.refundDeadline ? formatDateTime(order.refundDeadline, i18n.language as TimeLang) : ''
      const confirmed = await Dialog.confirm({
        title: t('order.refundTitle'),
        content: waitsForRelease(order)
          ? t('order.refundPreorderConfirm', { amount: cny(order.payPrice), channel })
          : t('order.refundConfirm', { count: keys, channel, deadline }),
        confirmText: t('order.refund'),
        cancelText: t('order.keep'),
      })
      if (!confirmed) return false
      try {
        const done = await refundOrder.mutateAsync(order.id)
        const amount = cny(done.refundPrice)
        Toast.show({ content: t(done.status === REFUNDED ? 'order.refunded' : 'order.refunding', { amount }), duration: 2500 })
        return true
      } catch {
        return false // the request layer has shown why
      }
    },
  }
}

/** Why the order cannot be deleted now (the server's rule, told before trying), or null. */
async function deleteBlocker(id: number, language: string): Promise<string | null> {
  let order: OrderDetail
  try {
    order = await fetchOrderDetail(id, language)
  } catch {
    return null // unknown: the server still refuses with its own message
  }
  if (order.refundStatus === RefundStatus.inProgress) return translate('order.deleteBlockedRefunding')
  if (order.refundDeadline === null) return null
  return translate('order.deleteBlocked', { deadline: formatDateTime(order.refundDeadline, language as TimeLang) })
}
