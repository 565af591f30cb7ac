import { useTranslation } from '@/lib/i18next-lite/react'
import { formatPrice } from '@/lib/money'
import { saleFacts, type Priced } from '@/lib/prices'
import type { PriceUnit } from '@/stores/sys'
import styles from './SaleFacts.module.css'

/** Beside a discount on the game page: the lowest price of the 30 days before it began, and "lowest ever here". */
export function SaleFacts({ item }: { item: Priced }) {
  const { t, i18n } = useTranslation()
  const facts = saleFacts(item)
  if (facts === null) return null
  const unit = item.priceUnit as PriceUnit
  return (
    <div className={styles.facts}>
      {facts.lowestEver && (
        <span className={styles.lowestEver} data-testid="lowest-ever">
          {t('prices.lowestEver')}
        </span>
      )}
      {facts.priorLowest !== null && (
        <span className={styles.prior} data-testid="prior-lowest">
          {t('prices.priorLowest', { price: formatPrice(facts.priorLowest, unit, i18n.language) })}
        </span>
      )}
    </div>
  )
}
