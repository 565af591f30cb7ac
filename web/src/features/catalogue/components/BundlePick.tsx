import { useTranslation } from '@/lib/i18next-lite/react'
import { useCny } from '@/lib/money'
import type { BundleCart, BundleDetail } from '../bundleApi'
import { pickPrice, tierProgress, type TierProgress } from '../bundleTiers'
import { BundleBar } from './BundleBar'
import { BundleItemRow, unavailableReason } from './BundleItemRow'
import styles from './BundlePage.module.css'

interface Props {
  bundle: BundleDetail
  /** The versions picked (the page keeps them in its address), and a tap on a game's row. */
  picked: number[]
  onToggle: (skuId: number) => void
  onBuy: (skuIds: number[]) => void
  cart?: BundleCart
}

/** Any N for a price: the member taps games to pick them, the tiers' progress shown as they go. */
export function BundlePick({ bundle, picked, onToggle, onBuy, cart }: Props) {
  const { t } = useTranslation()
  const progress = tierProgress(bundle.tiers, picked.length)
  const chosen = bundle.items.filter((item) => picked.includes(item.skuId))
  const listTotal = chosen.reduce((sum, item) => sum + item.price, 0)
  const amount = pickPrice(bundle.tiers, chosen.map((item) => item.price))
  return (
    <>
      <section className={styles.progress} aria-live="polite" data-testid="bundle-progress">
        <ProgressLines progress={progress} amount={amount} />
        {/* Drawn here rather than antd-mobile's ProgressBar: the line above says the same in words. */}
        <span className={styles.bar} aria-hidden="true">
          <span className={styles.barFill} style={{ width: `${percentOf(progress)}%` }} />
        </span>
        <TierChips bundle={bundle} reached={progress.reached?.count ?? null} />
      </section>
      <p className={styles.hint}>{t('bundle.pickHint')}</p>
      <div>
        {bundle.items.map((item) => {
          const isPicked = picked.includes(item.skuId)
          const canToggle = isPicked || (unavailableReason(item) === null && picked.length < progress.max)
          return (
            <BundleItemRow
              key={item.skuId}
              item={item}
              picked={isPicked}
              onToggle={canToggle ? () => onToggle(item.skuId) : undefined}
            />
          )
        })}
      </div>
      <BundleBar amount={amount} listTotal={listTotal} disabled={false} label={t('bundle.pickPrice')}
        onBuy={() => onBuy(picked)}
        onAddToCart={cart && (() => cart.add(picked))}
        adding={cart?.adding}
      />
    </>
  )
}

/** How far the pick is towards the next tier (all the way at the top one). */
function percentOf(progress: TierProgress): number {
  const goal = progress.next?.count ?? progress.max
  return goal === 0 ? 0 : Math.round((progress.picked / goal) * 100)
}

/** "2 of 3 picked — 1 more for ¥49", or the tier reached and what the next one asks. */
function ProgressLines({ progress, amount }: { progress: TierProgress; amount: number | null }) {
  const { t } = useTranslation()
  const cny = useCny()
  const { reached, next, picked, missing } = progress
  if (reached !== null && amount !== null) {
    return (
      <>
        <strong className={styles.status} data-testid="bundle-status">
          {t('bundle.reached', { count: reached.count, price: cny(amount) })}
        </strong>
        <span className={styles.next} data-testid="bundle-next">
          {next === null
            ? t('bundle.topTier')
            : t('bundle.nextTier', { missing, count: next.count, price: cny(next.price) })}
        </span>
      </>
    )
  }
  if (next === null) return null
  return (
    <strong className={styles.status} data-testid="bundle-status">
      {picked === 0
        ? t('bundle.pickStart', { count: next.count, price: cny(next.price) })
        : t('bundle.progress', { picked, count: next.count, missing, price: cny(next.price) })}
    </strong>
  )
}

/** The bundle's tiers ("3 for ¥49"), the one the pick reaches marked. */
export function TierChips({ bundle, reached }: { bundle: BundleDetail; reached: number | null }) {
  const { t } = useTranslation()
  const cny = useCny()
  return (
    <ul className={styles.tiers} data-testid="bundle-tiers">
      {bundle.tiers.map((tier) => (
        <li key={tier.count} className={tier.count === reached ? styles.tierOn : styles.tier} aria-current={tier.count === reached || undefined}>
          {t('bundle.tier', { count: tier.count, price: cny(tier.price) })}
        </li>
      ))}
    </ul>
  )
}
