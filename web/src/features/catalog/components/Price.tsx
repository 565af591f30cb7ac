import { useTranslation } from 'react-i18next'
import { formatPrice } from '@/lib/money'
import type { PriceUnit } from '@/stores/sys'
import { priceView, type Priced } from './prices'
import styles from './Price.module.css'

/**
 * The price to pay (the member's level price when lower), with what it was struck through: the
 * list price during a discount activity (tagged "event"), else the market price.
 */
export function Price({ item, size = 'normal' }: { item: Priced; size?: 'normal' | 'large' }) {
  const { t, i18n } = useTranslation()
  const unit = item.priceUnit as PriceUnit
  const view = priceView(item)
  return (
    <span className={size === 'large' ? styles.large : styles.price}>
      <strong className={styles.now} data-testid="price">
        {formatPrice(view.pay, unit, i18n.language)}
      </strong>
      {view.onEvent && (
        <span className={styles.event} data-testid="event-tag">
          {t('catalog.event')}
        </span>
      )}
      {view.memberCheaper && <span className={styles.member}>{t('catalog.memberPrice')}</span>}
      {view.was !== null && (
        <s className={styles.market} data-testid="was-price">
          {formatPrice(view.was, unit, i18n.language)}
        </s>
      )}
      {view.off > 0 && <span className={styles.off}>-{view.off}%</span>}
    </span>
  )
}
