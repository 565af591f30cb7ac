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

const loadPullRefresh = () => import('./PullRefresh')
const PullRefresh = retryableLazy(loadPullRefresh)

/** A page that allows pull-down refresh, fetched with the refresh's code (see RouteFrame). */
export function withPullRefresh<T>(loadPage: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadPage(), loadPullRefresh()]).then(([page]) => page)
}
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
      {/* The page is not shown before the refresh around it: shown first, it would be mounted again
          (its open sheet closed, its typing lost) when the refresh arrived. */}
      {route.pullRefresh ? (
        <Suspense fallback={<PageLoading />}>
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
