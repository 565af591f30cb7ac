import { CheckCircleOutline, ClockCircleOutline, CloseCircleOutline } from 'antd-mobile-icons'
import { useEffect } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { formatTimeLeft, useTimeLeft } from '@/lib/countdown'
import type { OrderDetail } from '../api'
import { OrderStatus } from '../orderTabs'
import { useStatusLabel } from './labels'
import styles from './StatusBanner.module.css'

/** Server cancel types (order_status.py CancelType). */
const CANCEL_TIMEOUT = 10
const CANCEL_MEMBER = 20
const EXPIRED_RETRY_MS = 5000
/** trade_order_item_after_sale_status: refunded (some or all keys). */
const REFUNDED = 2

/** The line under a paid or closed order's state: why it closed, or where its keys are. */
function hintKey(order: OrderDetail): string {
  const refunded = order.refundStatus === REFUNDED
  if (order.status === OrderStatus.closed) {
    if (refunded) return 'order.closedRefunded'
    if (order.cancelType === CANCEL_TIMEOUT) return 'order.closedTimeout'
    return order.cancelType === CANCEL_MEMBER ? 'order.closedByYou' : 'order.closedHint'
  }
  if (refunded) return 'order.partlyRefunded'
  return order.activationCodes.length > 0 ? 'order.completedHint' : 'order.paidHint'
}

/** The order's state on top of its details; an unpaid order counts down to when it closes. */
export function StatusBanner({ order, onExpired }: { order: OrderDetail; onExpired: () => void }) {
  const { t } = useTranslation()
  const label = useStatusLabel()
  if (order.status === OrderStatus.unpaid) return <Unpaid order={order} onExpired={onExpired} />
  const closed = order.status === OrderStatus.closed
  const hint = t(hintKey(order))
  return (
    <div className={closed ? styles.closed : styles.done} data-testid="status-banner">
      {closed ? <CloseCircleOutline className={styles.icon} /> : <CheckCircleOutline className={styles.icon} />}
      <div className={styles.text}>
        <strong className={styles.title}>{label(order.status)}</strong>
        <span className={styles.hint}>{hint}</span>
      </div>
    </div>
  )
}

function Unpaid({ order, onExpired }: { order: OrderDetail; onExpired: () => void }) {
  const { t } = useTranslation()
  const label = useStatusLabel()
  const left = useTimeLeft(order.expireTime)
  const expired = left === 0
  useEffect(() => {
    // At zero the server closes the order on its next read (get-detail with sync). Should the
    // server's clock be behind this one, ask again every few seconds until it has.
    if (!expired) return
    onExpired()
    const timer = window.setInterval(onExpired, EXPIRED_RETRY_MS)
    return () => window.clearInterval(timer)
  }, [expired, onExpired])
  return (
    <div className={styles.unpaid} data-testid="status-banner">
      <ClockCircleOutline className={styles.icon} />
      <div className={styles.text}>
        <strong className={styles.title}>{label(order.status)}</strong>
        <span className={styles.hint} data-testid="pay-countdown">
          {left > 0 ? t('order.closesIn', { time: formatTimeLeft(left) }) : t('order.closing')}
        </span>
      </div>
    </div>
  )
}
