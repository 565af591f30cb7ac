import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { retryableLazy } from '@/lib/chunkReload'
import { PATHS, routeTo } from '@/lib/paths'
import { HashRouter, Navigate, RouteErrorBoundary, useLocation } from '@/lib/router'
import { RouteError } from './RouteError'
import { RouteFrame, withPullRefresh } from './RouteFrame'
import { ROUTES, type RouteDef } from './routes'

export function createAppRouter(): HashRouter {
  return new HashRouter()
}

/** Paths match without regard to case or a trailing slash, as React Router matched them. */
function routeKey(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase()
}

const PAGES = new Map<string, { route: RouteDef; page: ComponentType<{ query: Record<string, string> }> }>(
  ROUTES.map((route) => [routeKey(route.path), { route, page: retryableLazy(pageLoad(route)) }]),
)

function pageLoad(route: RouteDef): RouteDef['load'] {
  return route.pullRefresh ? withPullRefresh(route.load) : route.load
}

function routeAt(pathname: string): RouteDef | undefined {
  return PAGES.get(routeKey(pathname === '/' || pathname === '' ? PATHS.home : pathname))?.route
}

/** Whether the page at `pathname` is for members only (an unknown one is not). */
export function needsLogin(pathname: string): boolean {
  return routeAt(pathname)?.auth ?? false
}

/**
 * Starts fetching the page file of the route at `pathname` (`/` is home), so it arrives while the
 * app starts rather than after its first render asks for it. A failure is left to that render.
 */
export function warmRoute(pathname: string): void {
  const route = routeAt(pathname)
  if (route) void pageLoad(route)().catch(() => undefined)
}

/** Asks for the first screen's data of the route at `pathname`, once the language is set. */
export function prefetchRoute(pathname: string, client: QueryClient): void {
  routeAt(pathname)?.prefetch?.(client)
}

/** The route table: `/` opens home, every route its page in its frame, anything else the 404 error page. */
export function AppRoutes() {
  const location = useLocation()
  if (location.pathname === '/' || location.pathname === '') return <Navigate to={PATHS.home} replace />
  const match = PAGES.get(routeKey(location.pathname))
  if (!match) return <Navigate to={routeTo('error', { errCode: 404 })} replace />
  return (
    <RouteErrorBoundary location={location} fallback={<RouteError />}>
      <RouteFrame route={match.route} page={match.page} />
    </RouteErrorBoundary>
  )
}
