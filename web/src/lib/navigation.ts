import { useCallback } from 'react'
import { useNavigate } from 'react-router'

export const HOME_PATH = '/pages/index/index'
export const LOGIN_PATH = '/pages/user/login'
export const ERROR_PATH = '/pages/public/error'
export const TAB_PATHS = [HOME_PATH, '/pages/index/article', '/pages/index/user'] as const
export const NAVIGATION_DEBOUNCE_MS = 500

export type Query = Record<string, string | number | undefined>

export type NavigationTarget =
  | { kind: 'external'; href: string }
  | { kind: 'ignored' }
  | { kind: 'tab'; path: string }
  | { kind: 'page'; path: string }

export function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  if (!search) return path
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}

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

export interface Navigator {
  go: (url: string, query?: Query) => void
  redirect: (url: string, query?: Query) => void
  back: () => void
}

export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null
  return (state?.idx ?? 0) > 0
}

export function useNav(): Navigator {
  const navigate = useNavigate()
  const go = useCallback(
    (url: string, query?: Query) => {
      const target = classifyTarget(withQuery(url, query))
      if (target.kind === 'ignored' || !acceptNavigation(Date.now())) return
      if (target.kind === 'external') window.location.href = target.href
      else navigate(target.path, { replace: target.kind === 'tab' })
    },
    [navigate],
  )
  const redirect = useCallback(
    (url: string, query?: Query) => navigate(withQuery(url, query), { replace: true }),
    [navigate],
  )
  const back = useCallback(() => {
    if (canGoBack()) navigate(-1)
    else navigate(HOME_PATH, { replace: true })
  }, [navigate])
  return { go, redirect, back }
}
