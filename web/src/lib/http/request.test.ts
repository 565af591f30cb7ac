import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useUserStore } from '@/stores/user'
import { ApiError } from './errors'
import { request } from './request'
import { configureHttpUi } from './ui'

type Handler = (url: URL, init: RequestInit) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>

function serve(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const { status = 200, body } = await handler(url, init)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const ok = (data: unknown) => ({ body: { code: 0, data, msg: '' } })
const fail = (code: number, msg = 'no') => ({ body: { code, data: null, msg } })
const bearerOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization

describe('request', () => {
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
    await request({ url: '/member/user/get', params: { a: 1, skip: undefined } })
    const [input, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    const url = new URL(input, 'http://localhost')
    expect(url.pathname).toBe('/app-api/member/user/get')
    expect(url.searchParams.get('a')).toBe('1')
    expect(url.searchParams.has('skip')).toBe(false)
    expect(url.searchParams.get('language')).toBeTruthy()
    const headers = init.headers as Record<string, string>
    expect(headers['tenant-id']).toBe('1')
    expect(headers.terminal).toBe('20')
    expect(headers.platform).toBe('H5')
    expect(headers.Authorization).toBe('Bearer old-access')
  })

  it('repeats a key for each value of an array parameter', async () => {
    const fetchMock = serve(() => ok({}))
    await request({ url: '/pay/wallet-transaction/get-summary', params: { createTime: [100, 200] } })
    const url = new URL(fetchMock.mock.calls[0]?.[0] as string, 'http://localhost')
    expect(url.searchParams.getAll('createTime')).toEqual(['100', '200'])
  })

  it('puts the language in the body for other methods', async () => {
    const fetchMock = serve(() => ok(true))
    await request({ url: '/member/user/update', method: 'PUT', data: { nickname: 'n' } })
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit
    expect(JSON.parse(String(init.body))).toMatchObject({ nickname: 'n', language: expect.any(String) })
  })

  it('refreshes once for concurrent 401s and retries every request with the new token', async () => {
    let refreshes = 0
    const fetchMock = serve(async (url, init) => {
      if (url.pathname.endsWith('/member/auth/refresh-token')) {
        refreshes += 1
        await new Promise((resolve) => setTimeout(resolve, 20))
        return ok({ accessToken: 'new-access', refreshToken: 'refresh-2', expiresTime: 1 })
      }
      return bearerOf(init) === 'Bearer new-access' ? ok(url.pathname) : fail(401)
    })
    const answers = await Promise.all([
      request({ url: '/a' }),
      request({ url: '/b' }),
      request({ url: '/c', method: 'POST', data: {} }),
    ])
    expect(answers).toEqual(['/app-api/a', '/app-api/b', '/app-api/c'])
    expect(refreshes).toBe(1)
    const refreshCall = fetchMock.mock.calls.find(([input]) => String(input).includes('refresh-token'))
    expect(new URL(String(refreshCall?.[0]), 'http://localhost').searchParams.get('refreshToken')).toBe('refresh-1')
    expect(useUserStore.getState()).toMatchObject({ token: 'new-access', refreshToken: 'refresh-2' })
    expect(ui.sessionEnded).not.toHaveBeenCalled()
  })

  it('logs out and goes to login when the refresh fails', async () => {
    serve((url) => (url.pathname.endsWith('/refresh-token') ? fail(401) : fail(401)))
    await expect(request({ url: '/a' })).rejects.toMatchObject({ code: 401 })
    expect(useUserStore.getState().token).toBe('')
    expect(useUserStore.getState().refreshToken).toBe('')
    expect(ui.sessionEnded).toHaveBeenCalled()
  })

  it('logs out when the refresh call answers a business failure', async () => {
    serve((url) => (url.pathname.endsWith('/refresh-token') ? fail(1_004_003_001) : fail(401)))
    await expect(request({ url: '/a' })).rejects.toBeInstanceOf(ApiError)
    expect(useUserStore.getState().token).toBe('')
  })

  it('does not call the server for a login-required call without a token', async () => {
    useUserStore.getState().setToken(null)
    const fetchMock = serve(() => ok(true))
    await expect(request({ url: '/member/user/get', auth: true })).rejects.toMatchObject({ code: 401 })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(ui.sessionEnded).toHaveBeenCalled()
  })

  it('stores tokens from /member/auth/ answers', async () => {
    useUserStore.getState().setToken(null)
    serve(() => ok({ userId: 1, accessToken: 'a1', refreshToken: 'r1', expiresTime: 5 }))
    await request({ url: '/member/auth/sms-login', method: 'POST', data: {} })
    expect(useUserStore.getState()).toMatchObject({ token: 'a1', refreshToken: 'r1', expiresTime: 5 })
  })

  it('shows the server message for business failures unless suppressed', async () => {
    serve(() => fail(1_004_004_001, 'wrong code'))
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 1_004_004_001, message: 'wrong code' })
    expect(ui.toast).toHaveBeenCalledWith('wrong code')
    ui.toast.mockClear()
    await expect(request({ url: '/x', showError: false })).rejects.toBeInstanceOf(ApiError)
    expect(ui.toast).not.toHaveBeenCalled()
  })

  it('maps HTTP statuses and transport failures to the spec messages', async () => {
    serve(() => ({ status: 502, body: {} }))
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 502, message: 'http.status502' })
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('failed to fetch'))))
    await expect(request({ url: '/x' })).rejects.toMatchObject({ message: 'http.serverUnreachable' })
  })

  it('times out after the API timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          }),
      ),
    )
    await expect(request({ url: '/slow', timeout: 10 })).rejects.toMatchObject({ code: 408, message: 'http.timeout' })
  })

  it('shows one loading indicator for concurrent requests', async () => {
    serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return ok(true)
    })
    await Promise.all([request({ url: '/1', showLoading: true }), request({ url: '/2', showLoading: true })])
    expect(ui.showLoading).toHaveBeenCalledTimes(1)
    expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  })
})
