import { Empty, Skeleton } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { PageGone } from '@/components/PageGone'
import { PageError } from '@/components/PageState'
import { Picture } from '@/components/Picture'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useCny } from '@/lib/money'
import { useLoginGate } from '@/lib/loginGate'
import { useNav } from '@/lib/navigation'
import { useSearchParams } from '@/lib/router'
import { routeTo, type PageProps, type RouteQueries } from '@/lib/paths'
import { formatDate, type TimeLang } from '@/lib/time'
import { BUNDLE_PICK, useBundle, type BundleCart, type BundleDetail } from '../bundleApi'
import { firstTier, picksFromQuery, tierProgress, togglePick } from '../bundleTiers'
import { unavailableReason } from '../components/BundleItemRow'
import { BundlePick } from '../components/BundlePick'
import { BundleSet } from '../components/BundleSet'
import { parseId } from '../listQuery'
import styles from '../components/BundlePage.module.css'

/** The home's and search's shelf of bundles, downloaded with this page (see HomeFeed). */
export { default as BundleShelf } from '../components/BundleShelf'

/** A bundle (issue 42): its games with covers and list prices; any N picked for a tier's price, or a
 * fixed set less the games the member owns; bought as one order on Confirm Order. */
export default function BundlePage({ query, cart }: PageProps<'bundle'> & { cart?: (bundleId: number) => BundleCart }) {
  const { t } = useTranslation()
  const nav = useNav()
  const id = parseId(query.id) ?? 0
  const bundle = useBundle(id)
  if (id === 0) {
    return <PageGone title={t('bundle.empty')} action={t('order.goShopping')} onAction={() => nav.go('home')} testId="bundle-gone" />
  }
  if (bundle.isPending) return <BundleSkeleton />
  if (bundle.isError) return <PageError message={bundle.error.message} onRetry={() => void bundle.refetch()} />
  // Keyed: another bundle's page starts from its own pick, not this one's.
  return <Bundle key={bundle.data.id} bundle={bundle.data} pickedQuery={query.picked} cart={cart?.(bundle.data.id)} />
}

function Bundle({ bundle, pickedQuery, cart }: { bundle: BundleDetail; pickedQuery: string | undefined; cart: BundleCart | undefined }) {
  const { t } = useTranslation()
  const nav = useNav()
  const gate = useLoginGate()
  const [picked, toggle] = usePicks(bundle, pickedQuery)
  const buy = (confirm: RouteQueries['confirmOrder']) =>
    gate(() => nav.go('confirmOrder', confirm), { page: routeTo('confirmOrder', confirm) })
  return (
    <div className={styles.page} data-testid="bundle-page" data-kind={bundle.kind}>
      <BundleHead bundle={bundle} />
      {bundle.items.length === 0 ? (
        <Empty description={t('bundle.empty')} />
      ) : bundle.kind === BUNDLE_PICK ? (
        <BundlePick bundle={bundle} picked={picked} onToggle={toggle} cart={cart} onBuy={(skuIds) => buy({ bundleId: bundle.id, skuIds: skuIds.join(',') })} />
      ) : (
        <BundleSet bundle={bundle} cart={cart} onBuy={() => buy({ bundleId: bundle.id })} />
      )}
    </div>
  )
}

/** The pick: the page's own state, written to its address (replaced, not pushed) as it changes, so that
 * logging in to add it to the cart, or coming back to the page, finds it as it was. */
function usePicks(bundle: BundleDetail, raw: string | undefined): [number[], (skuId: number) => void] {
  const [, setSearchParams] = useSearchParams()
  const max = tierProgress(bundle.tiers, 0).max
  const [picked, setPicked] = useState(() => {
    const pickable = (skuId: number) => bundle.items.some((item) => item.skuId === skuId && unavailableReason(item) === null)
    return picksFromQuery(raw, pickable, max)
  })
  const written = picked.join(',')
  useEffect(() => {
    if (written === (raw ?? '')) return
    const query = new URLSearchParams({ id: String(bundle.id) })
    if (written !== '') query.set('picked', written)
    setSearchParams(query, { replace: true })
  }, [written, raw, bundle.id, setSearchParams])
  return [picked, (skuId) => setPicked((now) => togglePick(now, skuId, max))]
}

function BundleHead({ bundle }: { bundle: BundleDetail }) {
  const { t, i18n } = useTranslation()
  return (
    <header className={styles.head}>
      <Picture className={styles.headCover} src={bundle.picUrl} width={90} height={120} sizes="72px" priority />
      <div className={styles.headText}>
        <h1 className={styles.name} data-testid="bundle-name">
          {bundle.name}
        </h1>
        <HeadPrice bundle={bundle} />
        {bundle.endTime !== null && (
          <span className={styles.ends}>{t('bundle.ends', { date: formatDate(bundle.endTime, i18n.language as TimeLang) })}</span>
        )}
      </div>
    </header>
  )
}

/** "from ¥49" (the tiers are drawn below) or the set's price with the games' list prices struck through;
 * out of stock when one of its games has no keys. (The shelves' BundleOffer says the same; not shared,
 * so that this page and the shelves stay separate downloads.) */
function HeadPrice({ bundle }: { bundle: BundleDetail }) {
  const { t } = useTranslation()
  const cny = useCny()
  const pick = bundle.kind === BUNDLE_PICK
  const price = pick ? (firstTier(bundle.tiers)?.price ?? 0) : bundle.price
  return (
    <span className={styles.headPrice} data-testid="bundle-offer">
      <strong className={styles.price}>{pick ? t('catalog.fromPrice', { price: cny(price) }) : cny(price)}</strong>
      {!pick && bundle.listPrice > price && <s className={styles.listPrice}>{cny(bundle.listPrice)}</s>}
      {!pick && <span className={styles.listPrice}>{t('bundle.fixedSet', { count: bundle.items.length })}</span>}
      {bundle.stock < 1 && (
        <span className={styles.soldOut} data-testid="bundle-sold-out">
          {t('bundle.soldOut')}
        </span>
      )}
    </span>
  )
}

function BundleSkeleton() {
  const { t } = useTranslation()
  return (
    <div className={styles.skeleton} role="status" aria-label={t('common.loading')} data-testid="bundle-loading">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={6} animated />
    </div>
  )
}
