import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/http/errors'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from './http'
import { useOperatorSession } from './session'

type Answer = { status?: number; body?: unknown }

function serve(handler: (url: URL, request: Request) => Answer) {
  const fetchMock = vi.fn(async (request: Request) => {
    const { status = 200, body } = handler(new URL(request.url), request)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const ok = (data: unknown) => ({ body: { code: 0, data, msg: '' } })
const fail = (code: number, msg = 'no') => ({ body: { code, data: null, msg } })
const whoAmI = () => unwrap(adminApi.GET('/admin-api/system/auth/get-permission-info'))
const bearer = (request: Request) => request.headers.get('Authorization')
const PAIR = { userId: 1, accessToken: 'new-access', refreshToken: 'refresh-2', expiresTime: 0 }

describe('the console API client', () => {
  beforeEach(() => useOperatorSession.getState().signIn({ accessToken: 'old-access', refreshToken: 'refresh-1' }))
  afterEach(() => {
    vi.unstubAllGlobals()
    useOperatorSession.getState().signOut()
  })

  it("sends the operator's bearer token and the console language", async () => {
    const fetchMock = serve(() => ok({ id: 1, username: 'ops', role: 'support', permissions: [] }))
    await expect(whoAmI()).resolves.toMatchObject({ username: 'ops' })
    const request = fetchMock.mock.calls[0]?.[0] as Request
    expect(new URL(request.url).pathname).toBe('/admin-api/system/auth/get-permission-info')
    expect(bearer(request)).toBe('Bearer old-access')
    expect(request.headers.get('Content-Language')).toMatch(/^(zh-Hans|en)$/)
  })

  it('turns a business failure into an ApiError with its code and message', async () => {
    serve(() => fail(403, '没有该操作权限'))
    await expect(whoAmI()).rejects.toEqual(new ApiError(403, '没有该操作权限', null))
    expect(useOperatorSession.getState().tokens).not.toBeNull()
  })

  it("reads the envelope of a failed HTTP answer: the server's message, not its status", async () => {
    serve(() => ({ status: 500, body: { code: 500, data: null, msg: '系统异常' } }))
    await expect(whoAmI()).rejects.toEqual(new ApiError(500, '系统异常', null))
  })

  it('refreshes an expired token once for calls made together, then sends each again', async () => {
    const fetchMock = serve((url, request) => {
      if (url.pathname.endsWith('/refresh-token')) return url.searchParams.get('refreshToken') === 'refresh-1' ? ok(PAIR) : fail(401)
      return bearer(request) === 'Bearer new-access' ? ok({ id: 1, username: 'ops', role: 'support', permissions: [] }) : fail(401)
    })
    await expect(Promise.all([whoAmI(), whoAmI()])).resolves.toHaveLength(2)
    const refreshes = fetchMock.mock.calls.filter(([request]) => request.url.includes('/refresh-token'))
    expect(refreshes).toHaveLength(1)
    expect(useOperatorSession.getState().tokens).toEqual({ accessToken: 'new-access', refreshToken: 'refresh-2' })
  })

  it('ends the login when the refresh is refused', async () => {
    serve(() => fail(401))
    await expect(whoAmI()).rejects.toMatchObject({ code: 401 })
    expect(useOperatorSession.getState().tokens).toBeNull()
  })
})
