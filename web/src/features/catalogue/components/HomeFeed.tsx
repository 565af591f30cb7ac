import { useTranslation } from '@/lib/i18next-lite/react'
import { useSpuPages } from '../api'
import { GameFeed } from './GameFeed'
import styles from './HomeShelves.module.css'

/** Below the shelves: every game, best-selling first, loading more while scrolling. */
export default function HomeFeed() {
  const { t } = useTranslation()
  const games = useSpuPages({ list: 'best-selling' })
  return (
    <section className={styles.feed} aria-labelledby="home-feed">
      <div className={styles.head}>
        <h2 id="home-feed" className={styles.title}>
          {t('home.youMayLike')}
        </h2>
      </div>
      <GameFeed pages={games} layout="grid" />
    </section>
  )
}
