import { Suspense, useEffect, useMemo, type ComponentType } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { Navigate, useLocation, useSearchParams } from '@/lib/router'
import { NavBar } from '@/components/NavBar'
import { PageLoading } from '@/components/PageLoading'
import { TabBar } from '@/components/TabBar'
import { retryableLazy } from '@/lib/chunkReload'
import { useAppStore } from '@/stores/app'
import { useUserStore } from '@/stores/user'
import { guardRedirect } from './guard'
import type { RouteDef } from './routes'
import styles from './RouteFrame.module.css'

const PullRefresh = retryableLazy(() => import('./PullRefresh'))
// Only for members: its code (a sheet, a dialog) stays off a visitor's first screen.
const MemberNotices = retryableLazy(() => import('@/app/MemberNotices'))

type PageComponent = ComponentType<{ query: Record<string, string> }>

/** One route: the login guard, the navigation bar, pull-down refresh, the page and the tab bar. */
export function RouteFrame({ route, page: Page }: { route: RouteDef; page: PageComponent }) {
  const { t } = useTranslation()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const setReturnUrl = useAppStore((state) => state.setReturnUrl)
  const query = useMemo(() => Object.fromEntries(searchParams), [searchParams])
  const title = t(route.titleKeyOf?.(query) ?? route.titleKey)

  useEffect(() => {
    document.title = `${title} · GameStore`
  }, [title])

  const wanted = `${location.pathname}${location.search}`
  const redirect = guardRedirect(route.auth, loggedIn, wanted, setReturnUrl)
  if (redirect) return <Navigate to={redirect} replace />

  const content = (
    <Suspense fallback={<PageLoading />}>
      <Page query={query} />
    </Suspense>
  )
  return (
    <div className={route.tab ? styles.withTabs : styles.page}>
      {!route.customNav && <NavBar title={title} />}
      {route.pullRefresh ? (
        <Suspense fallback={content}>
          <PullRefresh>{content}</PullRefresh>
        </Suspense>
      ) : (
        content
      )}
      {route.tab && <TabBar />}
      {loggedIn && (
        <Suspense fallback={null}>
          <MemberNotices path={route.path} />
        </Suspense>
      )}
    </div>
  )
}
