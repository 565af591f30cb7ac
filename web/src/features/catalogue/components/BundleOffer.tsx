import { useTranslation } from '@/lib/i18next-lite/react'
import { useCny } from '@/lib/money'
import { BUNDLE_PICK, type BundleSummary } from '../bundleApi'
import { firstTier } from '../bundleTiers'
import styles from './BundleOffer.module.css'

/** What a bundle offers in a shelf: "from ¥49" and its tiers ("3 for ¥49 · 5 for ¥69"), or a fixed set's price with the games' list prices together struck through; out of stock when one of
 * its games has no keys. */
export function BundleOffer({ bundle }: { bundle: BundleSummary }) {
  const { t } = useTranslation()
  const cny = useCny()
  const first = firstTier(bundle.tiers)
  const price = bundle.kind === BUNDLE_PICK ? (first?.price ?? 0) : bundle.price
  return (
    <span className={styles.offer} data-testid="bundle-offer">
      <strong className={styles.price}>
        {bundle.kind === BUNDLE_PICK ? t('catalog.fromPrice', { price: cny(price) }) : cny(price)}
      </strong>
      {bundle.kind !== BUNDLE_PICK && bundle.listPrice > price && <s className={styles.list}>{cny(bundle.listPrice)}</s>}
      {bundle.kind !== BUNDLE_PICK ? (
        <span className={styles.kind}>{t('bundle.fixedSet', { count: bundle.items.length })}</span>
      ) : (
        <span className={styles.tiers}>
          {/* A tier never breaks across lines; the dot stays at the end of the one before. */}
          {bundle.tiers.map((tier, index) => (
            <span key={tier.count} className={styles.tier}>
              {t('bundle.tier', { count: tier.count, price: cny(tier.price) })}
              {index < bundle.tiers.length - 1 ? ' ·' : ''}
            </span>
          ))}
        </span>
      )}
      {bundle.stock < 1 && (
        <span className={styles.soldOut} data-testid="bundle-sold-out">
          {t('bundle.soldOut')}
        </span>
      )}
    </span>
  )
}
