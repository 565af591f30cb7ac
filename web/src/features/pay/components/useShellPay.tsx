import { Dialog, Toast } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import type { PayOrder } from '../api'
import { payInShell, type ShellPayStep } from '../shellPay'

/**
 * Paying through the app shell's `pay` (features/pay/shellPay.ts): "ok" goes on to confirming
 * (the payment page's `confirm=1`, as after the mini program's WeChat Pay), cancelled says so and
 * leaves the order payable, failed says why, not installed names the missing app so that the
 * member picks another method.
 */
export function useShellPay(order: PayOrder, resumePay?: number) {
  const { t } = useTranslation()
  const nav = useNav()

  const pay = async (step: ShellPayStep) => {
    const outcome = await payInShell(step)
    if (outcome.kind === 'ok') {
      nav.redirect('pay', { id: order.id, confirm: '1', resumePay })
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

  return { pay }
}
