import { t } from '@/lib/i18n'
import { useUserStore } from '@/stores/user'
import { bodyWithLanguage, withContext } from './context'
import { ApiError, NETWORK_CODE, statusMessageKey, TIMEOUT_CODE } from './errors'
import { createRequestLayer, type Api } from './requestLayer'
import { ui } from './ui'
import type { Envelope } from './unwrap'

export type { Api, BodyOf, CallOptions, QueryOf } from './requestLayer'

/** Where /app-api is served (the generated paths start with /app-api). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/app-api'
export const API_TIMEOUT_MS = 8000

const member = () => useUserStore.getState()

/**
 * The shop's API: the member's session (persisted), the context headers and the language on every
 * call, an 8 s timeout, toasts and 加载中 from antd-mobile, login when a session ends (configureHttpUi).
 */
export const api: Api = createRequestLayer({
  baseUrl: new URL(API_BASE.replace(/\/app-api\/?$/, '') || '/', globalThis.location?.href ?? 'http://localhost').href,
  withContext,
  bodySerializer: bodyWithLanguage,
  timeoutMs: API_TIMEOUT_MS,
  tokens: {
    accessToken: () => member().token,
    refreshToken: () => member().refreshToken,
    store: (pair) => member().setToken(pair),
    clear: () => member().logout(),
  },
  refreshPath: '/app-api/member/auth/refresh-token',
  // Member sign-in answers (login, register, social login) carry the session's tokens.
  answersWithTokens: (schemaPath) => schemaPath.includes('/member/auth/'),
  readEnvelope,
  transportFailure,
  texts: {
    loading: () => t('http.loading'),
    signedOut: () => t('http.signedOut'),
    loginRequired: () => t('http.status401'),
    noMessage: () => t('http.status500'),
  },
  ui,
})

/** Spec §8: an HTTP failure is told by its status, in the member's language. */
async function readEnvelope(response: Response): Promise<Envelope> {
  if (response.status === 401) return { code: 401, data: null, msg: t('http.status401') }
  if (!response.ok) throw new ApiError(response.status, t(statusMessageKey(response.status)))
  return (await response.json()) as Envelope
}

/** A transport failure: the timeout's abort, or no answer (offline, server unreachable, not JSON). */
function transportFailure(error: unknown): ApiError {
  if (error instanceof DOMException && error.name === 'AbortError') return new ApiError(TIMEOUT_CODE, t('http.timeout'))
  const online = typeof navigator === 'undefined' || navigator.onLine
  return new ApiError(NETWORK_CODE, t(online ? 'http.serverUnreachable' : 'http.offline'))
}
