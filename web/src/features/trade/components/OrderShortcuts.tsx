import { Badge } from 'antd-mobile'
import { CheckCircleOutline, CloseCircleOutline, EditSOutline, PayCircleOutline, RightOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import { useOrderCount, type OrderCount } from '../orderCount'
import styles from './OrderShortcuts.module.css'

interface Shortcut {
  type: string
  icon: ReactNode
  count: (counts: OrderCount) => number | undefined
}

/** The order centre's tabs below "All" (completed and closed have no count in get-count). */
const SHORTCUTS: Shortcut[] = [
  { type: 'unpaid', icon: <PayCircleOutline />, count: (counts) => counts.unpaidCount },
  { type: 'unreviewed', icon: <EditSOutline />, count: (counts) => counts.uncommentedCount },
  { type: 'completed', icon: <CheckCircleOutline />, count: () => undefined },
  { type: 'closed', icon: <CloseCircleOutline />, count: () => undefined },
]

/** "My orders" in the user centre: all orders, and one shortcut per order-centre tab with its count. */
export function OrderShortcuts() {
  const { t } = useTranslation()
  const nav = useNav()
  const counts = useOrderCount()
  return (
    <section className={styles.card} data-testid="order-shortcuts">
      <button type="button" className={styles.head} onClick={() => nav.go('orderList')} data-testid="orders-all">
        <strong>{t('order.myOrders')}</strong>
        <span className={styles.all}>
          {t('order.tab.all')}
          {counts.data && counts.data.allCount > 0 ? ` (${counts.data.allCount})` : ''}
          <RightOutline />
        </span>
      </button>
      <div className={styles.row}>
        {SHORTCUTS.map((shortcut) => {
          const count = counts.data ? shortcut.count(counts.data) : undefined
          return (
            <button
              key={shortcut.type}
              type="button"
              className={styles.shortcut}
              onClick={() => nav.go('orderList', { type: shortcut.type })}
              data-testid={`orders-${shortcut.type}`}
            >
              <Badge content={count ? count : null} className={styles.badge}>
                <span className={styles.icon}>{shortcut.icon}</span>
              </Badge>
              <span className={styles.label}>{t(`order.tab.${shortcut.type}`)}</span>
            </button>
          )
        })}
      </div>
    </section>
  )
}
