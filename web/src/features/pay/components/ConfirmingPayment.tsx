import { Button, SpinLoading } from 'antd-mobile'
import { ClockCircleFill } from 'antd-mobile-icons'
import { useEffect, useState } from 'react'
import { PageError } from '@/components/PageState'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import { usePayConfirmation } from '../payConfirmation'
import { ClosedState } from './OrderStates'
import { resultQuery } from './usePaySubmit'
import styles from './pay.module.css'

/**
 * The payment page's `confirm=1` (issue 39): a payment app said "ok" (the mini program's WeChat Pay,
 * back in a reloaded web-view, or the app shell's WeChat Pay or Alipay), which is not the truth: the
 * gateway's notice to the store is. The payment order is asked again until it is paid (on to the
 * result), closed, or a minute passed (then the member may ask again or go back to the payment).
 * A route, not an overlay, so that it survives the web-view's reload.
 */
export function ConfirmingPayment({ id, resumePay }: { id: number; resumePay?: number }) {
  const { t } = useTranslation()
  const nav = useNav()
  const [since, setSince] = useState(() => Date.now())
  const { confirmation, order } = usePayConfirmation(id, since)

  useEffect(() => {
    if (confirmation === 'paid' && order.data) nav.redirect('payResult', resultQuery(order.data, 'success', resumePay))
  }, [confirmation, order.data, nav, resumePay])

  if (order.isError && !order.data) return <PageError message={order.error.message} onRetry={() => void order.refetch()} />
  if (confirmation === 'closed' && order.data) return <ClosedState order={order.data} />

  const stillWaiting = confirmation === 'unconfirmed'
  return (
    <div className={styles.state} data-testid="pay-confirming" data-waited={stillWaiting ? '1' : '0'}>
      <span className={styles.confirmingIcon} aria-hidden>
        {stillWaiting ? <ClockCircleFill /> : <SpinLoading color="currentColor" style={{ '--size': '56px' }} />}
      </span>
      <h2 className={styles.confirmingTitle} role="status">
        {stillWaiting ? t('pay.confirming.notConfirmed') : t('pay.confirming.title')}
      </h2>
      <p className={styles.confirmingHint}>
        {stillWaiting ? t('pay.confirming.notConfirmedHint') : t('pay.confirming.hint')}
      </p>
      {stillWaiting && (
        <div className={styles.stateButtons}>
          <Button shape="rounded" onClick={() => nav.redirect('pay', { id, resumePay })} data-testid="pay-confirm-back">
            {t('pay.backToPayment')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            onClick={() => {
              setSince(Date.now())
              void order.refetch()
            }}
            data-testid="pay-confirm-again"
          >
            {t('pay.confirming.checkAgain')}
          </Button>
        </div>
      )}
    </div>
  )
}
