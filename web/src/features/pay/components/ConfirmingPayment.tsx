import { Button, SpinLoading } from 'antd-mobile'
import { ClockCircleFill } from 'antd-mobile-icons'
import { useEffect, useState } from 'react'
import { PageError } from '@/components/PageState'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import { usePayOrderWhileWaiting } from '../api'
import { PayOrderStatus } from '../payState'
import { ClosedState } from './OrderStates'
import { resultQuery } from './usePaySubmit'
import styles from './pay.module.css'

/** The store is asked this often whether the payment arrived, for this long before the member decides. */
const CONFIRM_EVERY_MS = 2000
const CONFIRM_FOR_MS = 60_000

/**
 * After the mini program's WeChat Pay said "ok" (issue 39): that is not the truth, the gateway's
 * notice to the store is. The payment order is asked again until it is paid (on to the result),
 * closed, or a minute passed (then the member may ask again or go back to the payment).
 */
export function ConfirmingPayment({ id }: { id: number }) {
  const { t } = useTranslation()
  const nav = useNav()
  const [round, setRound] = useState(0)
  const [waited, setWaited] = useState(false)
  const order = usePayOrderWhileWaiting(id, waited ? false : CONFIRM_EVERY_MS)
  const status = order.data?.status

  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), CONFIRM_FOR_MS)
    return () => window.clearTimeout(timer)
  }, [round])

  useEffect(() => {
    if (status === PayOrderStatus.paid && order.data) nav.redirect('payResult', resultQuery(order.data, 'success'))
  }, [status, order.data, nav])

  if (order.isError && !order.data) return <PageError message={order.error.message} onRetry={() => void order.refetch()} />
  if (order.data && status !== PayOrderStatus.waiting && status !== PayOrderStatus.paid) return <ClosedState order={order.data} />

  const stillWaiting = waited && status === PayOrderStatus.waiting
  return (
    <div className={styles.state} data-testid="pay-confirming" data-waited={stillWaiting ? '1' : '0'}>
      <span className={styles.confirmingIcon} aria-hidden>
        {stillWaiting ? <ClockCircleFill /> : <SpinLoading color="currentColor" style={{ '--size': '56px' }} />}
      </span>
      <h2 className={styles.confirmingTitle} role="status">
        {stillWaiting ? t('pay.miniProgram.notConfirmed') : t('pay.miniProgram.confirming')}
      </h2>
      <p className={styles.confirmingHint}>
        {stillWaiting ? t('pay.miniProgram.notConfirmedHint') : t('pay.miniProgram.confirmingHint')}
      </p>
      {stillWaiting && (
        <div className={styles.stateButtons}>
          <Button shape="rounded" onClick={() => nav.redirect('pay', { id })} data-testid="pay-confirm-back">
            {t('pay.backToPayment')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            onClick={() => {
              setWaited(false)
              setRound((count) => count + 1)
              void order.refetch()
            }}
            data-testid="pay-confirm-again"
          >
            {t('pay.miniProgram.checkAgain')}
          </Button>
        </div>
      )}
    </div>
  )
}
