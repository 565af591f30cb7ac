import { CheckCircleOutline, ClockCircleOutline, CloseCircleOutline } from 'antd-mobile-icons'
import { useEffect } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { formatTimeLeft, useTimeLeft } from '@/lib/countdown'
import type { OrderDetail } from '../api'
import { formatCountdown, formatDateMinute, formatDateTime, type TimeLang } from '@/lib/time'
import { OrderStatus, PreorderStatus, statusHintKey, waitsForRelease } from '../orderTabs'
import { useStatusLabel } from './labels'
import styles from './StatusBanner.module.css'

const EXPIRED_RETRY_MS = 5000

/** The order's state on top of its details; an unpaid order counts down to when it closes. */
export function StatusBanner({ order, onExpired }: { order: OrderDetail; onExpired: () => void }) {
  const { t } = useTranslation()
  const label = useStatusLabel()
  if (order.status === OrderStatus.unpaid) return <Unpaid order={order} onExpired={onExpired} />
  if (waitsForRelease(order)) return <Preorder order={order} onReleased={onExpired} />
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

/** A paid pre-order before its keys: when they come (counting down), or why they are late. */
function Preorder({ order, onReleased }: { order: OrderDetail; onReleased: () => void }) {
  const { t, i18n } = useTranslation()
  const label = useStatusLabel()
  const lang = i18n.language as TimeLang
  const release = order.releaseTime ?? 0
  const left = useTimeLeft(release)
  const short = order.preorderStatus === PreorderStatus.short
  useEffect(() => {
    if (left === 0 && !short) onReleased() // the job delivers within a minute: read again
  }, [left, short, onReleased])
  return (
    <div className={styles.unpaid} data-testid="status-banner" data-preorder={order.preorderStatus}>
      <ClockCircleOutline className={styles.icon} />
      <div className={styles.text}>
        <strong className={styles.title}>{label(order.status)}</strong>
        <span className={styles.hint} data-testid="preorder-hint">
          {short && order.refundDeadline !== null
            ? t('order.preorderShort', { time: formatDateTime(order.refundDeadline, lang) })
            : left > 0
              ? t('order.preorderWaits', { date: formatDateMinute(release, lang), time: formatCountdown(left, lang) })
              : t('order.preorderReleased')}
        </span>
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
