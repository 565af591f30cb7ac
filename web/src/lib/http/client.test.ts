import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/lib/i18n'
import { useUserStore } from '@/stores/user'
import { api } from './client'
import { formWithLanguage } from './context'
import { unwrap } from './unwrap'
import { ApiError } from './errors'
import { configureHttpUi } from './ui'

type Answer = { status?: number; body?: unknown }
type Handler = (url: URL, request: Request) => Answer | Promise<Answer>

function serve(handler: Handler) {
  const fetchMock = vi.fn(async (request: Request) => {
    const { status = 200, body } = await handler(new URL(request.url), request)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const sent = (fetchMock: ReturnType<typeof serve>, index = 0) => fetchMock.mock.calls[index]?.[0] as Request
const ok = (data: unknown) => ({ body: { code: 0, data, msg: '' } })
const fail = (code: number, msg = 'no') => ({ body: { code, data: null, msg } })

const getUser = (options = {}) => unwrap(api.GET('/app-api/member/user/get', options))
const getCount = () => unwrap(api.GET('/app-api/trade/order/get-count'))
const cancelOrder = () => unwrap(api.DELETE('/app-api/trade/order/cancel', { params: { query: { id: 1 } } }))

describe('the API client', () => {
  const ui = { toast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn(), sessionEnded: vi.fn() }

  beforeEach(() => {
    configureHttpUi(ui)
    useUserStore.getState().setToken({ accessToken: 'old-access', refreshToken: 'refresh-1' })
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.clearAllMocks()
  })

  it('sends the context headers and the language on the query for GET', async () => {
    const fetchMock = serve(() => ok({ id: 1 }))
    await expect(
      unwrap(api.GET('/app-api/trade/order/page', { params: { query: { pageNo: 2, pageSize: 10, status: undefined } } })),
    ).resolves.toEqual({ id: 1 })
    const request = sent(fetchMock)
    const url = new URL(request.url)
    expect(url.pathname).toBe('/app-api/trade/order/page')
    expect(url.searchParams.get('pageNo')).toBe('2')
    expect(url.searchParams.has('status')).toBe(false)
    expect(url.searchParams.get('language')).toBeTruthy()
    expect(request.headers.get('tenant-id')).toBe('1')
    expect(request.headers.get('terminal')).toBe('20')
    expect(request.headers.get('platform')).toBe('H5')
    expect(request.headers.get('Authorization')).toBe('Bearer old-access')
  })

  it('repeats a key for each value of an array parameter', async () => {
    const fetchMock = serve(() => ok({}))
    await unwrap(api.GET('/app-api/pay/wallet-transaction/get-summary', { params: { query: { createTime: [100, 200] } } }))
    expect(new URL(sent(fetchMock).url).searchParams.getAll('createTime')).toEqual(['100', '200'])
  })

  it('puts the language in the body for other methods, with or without a body', async () => {
    const fetchMock = serve(() => ok(true))
    await unwrap(api.PUT('/app-api/member/user/update', { body: { nickname: 'n' } }))
    expect(await sent(fetchMock, 0).json()).toMatchObject({ nickname: 'n', language: expect.any(String) })
    await cancelOrder()
    expect(await sent(fetchMock, 1).json()).toEqual({ language: expect.any(String) })
  })

  it('puts the language in a form (uploads)', async () => {
    const fetchMock = serve(() => ok('https://x/a.png'))
    const file = new File(['png'], 'a.png', { type: 'image/png' })
    await unwrap(api.POST('/app-api/infra/file/upload', { body: { file, scope: 'public' }, bodySerializer: formWithLanguage }))
    const request = sent(fetchMock)
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    const form = await request.formData()
    expect(form.get('language')).toBeTruthy()
    expect(form.has('file')).toBe(true) // its bytes: jsdom's File is opaque to Node's Request
  })

  it('refreshes once for concurrent 401s and retries every request with the new token', async () => {
    let refreshes = 0
    const fetchMock = serve(async (url, request) => {
      if (url.pathname.endsWith('/member/auth/refresh-token')) {
        refreshes += 1
        expect(request.headers.get('Authorization')).toBeNull()
        await new Promise((resolve) => setTimeout(resolve, 20))
        return ok({ accessToken: 'new-access', refreshToken: 'refresh-2', expiresTime: 1 })
      }
      if (request.method !== 'GET') expect(await request.json()).toMatchObject({ language: expect.any(String) })
      return request.headers.get('Authorization') === 'Bearer new-access' ? ok(url.pathname) : fail(401)
    })
    const answers = await Promise.all([getUser(), getCount(), cancelOrder()])
    expect(answers).toEqual(['/app-api/member/user/get', '/app-api/trade/order/get-count', '/app-api/trade/order/cancel'])
    expect(refreshes).toBe(1)
    const refreshCall = fetchMock.mock.calls.find(([request]) => request.url.includes('refresh-token'))
    expect(new URL(String(refreshCall?.[0].url)).searchParams.get('refreshToken')).toBe('refresh-1')
    expect(useUserStore.getState()).toMatchObject({ token: 'new-access', refreshToken: 'refresh-2' })
    expect(ui.sessionEnded).not.toHaveBeenCalled()
  })

  it('logs out and says the member was signed out when the refresh fails', async () => {
    serve((url) => (url.pathname.endsWith('/refresh-token') ? { status: 401 } : fail(401)))
    await expect(getUser()).rejects.toMatchObject({ code: 401 })
    expect(useUserStore.getState().token).toBe('')
    expect(useUserStore.getState().refreshToken).toBe('')
    expect(ui.sessionEnded).toHaveBeenCalledWith(true)
    expect(ui.toast).toHaveBeenCalledTimes(1)
    expect(ui.toast).toHaveBeenCalledWith(t('http.signedOut'))
  })

  it('logs out when the refresh call answers a business failure', async () => {
    serve((url) => (url.pathname.endsWith('/refresh-token') ? fail(1_004_003_001) : fail(401)))
    await expect(getUser()).rejects.toBeInstanceOf(ApiError)
    expect(useUserStore.getState().token).toBe('')
    expect(ui.sessionEnded).toHaveBeenCalledWith(true)
    expect(ui.toast).toHaveBeenCalledWith(t('http.signedOut'))
  })

  it('says the member was signed out once when concurrent calls meet a failed refresh', async () => {
    serve((url) => (url.pathname.endsWith('/refresh-token') ? fail(1_004_003_001) : fail(401)))
    await Promise.allSettled([getUser(), getCount(), cancelOrder()])
    expect(ui.toast.mock.calls.filter(([message]) => message === t('http.signedOut'))).toHaveLength(1)
    expect(ui.sessionEnded).not.toHaveBeenCalledWith(false)
  })

  it('does not call the server for a login-required call without a token: an action asks to log in', async () => {
    useUserStore.getState().setToken(null)
    const fetchMock = serve(() => ok(true))
    const cancel = unwrap(api.DELETE('/app-api/trade/order/cancel', { params: { query: { id: 1 } }, auth: true }))
    await expect(cancel).rejects.toMatchObject({ code: 401 })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(ui.sessionEnded).toHaveBeenCalledWith(false)
    expect(ui.toast).not.toHaveBeenCalledWith(t('http.signedOut'))
  })

  it('a member read without a token is not sent and keeps a public page (a query that raced the session end)', async () => {
    serve((url) => (url.pathname.endsWith('/refresh-token') ? fail(1_004_003_001) : fail(401)))
    await expect(getUser()).rejects.toMatchObject({ code: 401 }) // the session ends: signed out
    const fetchMock = serve(() => ok(true))
    await expect(getUser({ auth: true })).rejects.toMatchObject({ code: 401 })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(ui.sessionEnded.mock.calls).toEqual([[true], [true]])
    expect(ui.toast.mock.calls.filter(([message]) => message === t('http.signedOut'))).toHaveLength(1)
  })

  it('stores tokens from /member/auth/ answers', async () => {
    useUserStore.getState().setToken(null)
    serve(() => ok({ userId: 1, accessToken: 'a1', refreshToken: 'r1', expiresTime: 5 }))
    await unwrap(api.POST('/app-api/member/auth/sms-login', { body: { mobile: '13800000000', code: '1234' } }))
    expect(useUserStore.getState()).toMatchObject({ token: 'a1', refreshToken: 'r1', expiresTime: 5 })
  })

  it('shows the server message for business failures unless suppressed', async () => {
    serve(() => fail(1_004_004_001, 'wrong code'))
    await expect(getCount()).rejects.toMatchObject({ code: 1_004_004_001, message: 'wrong code' })
    expect(ui.toast).toHaveBeenCalledWith('wrong code')
    ui.toast.mockClear()
    await expect(getUser({ showError: false })).rejects.toBeInstanceOf(ApiError)
    expect(ui.toast).not.toHaveBeenCalled()
  })

  it('maps HTTP statuses and transport failures to the spec messages', async () => {
    serve(() => ({ status: 502, body: {} }))
    await expect(getCount()).rejects.toMatchObject({ code: 502, message: 'http.status502' })
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('failed to fetch'))))
    await expect(getCount()).rejects.toMatchObject({ message: 'http.serverUnreachable' })
    expect(ui.toast).toHaveBeenLastCalledWith('http.serverUnreachable')
  })

  it('times out after the API timeout, or the one the call gives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise((_resolve, reject) => {
            request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          }),
      ),
    )
    await expect(getUser({ timeout: 10 })).rejects.toMatchObject({ code: 408, message: 'http.timeout' })
    vi.useFakeTimers()
    try {
      const waiting = getCount()
      const outcome = expect(waiting).rejects.toMatchObject({ code: 408 })
      await vi.advanceTimersByTimeAsync(7999)
      let settled = false
      void waiting.catch(() => (settled = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await outcome
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows one loading indicator for concurrent requests', async () => {
    serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return ok(true)
    })
    await Promise.all([getUser({ showLoading: true }), getCount(), cancelOrder()])
    await Promise.all([getUser({ showLoading: true }), unwrap(api.GET('/app-api/trade/order/get-count', { showLoading: true }))])
    expect(ui.showLoading).toHaveBeenCalledTimes(2)
    expect(ui.hideLoading).toHaveBeenCalledTimes(2)
  })
})
