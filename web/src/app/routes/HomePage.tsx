import { SearchOutline } from '@/components/icons'
import { Suspense } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { retryableLazy } from '@/lib/chunkReload'
import { useNav } from '@/lib/navigation'
import { OfflineNotice } from '@/components/OfflineNotice'
import { PageLoading } from '@/components/PageLoading'
import { PartBoundary } from '@/components/PartBoundary'
import { ShareButton } from '@/features/growth/components/ShareButton'
import frame from '@/components/TabFrame.module.css'
import { WhenVisible } from '@/components/WhenVisible'
import { PATHS, type PageProps } from '@/lib/paths'
import { useUserStore } from '@/stores/user'
import { BannerCarousel } from '@/features/catalogue/components/BannerCarousel'
import { CategoryShortcuts } from '@/features/catalogue/components/CategoryShortcuts'
import { HomeShelves } from '@/features/catalogue/components/HomeShelves'
import { HomeStarDeals } from './HomeStarDeals'
import styles from './HomePage.module.css'

// Below the fold: its code (infinite scroll, grid) loads when the shopper scrolls to it.
const HomeFeed = retryableLazy(() => import('@/features/catalogue/components/HomeFeed'))

/** The home tab: brand bar, search entry, banners, category shortcuts, the four lists and every game. */
export default function HomePage(_props: PageProps<'home'>) {
  const { t } = useTranslation()
  const nav = useNav()
  // A visitor is asked to log in first, as for the other member actions, and lands on check-in after
  // (the dialog's code loads on that tap, not with the first screen).
  const checkIn = () => {
    if (useUserStore.getState().token) nav.go('signIn')
    else void import('@/lib/loginGate').then(({ loginFirst }) => loginFirst({ page: PATHS.signIn, reason: 'checkIn' }, PATHS.home, nav.go))
  }
  return (
    <div className={styles.page}>
      <header className={frame.nav}>
        <ShareButton page="home" id={0} className={styles.share} />
        <img src="favicon.svg" alt="" width={24} height={24} />
        <span>{t('app.name')}</span>
        <button type="button" className={styles.checkIn} onClick={checkIn} data-testid="home-check-in">
          {t('checkIn.short')}
        </button>
      </header>
      <div className={styles.searchStrip}>
        <button type="button" className={styles.search} onClick={() => nav.go('search')} data-testid="home-search">
          <SearchOutline className={styles.searchIcon} />
          <span className={styles.placeholder}>{t('search.placeholder')}</span>
        </button>
      </div>
      <OfflineNotice />
      <BannerCarousel />
      <CategoryShortcuts />
      <HomeStarDeals />
      <HomeShelves />
      <WhenVisible>
        <PartBoundary>
          <Suspense fallback={<PageLoading />}>
            <HomeFeed />
          </Suspense>
        </PartBoundary>
      </WhenVisible>
    </div>
  )
}
