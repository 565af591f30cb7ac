import { Suspense } from 'react'
import { retryableLazy } from '@/lib/chunkReload'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useSpuPages } from '../api'
import { GameFeed } from './GameFeed'
import styles from './HomeShelves.module.css'

// Comes with the bundle page's download (one file fewer for the app's entry to name), asked for here
// rather than by the home page (whose first screen lists what it preloads).
const BundleShelf = retryableLazy<{ keyword?: string }>(() => import('../pages/BundlePage').then((module) => ({ default: module.BundleShelf })))

/**
 * Below the shelves: the bundles on sale (none shown when there is none), then every game,
 * best-selling first, loading more while scrolling. Both come as the shopper scrolls near, so the
 * first screen neither loads nor moves for them.
 */
export default function HomeFeed() {
  const { t } = useTranslation()
  const games = useSpuPages({ list: 'best-selling' })
  return (
    <>
      <Suspense fallback={null}>
        <BundleShelf />
      </Suspense>
      <section className={styles.feed} aria-labelledby="home-feed">
        <div className={styles.head}>
          <h2 id="home-feed" className={styles.title}>
            {t('home.youMayLike')}
          </h2>
        </div>
        <GameFeed pages={games} layout="grid" />
      </section>
    </>
  )
}
