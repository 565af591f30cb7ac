import createClient from 'openapi-fetch'
import type { paths } from '@/client/schema'
import { t } from '@/lib/i18n'
import { useUserStore, type TokenPair } from '@/stores/user'
import { ui } from './ui'
import { unwrap } from './unwrap'

/** One refresh for every call that met a 401; the others wait for it and retry. */
let refreshing: Promise<boolean> | null = null

export function refreshOnce(staleToken: string, client: RefreshClient): Promise<boolean> {
  if (useUserStore.getState().token !== staleToken) return Promise.resolve(true)
  refreshing ??= refreshTokens(client).finally(() => {
    refreshing = null
  })
  return refreshing
}

/** The refresh goes without the session middleware: no stale bearer, no refresh of the refresh. */
export type RefreshClient = ReturnType<typeof createClient<paths>>

async function refreshTokens(client: RefreshClient): Promise<boolean> {
  const refreshToken = useUserStore.getState().refreshToken
  if (!refreshToken) return false
  try {
    const pair = await unwrap(client.POST('/app-api/member/auth/refresh-token', { params: { query: { refreshToken } } }))
    useUserStore.getState().setToken(pair)
    return true
  } catch {
    return false // the caller ends the session and says so (sessionEnded)
  }
}

/** Member sign-in answers (login, register, social login) carry the session's tokens. */
export function rememberTokens(path: string, data: unknown): void {
  if (!path.includes('/member/auth/') || !data || typeof data !== 'object') return
  const pair = data as Partial<TokenPair>
  if (pair.accessToken && pair.refreshToken) useUserStore.getState().setToken(pair as TokenPair)
}

/**
 * The session is over. `expired`: a member's session ran out (a 401 the refresh could not mend):
 * they are told once, in plain words, that they were signed out (not 刷新令牌失败), and a public
 * page stays; else a login-required call was made without a session.
 */
export function sessionEnded(expired: boolean): void {
  const signedIn = Boolean(useUserStore.getState().token)
  useUserStore.getState().logout()
  if (expired && signedIn) ui.toast(t('http.signedOut'))
  ui.sessionEnded(expired)
}
