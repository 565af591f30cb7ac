import { useTranslation } from 'react-i18next'
import { formatPrice, percentOff } from '@/lib/money'
import type { PriceUnit } from '@/stores/sys'
import styles from './Price.module.css'

interface Priced {
  displayPrice: number
  displayMarketPrice: number
  displayMemberPrice: number
  memberPrice: number
  price: number
  marketPrice: number
  priceUnit: string
}

/** The price to pay (the member's level price when lower), with the market price struck through. */
export function Price({ item, size = 'normal' }: { item: Priced; size?: 'normal' | 'large' }) {
  const { t, i18n } = useTranslation()
  const unit = item.priceUnit as PriceUnit
  const memberCheaper = item.memberPrice < item.price
  const off = percentOff(item.memberPrice, item.marketPrice)
  return (
    <span className={size === 'large' ? styles.large : styles.price}>
      <strong className={styles.now} data-testid="price">
        {formatPrice(item.displayMemberPrice, unit, i18n.language)}
      </strong>
      {memberCheaper && <span className={styles.member}>{t('catalog.memberPrice')}</span>}
      {item.marketPrice > item.memberPrice && (
        <s className={styles.market}>{formatPrice(item.displayMarketPrice, unit, i18n.language)}</s>
      )}
      {off > 0 && <span className={styles.off}>-{off}%</span>}
    </span>
  )
}
