import { CheckCircleOutline, ClockCircleOutline, CloseCircleOutline } from 'antd-mobile-icons'
import { useEffect } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { formatTimeLeft, useTimeLeft } from '@/lib/countdown'
import type { OrderDetail } from '../api'
import { OrderStatus, statusHintKey } from '../orderTabs'
import { useStatusLabel } from './labels'
import styles from './StatusBanner.module.css'

const EXPIRED_RETRY_MS = 5000

/** The order's state on top of its details; an unpaid order counts down to when it closes. */
export function StatusBanner({ order, onExpired }: { order: OrderDetail; onExpired: () => void }) {
  const { t } = useTranslation()
  const label = useStatusLabel()
  if (order.status === OrderStatus.unpaid) return <Unpaid order={order} onExpired={onExpired} />
  const closed = order.status === OrderStatus.closed
  const hint = t(statusHintKey(order))
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
