import createClient, { type Middleware } from 'openapi-fetch'
import type { paths } from '@/client/schema'
import type { Api } from '@/lib/http/client'
import { ApiError, NETWORK_CODE } from '@/lib/http/errors'
import { consoleLanguage } from './language'
import { useOperatorSession } from './session'

/** What a console call may say about itself (none yet: every failure is shown where it happened). */
export type ConsoleCallOptions = object

interface Envelope {
  code: number
  data?: unknown
  msg: string
}

const UNAUTHORIZED = 401
const options = { baseUrl: globalThis.location?.origin ?? 'http://localhost', fetch: (r: Request) => globalThis.fetch(r) }

/** The refresh goes without the session layer: no stale bearer, no refresh of the refresh. */
const refreshClient = createClient<paths>(options)
let refreshing: Promise<boolean> | null = null

async function refreshTokens(): Promise<boolean> {
  const tokens = useOperatorSession.getState().tokens
  if (!tokens) return false
  try {
    const pair = await unwrapData(
      refreshClient.POST('/admin-api/system/auth/refresh-token', { params: { query: { refreshToken: tokens.refreshToken } } }),
    )
    useOperatorSession.getState().signIn({ accessToken: pair.accessToken, refreshToken: pair.refreshToken })
    return true
  } catch {
    return false
  }
}

/** One refresh for every call that met a 401 with the same token; the others wait for it. */
function refreshOnce(staleToken: string): Promise<boolean> {
  if (useOperatorSession.getState().tokens?.accessToken !== staleToken) return Promise.resolve(true)
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null
  })
  return refreshing
}

function prepared(request: Request): Request {
  const headers = new Headers(request.headers)
  const token = useOperatorSession.getState().tokens?.accessToken
  if (token) headers.set('Authorization', `Bearer ${token}`)
  headers.set('Content-Language', consoleLanguage())
  return new Request(request, { headers })
}

async function readEnvelope(response: Response): Promise<Envelope> {
  if (response.status === UNAUTHORIZED) return { code: UNAUTHORIZED, msg: response.statusText }
  const text = await response.text()
  try {
    return JSON.parse(text) as Envelope
  } catch {
    return { code: response.status || NETWORK_CODE, msg: response.statusText || text.slice(0, 200) }
  }
}

const sentAgain = new Map<string, Request>()

/** Operator bearer and language on every call; the envelope's failures become ApiError; one token
 * refresh on 401, then the call once more; a login that cannot be refreshed ends. */
const sessionLayer: Middleware = {
  onRequest({ request, id }) {
    const ready = prepared(request)
    sentAgain.set(id, ready.clone())
    return ready
  },
  async onResponse({ response, id }) {
    const again = sentAgain.get(id)
    sentAgain.delete(id)
    const sentWith = again?.headers.get('Authorization')?.replace(/^Bearer /, '') ?? ''
    let envelope = await readEnvelope(response)
    if (envelope.code === UNAUTHORIZED && sentWith && again && (await refreshOnce(sentWith))) {
      envelope = await readEnvelope(await globalThis.fetch(prepared(again)))
    }
    if (envelope.code === UNAUTHORIZED && sentWith) useOperatorSession.getState().signOut()
    if (envelope.code !== 0) throw new ApiError(envelope.code, envelope.msg)
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } })
  },
  onError({ error, id }) {
    sentAgain.delete(id)
    return error instanceof ApiError ? error : new ApiError(NETWORK_CODE, String(error))
  },
}

const client = createClient<paths>(options)
client.use(sessionLayer)

/** The typed /admin-api: `unwrapData(adminApi.GET('/admin-api/…', { params }))`. */
export const adminApi = client as unknown as Api<ConsoleCallOptions>

/** The answer's `data`, typed from the operation (failures were already turned into ApiError). */
export async function unwrapData<E extends Envelope>(
  call: Promise<{ data?: E; error?: unknown }>,
): Promise<Extract<E, { code: 0 }>['data']> {
  const { data: envelope } = await call
  if (envelope?.code !== 0) throw new ApiError(envelope?.code ?? NETWORK_CODE, envelope?.msg ?? '')
  return (envelope as Extract<E, { code: 0 }>).data
}
