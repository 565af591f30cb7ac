import { List } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { formatDate, type TimeLang } from '@/lib/time'
import type { PendingPoint } from '../api'
import styles from './PendingRewards.module.css'

/*
 * What paid orders will give once final (every key revealed, or the refund window closed): not
 * spendable yet, and cancelled by a refund. Each part shows nothing when there is nothing pending.
 */

/** "+120 pending" under the member's points; opens the point records, where the orders are listed. */
export function PendingPointsLink({ points, onOpen }: { points: number; onOpen: () => void }) {
  const { t } = useTranslation()
  if (points <= 0) return null
  return (
    <button type="button" className={styles.link} onClick={onOpen} data-testid="pending-points">
      {t('user.pending', { count: points })}
    </button>
  )
}

/** "+40 pending" beside the member's experience (levels count only given experience). */
export function PendingExperience({ experience }: { experience: number }) {
  const { t } = useTranslation()
  if (experience <= 0) return null
  return (
    <span className={styles.experience} data-testid="pending-experience">
      {t('user.pending', { count: experience })}
    </span>
  )
}

/** The point records' "Pending" section: each order's points and the date they are given by at the latest. */
export function PendingPointsList({ rows, onOpen }: { rows: PendingPoint[]; onOpen: (orderId: number) => void }) {
  const { t, i18n } = useTranslation()
  if (rows.length === 0) return null
  const lang = i18n.language as TimeLang
  return (
    <section className={styles.section} aria-labelledby="pending-points-title" data-testid="pending-section">
      <h2 id="pending-points-title" className={styles.title}>
        {t('points.pending.title')}
      </h2>
      <p className={styles.explain}>{t('points.pending.explain')}</p>
      <List className={styles.list}>
        {rows.map((row) => (
          <List.Item
            key={`${row.orderId}-${row.bizType}`}
            description={<span data-testid="pending-until">{t('points.pending.until', { date: formatDate(row.finalBy, lang) })}</span>}
            extra={<span className={styles.amount}>+{row.point}</span>}
            onClick={() => onOpen(row.orderId)}
            data-testid="pending-point"
          >
            {row.title}
          </List.Item>
        ))}
      </List>
    </section>
  )
}

/** A task counting paid orders: how many of the member's orders will count once final. */
export function PendingOrdersNote({ count }: { count: number }) {
  const { t } = useTranslation()
  if (count <= 0) return null
  return (
    <div className={styles.note} data-testid="task-pending">
      {t('tasks.pendingOrders', { count })}
    </div>
  )
}
