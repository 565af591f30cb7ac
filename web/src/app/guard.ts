import { PATHS } from '@/lib/paths'

/** Where a visitor opening `route` goes: null to stay, or the login page (after storing the wish). */
export function guardRedirect(
  needsLogin: boolean,
  loggedIn: boolean,
  wanted: string,
  storeWanted: (url: string) => void,
): string | null {
  if (!needsLogin || loggedIn) return null
  storeWanted(wanted)
  return PATHS.login
}

