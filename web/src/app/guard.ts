import { LOGIN_PATH } from '@/lib/navigation'

/** Where a visitor opening `route` goes: null to stay, or the login page (after storing the wish). */
export function guardRedirect(
  needsLogin: boolean,
  loggedIn: boolean,
  wanted: string,
  storeWanted: (url: string) => void,
): string | null {
  if (!needsLogin || loggedIn) return null
  storeWanted(wanted)
  return LOGIN_PATH
}

/** After login: the stored page, else back in history, else home. */
export function afterLoginTarget(stored: string, canGoBack: boolean): string | -1 {
  if (stored && !stored.startsWith(LOGIN_PATH) && !stored.startsWith('/pages/index/login')) return stored
  return canGoBack ? -1 : '/pages/index/index'
}
