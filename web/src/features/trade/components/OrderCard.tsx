import { Button } from 'antd-mobile'
import type { MouseEvent } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useCny } from '@/lib/money'
import type { OrderSummary } from '../api'
import { orderActions, OrderStatus, type OrderAction } from '../orderTabs'
import { OrderItemRow } from './OrderItemRow'
import { StatusTag } from './StatusTag'
import styles from './OrderCard.module.css'

interface Props {
  order: OrderSummary
  onOpen: () => void
  onAction: (action: OrderAction) => void
}

/** An order in the order centre: number, status, games, amount and what can be done with it. */
export function OrderCard({ order, onOpen, onAction }: Props) {
  const { t } = useTranslation()
  const cny = useCny()
  const actions = orderActions(order)
  const sumLabel =
    order.status === OrderStatus.unpaid
      ? t('order.toPay')
      : order.status === OrderStatus.closed
        ? t('order.totalPrice')
        : t('order.paid')
  const act = (action: OrderAction) => (event: MouseEvent) => {
    event.stopPropagation()
    onAction(action)
  }
  return (
    <article className={styles.card} data-testid="order-card" data-order-id={order.id}>
      <button type="button" className={styles.open} onClick={onOpen}>
        {/* The button's name is what it shows, led by what it does. */}
        <span className="visually-hidden">{t('order.openDetail', { no: order.no })}</span>
        <div className={styles.head}>
          <span className={styles.no}>
            {t('order.numberShort', { no: order.no })}
            {order.giftStatus !== null && (
              <span className={styles.giftTag} data-testid="order-gift-tag">
                {t('gift.title')}
              </span>
            )}
            {order.preorderStatus !== null && (
              <span className={styles.giftTag} data-testid="order-preorder-tag">
                {t('order.preorderTitle')}
              </span>
            )}
          </span>
          <StatusTag status={order.status} />
        </div>
        {order.items.map((item) => (
          <OrderItemRow
            key={item.id}
            picUrl={item.picUrl}
            spuName={item.spuName}
            skuName={item.skuName}
            count={item.count}
            price={cny(item.memberPrice)}
            struck={item.referencePrice === null ? undefined : cny(item.referencePrice)}
          />
        ))}
        <div className={styles.sum}>
          {t('order.keysCount', { count: order.productCount })}
          <span className={styles.sumLabel}>{sumLabel}</span>
          <strong className={styles.amount}>{cny(order.payPrice)}</strong>
        </div>
      </button>
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.includes('delete') && (
            <Button size="small" shape="rounded" onClick={act('delete')} data-testid="order-delete">
              {t('order.delete')}
            </Button>
          )}
          {actions.includes('cancel') && (
            <Button size="small" shape="rounded" onClick={act('cancel')} data-testid="order-cancel">
              {t('order.cancel')}
            </Button>
          )}
          {actions.includes('review') && (
            <Button size="small" shape="rounded" color="primary" fill="outline" onClick={act('review')} data-testid="order-review">
              {t('order.review')}
            </Button>
          )}
          {actions.includes('pay') && (
            <Button size="small" shape="rounded" color="primary" onClick={act('pay')} data-testid="order-pay">
              {t('order.continuePay')}
            </Button>
          )}
        </div>
      )}
    </article>
  )
}
