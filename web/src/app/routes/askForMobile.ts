import { Dialog } from 'antd-mobile'
import type { TFunction } from '@/lib/i18next-lite'
import type { Navigator } from '@/lib/navigation'

/** A member who logged in with WeChat adds a phone number before paying (keys and receipts go to it). */
export async function askForMobile(t: TFunction, nav: Navigator): Promise<void> {
  const add = await Dialog.confirm({
    title: t('order.mobileNeededTitle'),
    content: t('order.mobileNeeded'),
    confirmText: t('account.addMobile'),
    cancelText: t('common.cancel'),
  })
  if (add) nav.go('userInfo', { addMobile: '1' })
}
