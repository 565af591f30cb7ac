import { useTranslation } from '@/lib/i18next-lite/react'
import { formatPrice } from '@/lib/money'
import type { PriceUnit } from '@/stores/sys'
import { priceView, type Priced } from '@/lib/prices'
import styles from './Price.module.css'

/**
 * The price to pay (the member's level price when lower), with the server's reference price struck
 * through. A card (`compact`) keeps it on one line: "from" when the game's versions cost different
 * amounts, no tags; the game page (`large`) tags an event and a member price.
 */
export function Price({ item, size = 'normal' }: { item: Priced & { priceFrom?: boolean }; size?: 'compact' | 'normal' | 'large' }) {
  const { t, i18n } = useTranslation()
  const unit = item.priceUnit as PriceUnit
  const view = priceView(item)
  const now = formatPrice(view.pay, unit, i18n.language)
  if (size === 'compact') {
    return (
      <span className={styles.compact}>
        <strong className={styles.now} data-testid="price">
          {item.priceFrom ? t('catalog.fromPrice', { price: now }) : now}
        </strong>
        {view.was !== null && (
          <s className={styles.market} data-testid="was-price">
            {formatPrice(view.was, unit, i18n.language)}
          </s>
        )}
        {view.onEvent && <span className={styles.hiddenTag} data-testid="event-tag">{t('catalog.event')}</span>}
      </span>
    )
  }
  return (
    <span className={size === 'large' ? styles.large : styles.price}>
      <strong className={styles.now} data-testid="price">
        {item.priceFrom ? t('catalog.fromPrice', { price: now }) : now}
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
