import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import styles from './order.module.css'
import { Picture } from '@/components/Picture'

interface Props {
  picUrl: string
  spuName: string
  skuName: string
  count: number
  /** Price of one key as it is charged (fen text, already formatted); none on a gift's link. */
  price?: string
  /** The price struck through beside it (the server's referencePrice), if any. */
  struck?: string
  /** The line's share of the actual payment (formatted), where the screen shows it. */
  subtotal?: string
  extra?: ReactNode
}

/** One game of an order: cover, name, version, how many keys and the price of one. */
export function OrderItemRow({ picUrl, spuName, skuName, count, price, struck, subtotal, extra }: Props) {
  const { t } = useTranslation()
  return (
    <div className={styles.item} data-testid="order-item">
      <Picture className={styles.cover} src={picUrl} width={60} height={80} sizes="60px" />
      <div className={styles.itemText}>
        <span className={styles.itemName}>{spuName}</span>
        <span className={styles.itemVersion}>{t('order.version', { name: skuName })}</span>
        <span className={styles.itemBottom}>
          <span className={styles.itemPrice}>
            {price && <strong data-testid="order-item-price">{price}</strong>}
            {struck && (
              <s className={styles.struck} data-testid="order-item-was">
                {struck}
              </s>
            )}
          </span>
          <span className={styles.count} data-testid="order-item-count">
            ×{count}
          </span>
        </span>
        {subtotal && (
          <span className={styles.subtotal} data-testid="order-item-subtotal">
            {t('order.subtotal', { amount: subtotal })}
          </span>
        )}
        {extra}
      </div>
    </div>
  )
}
