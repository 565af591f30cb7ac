import { Button, ErrorBlock } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import type { PayOrder } from '../api'
import { PayOrderStatus } from '../payState'
import styles from './pay.module.css'

/**
 * Where to go from a payment: a trade order's details (where its keys show, in this page's place)
 * and the store; a recharge's wallet.
 */
export function MerchantButtons({ order, primary = true }: { order: PayOrder; primary?: boolean }) {
  const { t } = useTranslation()
  const nav = useNav()
  if (order.merchantType === 'recharge') {
    return (
      <div className={styles.stateButtons}>
        <Button color={primary ? 'primary' : 'default'} shape="rounded" onClick={() => nav.redirect('wallet')} data-testid="view-wallet">
          {t('pay.viewWallet')}
        </Button>
      </div>
    )
  }
  return (
    <div className={styles.stateButtons}>
      <Button shape="rounded" onClick={() => nav.go('home')} data-testid="back-to-store">
        {t('pay.backToStore')}
      </Button>
      <Button
        color={primary ? 'primary' : 'default'}
        shape="rounded"
        onClick={() => nav.redirect('orderDetail', { id: order.merchantOrderId })}
        data-testid="view-order"
      >
        {t('pay.viewOrder')}
      </Button>
    </div>
  )
}

/** No such payment order (or not the member's). */
export function NotFoundState() {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <div className={styles.state} data-testid="pay-not-found">
      <ErrorBlock status="empty" title={t('pay.notFound')} description={t('pay.notFoundHint')} />
      <div className={styles.stateButtons}>
        <Button shape="rounded" onClick={() => nav.go('home')}>
          {t('pay.backToStore')}
        </Button>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => nav.redirect('orderList')}>
          {t('pay.myOrders')}
        </Button>
      </div>
    </div>
  )
}

/** A payment that can no longer be made: closed with its order, or refunded. */
export function ClosedState({ order }: { order: PayOrder }) {
  const { t } = useTranslation()
  const refunded = order.status === PayOrderStatus.refunded
  return (
    <div className={styles.state} data-testid="pay-closed">
      <ErrorBlock
        status="default"
        title={t('pay.closed')}
        description={refunded ? t('pay.refundedHint') : t('pay.closedHint')}
      />
      <MerchantButtons order={order} primary={false} />
    </div>
  )
}
