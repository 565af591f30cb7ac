import { linkIsPage, parseShareString, sharePath, SHARE_PAGE, type ShareInfo } from '@/lib/share'
import { withQuery } from '@/lib/paths'

export { SHARE_PARAM } from '@/lib/paths'

export interface ShareEntry {
  /** The share to remember (only for visitors who are not logged in). */
  remember: ShareInfo | null
  /** Where to send the visitor (never for the home page). */
  redirect: string | null
}

/**
 * Spec §2: a visitor who is not logged in keeps the sharer; everyone goes to the shared page.
 * `resolvedPath`: the page a share code opened (the server's answer), for pages whose link is the page
 * itself (a gift's); opened from such a link, the app is there already.
 */
export function shareEntry(spm: string | null, loggedIn: boolean, resolvedPath?: string): ShareEntry {
  const info = spm ? parseShareString(spm) : null
  if (!info) return { remember: null, redirect: null }
  const target = sharePath(info)
  const redirect =
    info.page === SHARE_PAGE.home ? null : linkIsPage(info.page) ? (resolvedPath ?? null) : withQuery(target.path, target.query)
  return { remember: loggedIn ? null : info, redirect }
}
