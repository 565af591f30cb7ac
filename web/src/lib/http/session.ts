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
    ui.toast(t('http.refreshFailed')) // spec §8, before the member is sent to login
    return false
  }
}

/** Member sign-in answers (login, register, social login) carry the session's tokens. */
export function rememberTokens(path: string, data: unknown): void {
  if (!path.includes('/member/auth/') || !data || typeof data !== 'object') return
  const pair = data as Partial<TokenPair>
  if (pair.accessToken && pair.refreshToken) useUserStore.getState().setToken(pair as TokenPair)
}

export function sessionEnded(): void {
  useUserStore.getState().logout()
  ui.sessionEnded()
}
