import { useTranslation } from '@/lib/i18next-lite/react'
import { useBundles } from '../bundleApi'
import { BundleCard } from './BundleCard'
import styles from './BundleShelf.module.css'

/**
 * The bundles on sale as a horizontally scrolling shelf: on the home page, and above search results
 * (those whose name has `keyword`). Shows nothing while none is on sale, matches or could be read:
 * the games around it stand on their own.
 */
export default function BundleShelf({ keyword }: { keyword?: string }) {
  const { t } = useTranslation()
  const bundles = useBundles(keyword)
  const list = bundles.data?.list ?? []
  if (list.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="shelf-bundles" data-testid="shelf-bundles">
      <div className={styles.head}>
        <h2 id="shelf-bundles" className={styles.title}>
          {t('bundle.shelf')}
        </h2>
      </div>
      <div className={styles.track}>
        {list.map((bundle) => (
          <div key={bundle.id} className={styles.cell}>
            <BundleCard bundle={bundle} />
          </div>
        ))}
      </div>
    </section>
  )
}
