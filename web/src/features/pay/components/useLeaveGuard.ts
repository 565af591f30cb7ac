import { Dialog, Toast } from 'antd-mobile'
import { useEffect, useEffectEvent } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useBlocker } from '@/lib/router'
import { PATHS } from '@/lib/paths'

/**
 * Leaving a payment that can still be made (back arrow or the browser's back) asks first. Cancelling
 * is a manual cancel (spec §4): the toast 支付已手动取消, no result page, and the member stays on the
 * payment page, from where going back again leaves without asking. The result page, the wallet (to
 * top up, and come back) and the login page (a session that ended) are never held up. A history entry the router did not make (an address
 * typed in) has no router index, so react-router cannot hold a back to it: that back leaves unasked.
 */
export function useLeaveGuard({ active, closesAt, onCancelled }: { active: boolean; closesAt: string; onCancelled: () => void }) {
  const { t } = useTranslation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      nextLocation.pathname !== currentLocation.pathname &&
      nextLocation.pathname !== PATHS.payResult &&
      nextLocation.pathname !== PATHS.wallet &&
      nextLocation.pathname !== PATHS.login,
  )

  const ask = useEffectEvent(() => {
    const held = blocker
    void Dialog.confirm({
      title: t('pay.leaveTitle'),
      content: t('pay.leaveContent', { time: closesAt }),
      confirmText: t('pay.leaveConfirm'),
      cancelText: t('pay.keepPaying'),
    }).then((cancelled) => {
      held.reset?.()
      if (!cancelled) return
      Toast.show({ content: t('pay.cancelled') })
      onCancelled()
    })
  })

  useEffect(() => {
    if (blocker.state === 'blocked') ask()
  }, [blocker.state])
}
