import { parseShareString, sharePath, SHARE_PAGE, type ShareInfo } from '@/lib/share'
import { withQuery } from '@/lib/paths'

export { SHARE_PARAM } from '@/lib/paths'

export interface ShareEntry {
  /** The share to remember (only for visitors who are not logged in). */
  remember: ShareInfo | null
  /** Where to send the visitor (never for the home page). */
  redirect: string | null
}

/** Spec §2: a visitor who is not logged in keeps the sharer; everyone goes to the shared page. */
export function shareEntry(spm: string | null, loggedIn: boolean): ShareEntry {
  const info = spm ? parseShareString(spm) : null
  if (!info) return { remember: null, redirect: null }
  const target = sharePath(info)
  return {
    remember: loggedIn ? null : info,
    redirect: info.page === SHARE_PAGE.home ? null : withQuery(target.path, target.query),
  }
}
