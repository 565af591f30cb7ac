import createClient, { type FetchOptions, type FetchResponse, type Middleware } from 'openapi-fetch'
import type { paths } from '@/client/schema'
import { t } from '@/lib/i18n'
import { useUserStore } from '@/stores/user'
import { bodyWithLanguage, withContext } from './context'
import { ApiError, NETWORK_CODE, statusMessageKey, TIMEOUT_CODE } from './errors'
import { LoadingCounter } from './loading'
import { refreshOnce, rememberTokens, sessionEnded } from './session'
import { ui } from './ui'
import type { Envelope } from './unwrap'

/** Where /app-api is served (the generated paths start with /app-api). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/app-api'
export const API_TIMEOUT_MS = 8000

/** How one call behaves, given next to its params/body: `api.GET(path, { params, ...callOptions })`. */
export interface CallOptions {
  /** Login required: without a token the call is not made and the visitor is sent to login. */
  auth?: boolean
  /** Show the server's message (or the generic one) as a toast on failure; default true. */
  showError?: boolean
  /** Count towards the 加载中 indicator; default false (screens show their own skeletons). */
  showLoading?: boolean
  timeout?: number
}

/** openapi-fetch copies the init's extra keys (the call options) onto the Request it builds. */
type OptionedRequest = Request & CallOptions

interface Pending {
  options: CallOptions
  token: string
  /** The request as sent, kept to send again with a new token after a refresh. */
  again: Request
  timer: ReturnType<typeof setTimeout>
}

function clientOptions() {
  const root = new URL(API_BASE.replace(/\/app-api\/?$/, '') || '/', globalThis.location?.href ?? 'http://localhost')
  return {
    baseUrl: root.href,
    bodySerializer: bodyWithLanguage,
    // Looked up at each call, so tests (and a later polyfill) can replace it.
    fetch: (request: Request) => globalThis.fetch(request),
  }
}

const loading = new LoadingCounter({ show: () => ui.showLoading(t('http.loading')), hide: () => ui.hideLoading() })
const pending = new Map<string, Pending>()

const refreshClient = createClient<paths>(clientOptions())
refreshClient.use({ onRequest: ({ request }) => timed(withContext(request), API_TIMEOUT_MS).request })

/**
 * The request layer: bearer token, context, timeout, 加载中, the envelope (failures become ApiError,
 * toasted unless `showError: false`), one token refresh on 401 then a retry, tokens from sign-in answers.
 */
const requestLayer: Middleware = {
  onRequest({ request, id }) {
    const { auth, showError, showLoading, timeout } = request as OptionedRequest
    const options: CallOptions = { auth, showError, showLoading, timeout }
    const token = useUserStore.getState().token
    if (options.auth && !token) {
      sessionEnded(false)
      throw new ApiError(401, t('http.status401'))
    }
    const prepared = withBearer(withContext(request), token)
    const again = prepared.clone() // before `prepared` gives its body to the request sent
    const sent = timed(prepared, options.timeout ?? API_TIMEOUT_MS)
    pending.set(id, { options, token, again, timer: sent.timer })
    if (options.showLoading) loading.start()
    return sent.request
  },
  async onResponse({ response, id, schemaPath, options: { fetch } }) {
    const call = takePending(id)
    try {
      let envelope = await settled(call, readEnvelope(response))
      if (envelope.code === 401 && call.token && (await refreshOnce(call.token, refreshClient))) {
        envelope = await resend(fetch, call)
      }
      if (envelope.code === 0) {
        rememberTokens(schemaPath, envelope.data)
        return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } })
      }
      if (envelope.code === 401 && call.token) sessionEnded(true)
      throw new ApiError(envelope.code, envelope.msg || t('http.status500'))
    } catch (error) {
      throw failed(error, call.options)
    }
  },
  onError({ error, id }) {
    const call = takePending(id)
    finish(call)
    return failed(error, call.options)
  },
}

const client = createClient<paths>(clientOptions())
client.use(requestLayer)

type Method = 'get' | 'post' | 'put' | 'delete'
type PathsWith<M extends Method> = { [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P }[keyof paths]
type Init<P extends keyof paths, M extends Method, O> = FetchOptions<NonNullable<paths[P][M]>> & O
type Call<M extends Method, O> = <P extends PathsWith<M>>(
  path: P,
  ...init: object extends Init<P, M, O> ? [init?: Init<P, M, O>] : [init: Init<P, M, O>]
) => Promise<FetchResponse<NonNullable<paths[P][M]>, Init<P, M, O>, `${string}/${string}`>>

/**
 * The typed API: `unwrap(api.GET('/app-api/…', { params, body, ...callOptions }))`. Its init is
 * checked as written (openapi-fetch's own signature infers it, which lets an unknown body field or
 * call option through). `Options`: the call options of the client (the operator console has its own).
 */
export interface Api<Options = CallOptions> {
  GET: Call<'get', Options>
  POST: Call<'post', Options>
  PUT: Call<'put', Options>
  DELETE: Call<'delete', Options>
}

// The same functions; only their declared parameters are stricter than openapi-fetch's generic ones.
export const api = client as unknown as Api

function withBearer(request: Request, token: string): Request {
  if (!token) return request
  const headers = new Headers(request.headers)
  headers.set('Authorization', `Bearer ${token}`)
  return new Request(request, { headers })
}

function takePending(id: string): Pending {
  const call = pending.get(id)
  if (!call) throw new Error(`no request ${id} in flight`)
  pending.delete(id)
  return call
}

/** Once the answer is read (or failed), the call's timeout and its share of 加载中 end. */
async function settled<T>(call: Pending, reading: Promise<T>): Promise<T> {
  try {
    return await reading
  } finally {
    finish(call)
  }
}

function finish(call: Pending): void {
  clearTimeout(call.timer)
  if (call.options.showLoading) loading.end()
}

/** The request, aborted after `ms` unless its timer is cleared (AbortSignal.timeout is too new for older iOS). */
function timed(request: Request, ms: number): { request: Request; timer: ReturnType<typeof setTimeout> } {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  return { request: new Request(request, { signal: controller.signal }), timer }
}

/** After a refresh: the same request with the new token, with a timeout of its own. */
async function resend(fetch: typeof globalThis.fetch, call: Pending): Promise<Envelope> {
  const again = timed(withBearer(call.again, useUserStore.getState().token), call.options.timeout ?? API_TIMEOUT_MS)
  try {
    return await readEnvelope(await fetch(again.request))
  } finally {
    clearTimeout(again.timer)
  }
}

async function readEnvelope(response: Response): Promise<Envelope> {
  if (response.status === 401) return { code: 401, data: null, msg: t('http.status401') }
  if (!response.ok) throw new ApiError(response.status, t(statusMessageKey(response.status)))
  return (await response.json()) as Envelope
}

function failed(error: unknown, { showError = true }: CallOptions): ApiError {
  const failure = asApiError(error)
  if (showError && failure.code !== 401) ui.toast(failure.message)
  return failure
}

/** A transport failure: the timeout's abort, or no answer (offline, server unreachable, not JSON). */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof DOMException && error.name === 'AbortError') return new ApiError(TIMEOUT_CODE, t('http.timeout'))
  const online = typeof navigator === 'undefined' || navigator.onLine
  return new ApiError(NETWORK_CODE, t(online ? 'http.serverUnreachable' : 'http.offline'))
}

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>

/** The query parameters of an operation, e.g. `QueryOf<'/app-api/product/spu/page', 'get'>`. */
export type QueryOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never

/** The JSON body of an operation, e.g. `BodyOf<'/app-api/trade/order/create', 'post'>`. */
export type BodyOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never
