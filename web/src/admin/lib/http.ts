import { ApiError, NETWORK_CODE } from '@/lib/http/errors'
import { createRequestLayer, type Api } from '@/lib/http/requestLayer'
import type { Envelope } from '@/lib/http/unwrap'
import { currentLanguage } from './i18n'
import { useOperatorSession } from './session'

/** What a console call may say about itself (none yet: every failure is shown where it happened). */
export type ConsoleCallOptions = object

const operator = () => useOperatorSession.getState()
const silent = (): void => undefined

/**
 * The typed /admin-api: `unwrap(adminApi.GET('/admin-api/…', { params }))`. The operator's session
 * (this tab's), the console's language on every call; no timeout, no toasts (screens show their own
 * failures); a login that cannot be refreshed ends (the console shows its login page).
 */
export const adminApi: Api<ConsoleCallOptions> = createRequestLayer<ConsoleCallOptions>({
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  withContext: withLanguage,
  tokens: {
    accessToken: () => operator().tokens?.accessToken ?? '',
    refreshToken: () => operator().tokens?.refreshToken ?? '',
    store: ({ accessToken, refreshToken }) => operator().signIn({ accessToken, refreshToken }),
    clear: () => operator().signOut(),
  },
  refreshPath: '/admin-api/system/auth/refresh-token',
  readEnvelope,
  transportFailure: (error) => new ApiError(NETWORK_CODE, String(error)),
  texts: { loading: () => '', signedOut: () => '', loginRequired: () => '', noMessage: () => '' },
  ui: { toast: silent, showLoading: silent, hideLoading: silent, sessionEnded: silent },
})

function withLanguage(request: Request): Request {
  const headers = new Headers(request.headers)
  headers.set('Content-Language', currentLanguage())
  return new Request(request, { headers })
}

/** Any answer with an envelope is read as one (a 500 says what failed); one without says its status. */
async function readEnvelope(response: Response): Promise<Envelope> {
  if (response.status === 401) return { code: 401, msg: response.statusText }
  const text = await response.text()
  try {
    return JSON.parse(text) as Envelope
  } catch {
    return { code: response.status || NETWORK_CODE, msg: response.statusText || text.slice(0, 200) }
  }
}
