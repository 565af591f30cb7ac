import { Dialog, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { PayOrder } from '../api'
import { usePayConfirmation } from '../payConfirmation'
import { payInShell, type ShellPayStep } from '../shellPay'

/**
 * Paying through the app shell's `pay` (features/pay/shellPay.ts): "ok" starts confirming (the
 * payment page shows it while `confirming`; paid, the page goes on to the result itself; no
 * notice in time, `onUnconfirmed`), cancelled says so and leaves the order payable, failed says
 * why, not installed names the missing app so that the member picks another method.
 */
export function useShellPay(order: PayOrder, onUnconfirmed: () => void) {
  const { t } = useTranslation()
  const [since, setSince] = useState<number | null>(null)
  const confirmation = usePayConfirmation(order.id, since)

  useEffect(() => {
    if (confirmation === 'unconfirmed') onUnconfirmed()
  }, [confirmation, onUnconfirmed])

  const pay = async (step: ShellPayStep) => {
    const outcome = await payInShell(step)
    if (outcome.kind === 'ok') {
      setSince(Date.now())
    } else if (outcome.kind === 'cancelled') {
      Toast.show({ content: t('pay.cancelled') })
    } else if (outcome.kind === 'notInstalled') {
      const app = step.provider === 'wxpay' ? 'pay.shell.wechatNotInstalled' : 'pay.shell.alipayNotInstalled'
      await Dialog.alert({
        title: t(app),
        content: <span data-testid="shell-pay-not-installed">{t('pay.shell.notInstalledHint')}</span>,
        confirmText: t('common.confirm'),
      })
    } else {
      const reason = outcome.kind === 'unanswered' ? t('pay.shell.unanswered') : outcome.reason
      await Dialog.alert({
        title: t('pay.shell.failed'),
        content: (
          <span data-testid="shell-pay-failed">
            {reason && <span style={{ display: 'block' }}>{t('pay.shell.failedReason', { reason })}</span>}
            {t('pay.shell.failedHint')}
          </span>
        ),
        confirmText: t('common.confirm'),
      })
    }
  }

  return { confirming: confirmation === 'confirming', pay }
}
