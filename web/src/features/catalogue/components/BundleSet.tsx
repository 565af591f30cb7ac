import { useTranslation } from '@/lib/i18next-lite/react'
import type { BundleCart, BundleDetail } from '../bundleApi'
import { BundleBar } from './BundleBar'
import { BundleItemRow, unavailableReason } from './BundleItemRow'
import styles from './BundlePage.module.css'

/** A fixed set at a price; the games the member owns are left out and their shares taken off. */
export function BundleSet({ bundle, onBuy, cart }: { bundle: BundleDetail; onBuy: () => void; cart?: BundleCart }) {
  const { t } = useTranslation()
  const total = bundle.items.length
  const allOwned = total > 0 && bundle.ownedCount >= total
  const blocked = bundle.items.some((item) => !item.owned && unavailableReason(item) !== null)
  const price = bundle.setPrice ?? bundle.price
  return (
    <>
      {bundle.ownedCount > 0 && (
        <section className={styles.progress} data-testid="bundle-complete-set">
          <strong className={styles.status}>{allOwned ? t('bundle.allOwned') : t('bundle.completeSet')}</strong>
          {!allOwned && (
            <span className={styles.next}>{t('bundle.completeSetHint', { owned: bundle.ownedCount, total })}</span>
          )}
        </section>
      )}
      {blocked && !allOwned && (
        <p className={styles.warning} role="alert" data-testid="bundle-set-unavailable">
          {t('bundle.setUnavailable')}
        </p>
      )}
      <div>
        {bundle.items.map((item) => (
          <BundleItemRow key={item.skuId} item={item} leftOut={item.owned} />
        ))}
      </div>
      <BundleBar
        amount={allOwned ? null : price}
        listTotal={bundle.ownedCount > 0 ? bundle.price : bundle.listPrice}
        disabled={allOwned || blocked}
        label={t(bundle.ownedCount > 0 ? 'bundle.completeSet' : 'bundle.setPrice')}
        onBuy={onBuy}
        onAddToCart={cart && (() => cart.add([]))}
        adding={cart?.adding}
      />
    </>
  )
}
