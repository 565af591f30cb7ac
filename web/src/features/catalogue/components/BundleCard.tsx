import { Picture } from '@/components/Picture'
import { useNav } from '@/lib/navigation'
import type { BundleSummary } from '../bundleApi'
import { BundleOffer } from './BundleOffer'
import styles from './BundleCard.module.css'

/** Covers a card shows side by side. */
const COVERS = 3

/** A bundle in a shelf: its first games' covers, its name, and its price or tiers ("from ¥49"). */
export function BundleCard({ bundle }: { bundle: BundleSummary }) {
  const nav = useNav()
  return (
    <button type="button" className={styles.card} onClick={() => nav.go('bundle', { id: bundle.id })} data-testid="bundle-card">
      <span className={styles.covers}>
        {bundle.items.slice(0, COVERS).map((item) => (
          <Picture key={item.skuId} className={styles.cover} src={item.picUrl} width={90} height={120} sizes="60px" />
        ))}
      </span>
      <span className={styles.name}>{bundle.name}</span>
      <BundleOffer bundle={bundle} />
    </button>
  )
}
