import createClient, { type FetchOptions, type FetchResponse, type Middleware } from 'openapi-fetch'
import type { paths } from '@/client/schema'
import { ApiError } from './errors'
import { LoadingCounter } from './loading'
import type { HttpUi } from './ui'
import { unwrap, type Envelope } from './unwrap'

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

type Method = 'get' | 'post' | 'put' | 'delete'
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>
type PathsWith<M extends Method> = { [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P }[keyof paths]
type Init<P extends keyof paths, M extends Method, O> = FetchOptions<Operation<P, M>> & O
type Call<M extends Method, O> = <P extends PathsWith<M>>(
  path: P,
  ...init: object extends Init<P, M, O> ? [init?: Init<P, M, O>] : [init: Init<P, M, O>]
) => Promise<FetchResponse<Operation<P, M>, Init<P, M, O>, `${string}/${string}`>>

/**
 * The typed API: `unwrap(api.GET('/app-api/…', { params, body, ...callOptions }))`. Its init is
 * checked as written (openapi-fetch's own signature infers it, which lets an unknown body field or
 * call option through). `Options`: the call options an app lets its calls give.
 */
export interface Api<Options = CallOptions> {
  GET: Call<'get', Options>
  POST: Call<'post', Options>
  PUT: Call<'put', Options>
  DELETE: Call<'delete', Options>
}

/** The query parameters of an operation, e.g. `QueryOf<'/app-api/product/spu/page', 'get'>`. */
export type QueryOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never

/** The JSON body of an operation, e.g. `BodyOf<'/app-api/trade/order/create', 'post'>`. */
export type BodyOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never

/** The endpoints that trade a refresh token (on the query) for a new pair: the member's and the operator's. */
export type RefreshPath = {
  [P in PathsWith<'post'>]: QueryOf<P, 'post'> extends { refreshToken: string } ? P : never
}[PathsWith<'post'>]

export interface TokenPair {
  accessToken: string
  refreshToken: string
  expiresTime?: number
}

/** Where an app keeps its session (the shop: the member's, persisted; the console: the operator's, per tab). */
export interface TokenStorage {
  accessToken: () => string
  refreshToken: () => string
  store: (pair: TokenPair) => void
  clear: () => void
}

/** What an app says in its own words where the server said nothing (texts of its i18n). */
export interface RequestLayerTexts {
  /** The 加载中 indicator's text. */
  loading: () => string
  /** A member whose session ran out and could not be refreshed (said once). */
  signedOut: () => string
  /** A login-required call made without a session. */
  loginRequired: () => string
  /** A failure whose envelope carries no message. */
  noMessage: () => string
}

export interface RequestLayerOptions {
  /** The origin the generated paths (/app-api/…, /admin-api/…) are under. */
  baseUrl: string
  /** The context every call carries (headers, the language), the bearer token excepted. */
  withContext: (request: Request) => Request
  /** Serializes a call's body; openapi-fetch's JSON when absent. */
  bodySerializer?: (body: unknown) => string | FormData
  /** Aborts a call after this many ms unless it gives its own `timeout`; no timeout when absent. */
  timeoutMs?: number
  tokens: TokenStorage
  refreshPath: RefreshPath
  /** Whether a successful answer of `schemaPath` carries the session's new tokens (the member's sign-in calls). */
  answersWithTokens?: (schemaPath: string) => boolean
  /** The answer's envelope: an HTTP 401 as code 401; any other failure it may throw as ApiError. */
  readEnvelope: (response: Response) => Promise<Envelope>
  /** A call that got no answer (aborted by its timeout, offline, server unreachable) as an ApiError. */
  transportFailure: (error: unknown) => ApiError
  texts: RequestLayerTexts
  /** Toasts, 加载中 and the way to login; read at each use, so the app may set them after start. */
  ui: HttpUi
}

/** openapi-fetch copies the init's extra keys (the call options) onto the Request it builds. */
type OptionedRequest = Request & CallOptions

interface Pending {
  options: CallOptions
  token: string
  /** The request as sent, kept to send again with a new token after a refresh. */
  again: Request
  timer: ReturnType<typeof setTimeout> | undefined
}

const UNAUTHORIZED = 401

/**
 * An app's request layer over the generated paths: context, bearer token, timeout, 加载中, the
 * envelope (failures become ApiError, toasted unless `showError: false`), one token refresh for the
 * calls that met a 401 then each sent again, a session that cannot be refreshed ended, tokens from
 * sign-in answers. The shop and the operator console each make one with their own options.
 */
export function createRequestLayer<Options extends object = CallOptions>(layer: RequestLayerOptions): Api<Options> {
  const clientOptions = {
    baseUrl: layer.baseUrl,
    ...(layer.bodySerializer ? { bodySerializer: layer.bodySerializer } : {}),
    // Looked up at each call, so tests (and a later polyfill) can replace it.
    fetch: (request: Request) => globalThis.fetch(request),
  }
  const { tokens, texts, ui } = layer
  const loading = new LoadingCounter({ show: () => ui.showLoading(texts.loading()), hide: () => ui.hideLoading() })
  const pending = new Map<string, Pending>()

  /** The refresh goes without the session layer: no stale bearer, no refresh of the refresh. */
  const refreshClient = createClient<paths>(clientOptions)
  refreshClient.use({ onRequest: ({ request }) => timed(layer.withContext(request), layer.timeoutMs).request })
  let refreshing: Promise<boolean> | null = null

  async function refreshTokens(): Promise<boolean> {
    const refreshToken = tokens.refreshToken()
    if (!refreshToken) return false
    try {
      const refresh = refreshClient.POST as unknown as (path: RefreshPath, init: object) => Promise<{ data?: Envelope }>
      const pair = (await unwrap(refresh(layer.refreshPath, { params: { query: { refreshToken } } }))) as TokenPair
      tokens.store(pair)
      return true
    } catch {
      return false // the caller ends the session and says so (sessionEnded)
    }
  }

  /** One refresh for every call that met a 401 with the same token; the others wait for it and retry. */
  function refreshOnce(staleToken: string): Promise<boolean> {
    if (tokens.accessToken() !== staleToken) return Promise.resolve(true)
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  /**
   * The session is over. `expired`: the session ran out (a 401 the refresh could not mend): the
   * member is told once, in plain words, that they were signed out (a public page stays); else a
   * login-required action was asked without a session.
   */
  function sessionEnded(expired: boolean): void {
    const signedIn = Boolean(tokens.accessToken())
    tokens.clear()
    if (expired && signedIn) ui.toast(texts.signedOut())
    ui.sessionEnded(expired)
  }

  function takePending(id: string): Pending {
    const call = pending.get(id)
    if (!call) throw new Error(`no request ${id} in flight`)
    pending.delete(id)
    return call
  }

  function finish(call: Pending): void {
    clearTimeout(call.timer)
    if (call.options.showLoading) loading.end()
  }

  /** Once the answer is read (or failed), the call's timeout and its share of 加载中 end. */
  async function settled<T>(call: Pending, reading: Promise<T>): Promise<T> {
    try {
      return await reading
    } finally {
      finish(call)
    }
  }

  /** After a refresh: the same request with the new token, with a timeout of its own. */
  async function resend(fetch: typeof globalThis.fetch, call: Pending): Promise<Envelope> {
    const again = timed(withBearer(call.again, tokens.accessToken()), call.options.timeout ?? layer.timeoutMs)
    try {
      return await layer.readEnvelope(await fetch(again.request))
    } finally {
      clearTimeout(again.timer)
    }
  }

  function failed(error: unknown, { showError = true }: CallOptions): ApiError {
    const failure = error instanceof ApiError ? error : layer.transportFailure(error)
    if (showError && failure.code !== UNAUTHORIZED) ui.toast(failure.message)
    return failure
  }

  const sessionLayer: Middleware = {
    onRequest({ request, id }) {
      const { auth, showError, showLoading, timeout } = request as OptionedRequest
      const options: CallOptions = { auth, showError, showLoading, timeout }
      const token = tokens.accessToken()
      if (options.auth && !token) {
        // A read keeps a public page (e.g. a member's query that started as their session ended, in
        // the moment before the page re-rendered without it); an action asks to log in.
        sessionEnded(request.method === 'GET')
        throw new ApiError(UNAUTHORIZED, texts.loginRequired())
      }
      const prepared = withBearer(layer.withContext(request), token)
      const again = prepared.clone() // before `prepared` gives its body to the request sent
      const sent = timed(prepared, options.timeout ?? layer.timeoutMs)
      pending.set(id, { options, token, again, timer: sent.timer })
      if (options.showLoading) loading.start()
      return sent.request
    },
    async onResponse({ response, id, schemaPath, options: { fetch } }) {
      const call = takePending(id)
      try {
        let envelope = await settled(call, layer.readEnvelope(response))
        if (envelope.code === UNAUTHORIZED && call.token && (await refreshOnce(call.token))) {
          envelope = await resend(fetch, call)
        }
        if (envelope.code === 0) {
          if (layer.answersWithTokens?.(schemaPath)) rememberTokens(tokens, envelope.data)
          return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } })
        }
        if (envelope.code === UNAUTHORIZED && call.token) sessionEnded(true)
        throw new ApiError(envelope.code, envelope.msg || texts.noMessage(), envelope.data)
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

  const client = createClient<paths>(clientOptions)
  client.use(sessionLayer)
  // The same functions; only their declared parameters are stricter than openapi-fetch's generic ones.
  return client as unknown as Api<Options>
}

/** Sign-in answers (login, register, social login) carry the session's tokens. */
function rememberTokens(tokens: TokenStorage, data: unknown): void {
  if (!data || typeof data !== 'object') return
  const pair = data as Partial<TokenPair>
  if (pair.accessToken && pair.refreshToken) tokens.store(pair as TokenPair)
}

function withBearer(request: Request, token: string): Request {
  if (!token) return request
  const headers = new Headers(request.headers)
  headers.set('Authorization', `Bearer ${token}`)
  return new Request(request, { headers })
}

/** The request, aborted after `ms` unless its timer is cleared (AbortSignal.timeout is too new for older iOS). */
function timed(request: Request, ms: number | undefined): { request: Request; timer: ReturnType<typeof setTimeout> | undefined } {
  if (ms === undefined) return { request, timer: undefined }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  return { request: new Request(request, { signal: controller.signal }), timer }
}
