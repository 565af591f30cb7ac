import { useCallback } from 'react'
import { useNavigate } from '@/lib/router'
import { PATHS, routeTo, type QueryArg, type RouteName } from './paths'

const TAB_PATHS = [PATHS.home, PATHS.explore, PATHS.userCenter] as const
const NAVIGATION_DEBOUNCE_MS = 500

export type NavigationTarget =
  | { kind: 'external'; href: string }
  | { kind: 'ignored' }
  | { kind: 'tab'; path: string }
  | { kind: 'page'; path: string }

/** Spec §2: http links leave the app, action: links do nothing, tab pages switch, others push. */
export function classifyTarget(url: string): NavigationTarget {
  if (/^https?:\/\//i.test(url)) return { kind: 'external', href: url }
  if (url.startsWith('action:') || url === '') return { kind: 'ignored' }
  const path = url.startsWith('/') ? url : `/${url}`
  const bare = path.split('?')[0] ?? path
  if ((TAB_PATHS as readonly string[]).includes(bare)) return { kind: 'tab', path }
  return { kind: 'page', path }
}

/**
 * Test switch: the browser suite (web/e2e/support.mjs) sets `window.e2eNoNavigationDebounce` before
 * the app loads, as it taps the moment the screen it waits for is there. Nothing else sets it, so in
 * production the debounce always applies.
 */
function debounceSwitchedOff(): boolean {
  return (globalThis as { e2eNoNavigationDebounce?: boolean }).e2eNoNavigationDebounce === true
}

let lastNavigation = -Infinity

/** Repeated navigation within 500 ms is ignored (a double tap opens one page). */
export function acceptNavigation(now: number): boolean {
  if (now - lastNavigation < NAVIGATION_DEBOUNCE_MS && !debounceSwitchedOff()) return false
  lastNavigation = now
  return true
}

export function resetNavigationDebounce(): void {
  lastNavigation = -Infinity
}

/** After login: the stored page, else back in history, else home. */
export function afterLoginTarget(stored: string, canGoBack: boolean): string | -1 {
  if (stored && !stored.startsWith(PATHS.login) && !stored.startsWith(PATHS.indexLogin)) return stored
  return canGoBack ? -1 : PATHS.home
}

export interface Navigator {
  /** Opens a screen: a tab switches to it, any other is pushed. */
  go: <R extends RouteName>(route: R, ...query: QueryArg<R>) => void
  /** Replaces the current screen with `route`. */
  redirect: <R extends RouteName>(route: R, ...query: QueryArg<R>) => void
  /** Follows a link given as an address (a banner's, a guide's, a tab's): outside links leave the app. */
  open: (url: string) => void
  back: () => void
}

export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null
  return (state?.idx ?? 0) > 0
}

export function useNav(): Navigator {
  const navigate = useNavigate()
  const open = useCallback(
    (url: string) => {
      const target = classifyTarget(url)
      if (target.kind === 'ignored' || !acceptNavigation(Date.now())) return
      if (target.kind === 'external') window.location.href = target.href
      else navigate(target.path, { replace: target.kind === 'tab' })
    },
    [navigate],
  )
  const go = useCallback(
    <R extends RouteName>(route: R, ...query: QueryArg<R>) => open(routeTo(route, ...query)),
    [open],
  )
  const redirect = useCallback(
    <R extends RouteName>(route: R, ...query: QueryArg<R>) => navigate(routeTo(route, ...query), { replace: true }),
    [navigate],
  )
  const back = useCallback(() => {
    if (canGoBack()) navigate(-1)
    else navigate(PATHS.home, { replace: true })
  }, [navigate])
  return { go, redirect, open, back }
}
