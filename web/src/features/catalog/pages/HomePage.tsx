import { SearchOutline } from 'antd-mobile-icons'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useNav } from '@/lib/navigation'
import { PageLoading } from '@/components/PageLoading'
import frame from '@/components/TabFrame.module.css'
import { WhenVisible } from '@/components/WhenVisible'
import type { PageProps } from '@/lib/paths'
import { BannerCarousel } from '../components/BannerCarousel'
import { CategoryShortcuts } from '../components/CategoryShortcuts'
import { HomeShelves } from '../components/HomeShelves'
import styles from './HomePage.module.css'

// Below the fold: its code (infinite scroll, grid) loads when the shopper scrolls to it.
const HomeFeed = lazy(() => import('../components/HomeFeed'))

/** The home tab: brand bar, search entry, banners, category shortcuts, the four lists and every game. */
export default function HomePage(_props: PageProps<'home'>) {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <div className={styles.page}>
      <header className={frame.nav}>
        <img src="favicon.svg" alt="" width={24} height={24} />
        <span>{t('app.name')}</span>
      </header>
      <div className={styles.searchStrip}>
        <button type="button" className={styles.search} onClick={() => nav.go('search')} data-testid="home-search">
          <SearchOutline className={styles.searchIcon} />
          <span className={styles.placeholder}>{t('search.placeholder')}</span>
        </button>
      </div>
      <BannerCarousel />
      <CategoryShortcuts />
      <HomeShelves />
      <WhenVisible>
        <Suspense fallback={<PageLoading />}>
          <HomeFeed />
        </Suspense>
      </WhenVisible>
    </div>
  )
}
