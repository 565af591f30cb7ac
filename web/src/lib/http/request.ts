import { currentLanguage, t } from '@/lib/i18n'
import { currentPlatform, terminalOf } from '@/lib/platform'
import { useUserStore, type TokenPair } from '@/stores/user'
import { ApiError, NETWORK_CODE, statusMessageKey, TIMEOUT_CODE } from './errors'
import { LoadingCounter } from './loading'
import { ui } from './ui'

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/app-api'
export const API_TIMEOUT_MS = 8000
export const TENANT_ID = '1'
const REFRESH_URL = '/member/auth/refresh-token'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Scalar = string | number | boolean
/** An array sends its key once per value (`createTime=1&createTime=2`, spec §7 get-summary). */
type Query = Record<string, Scalar | readonly Scalar[] | undefined | null>

export interface RequestOptions {
  url: string
  method?: Method
  params?: Query
  data?: unknown
  /** Login required: without a token the call is not made and the visitor is sent to login. */
  auth?: boolean
  /** Show the server's message (or the generic one) as a toast on failure; default true. */
  showError?: boolean
  /** Count towards the 加载中 indicator; default false (screens show their own skeletons). */
  showLoading?: boolean
  timeout?: number
}

interface Envelope<T> {
  code: number
  data: T
  msg: string
}

const loading = new LoadingCounter({ show: () => ui.showLoading(t('http.loading')), hide: () => ui.hideLoading() })
let refreshing: Promise<boolean> | null = null

export async function request<T>(options: RequestOptions): Promise<T> {
  const { showError = true } = options
  try {
    return await send<T>(options, true)
  } catch (error) {
    const failure = asApiError(error)
    if (showError && failure.code !== 401) ui.toast(failure.message)
    throw failure
  }
}

async function send<T>(options: RequestOptions, mayRefresh: boolean): Promise<T> {
  const token = useUserStore.getState().token
  if (options.auth && !token) {
    sessionEnded()
    throw new ApiError(401, t('http.status401'))
  }
  const envelope = await fetchEnvelope<T>(options, token)
  if (envelope.code === 0) {
    rememberTokens(options.url, envelope.data)
    return envelope.data
  }
  if (envelope.code === 401 && token && mayRefresh && (await refreshOnce(token))) {
    return send<T>(options, false)
  }
  if (envelope.code === 401 && token) sessionEnded()
  throw new ApiError(envelope.code, envelope.msg || t('http.status500'))
}

async function fetchEnvelope<T>(options: RequestOptions, token: string): Promise<Envelope<T>> {
  const { url, init } = buildRequest(options, token)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeout ?? API_TIMEOUT_MS)
  if (options.showLoading) loading.start()
  try {
    const response = await fetch(url, { ...init, signal: controller.signal })
    if (response.status === 401) return { code: 401, data: undefined as T, msg: t('http.status401') }
    if (!response.ok) throw new ApiError(response.status, t(statusMessageKey(response.status)))
    return (await response.json()) as Envelope<T>
  } catch (error) {
    throw transportError(error)
  } finally {
    clearTimeout(timer)
    if (options.showLoading) loading.end()
  }
}

function buildRequest(options: RequestOptions, token: string): { url: string; init: RequestInit } {
  const method = options.method ?? 'GET'
  const language = currentLanguage()
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(options.params ?? {})) {
    if (Array.isArray(value)) for (const item of value as readonly Scalar[]) query.append(key, String(item))
    else if (value !== undefined && value !== null) query.set(key, String(value))
  }
  const platform = currentPlatform()
  const headers: Record<string, string> = {
    'tenant-id': TENANT_ID,
    terminal: String(terminalOf(platform)),
    platform,
    'content-language': language,
  }
  if (token) headers.Authorization = `Bearer ${token}`
  let body: string | FormData | undefined
  if (method === 'GET') {
    query.set('language', language)
  } else if (options.data instanceof FormData) {
    options.data.set('language', language)
    body = options.data
  } else {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(withLanguage(options.data, language))
  }
  const search = query.toString()
  return { url: `${API_BASE}${options.url}${search ? `?${search}` : ''}`, init: { method, headers, body } }
}

function withLanguage(data: unknown, language: string): unknown {
  if (data === undefined || data === null) return { language }
  if (typeof data === 'object' && !Array.isArray(data)) return { ...data, language }
  return data
}

function rememberTokens(url: string, data: unknown): void {
  if (!url.startsWith('/member/auth/') || !data || typeof data !== 'object') return
  const pair = data as Partial<TokenPair>
  if (pair.accessToken && pair.refreshToken) useUserStore.getState().setToken(pair as TokenPair)
}

/** One refresh for every request that met a 401; the others wait for it and retry. */
function refreshOnce(staleToken: string): Promise<boolean> {
  if (useUserStore.getState().token !== staleToken) return Promise.resolve(true)
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null
  })
  return refreshing
}

async function refreshTokens(): Promise<boolean> {
  const refreshToken = useUserStore.getState().refreshToken
  if (!refreshToken) return false
  try {
    const envelope = await fetchEnvelope<TokenPair>(
      { url: REFRESH_URL, method: 'POST', params: { refreshToken } },
      '',
    )
    if (envelope.code !== 0) return false
    useUserStore.getState().setToken(envelope.data)
    return true
  } catch {
    return false
  }
}

function sessionEnded(): void {
  useUserStore.getState().logout()
  ui.sessionEnded()
}

function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError(TIMEOUT_CODE, t('http.timeout'))
  }
  const online = typeof navigator === 'undefined' || navigator.onLine
  return new ApiError(NETWORK_CODE, t(online ? 'http.serverUnreachable' : 'http.offline'))
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(NETWORK_CODE, t('http.default'))
}
