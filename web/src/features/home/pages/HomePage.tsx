import { SearchOutline } from 'antd-mobile-icons'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { PageProps } from '@/app/routes'
import { useNav } from '@/lib/navigation'
// Accepted exception to "features do not import each other": home shows catalogue components, one way only.
import { BannerCarousel } from '@/features/catalog/components/BannerCarousel'
import { CategoryShortcuts } from '@/features/catalog/components/CategoryShortcuts'
import { HomeShelves } from '@/features/catalog/components/HomeShelves'
import { PageLoading } from '@/components/PageLoading'
import { WhenVisible } from '@/components/WhenVisible'
import styles from './HomePage.module.css'
import frame from './TabFrame.module.css'

// Below the fold: its code (infinite scroll, grid) loads when the shopper scrolls to it.
const HomeFeed = lazy(() => import('@/features/catalog/components/HomeFeed'))

const SEARCH_PATH = '/pages/goods/search'

/** The home tab: brand bar, search entry, banners, category shortcuts, the four lists and every game. */
export default function HomePage(_props: PageProps) {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <div className={styles.page}>
      <header className={frame.nav}>
        <img src="favicon.svg" alt="" width={24} height={24} />
        <span>{t('app.name')}</span>
      </header>
      <div className={styles.searchStrip}>
        <button type="button" className={styles.search} onClick={() => nav.go(SEARCH_PATH)} data-testid="home-search">
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
