import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAppStore } from '@/stores/app'
import { useUserStore } from '@/stores/user'
import { recordHttpUi, serve } from '@/test/server'
import { authorizationReturn, finishWechatAuthorization, startWechatBinding } from './wechat'

const ui = recordHttpUi()

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  window.history.replaceState(null, '', '/')
  useAppStore.setState({ returnUrl: '', openid: '' })
  useUserStore.getState().setToken(null)
  sessionStorage.clear()
})


describe("WeChat's return from authorization", () => {
  it('carries a code and a state, both needed', () => {
    expect(authorizationReturn('?code=abc&state=s1')).toEqual({ code: 'abc', state: 's1' })
    expect(authorizationReturn('?code=abc')).toBeNull()
    expect(authorizationReturn('')).toBeNull()
  })
})


describe('starting to bind WeChat', () => {
  it('outside the WeChat browser only says to open the store there', async () => {
    const fetchMock = serve(() => ({ code: 0, data: 'https://open.weixin.qq.com/x', msg: '' }))
    await expect(startWechatBinding('/pages/pay/index?id=3')).resolves.toBe(false)
    expect(ui.toast).toHaveBeenCalledWith('wechat.openInWechat')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(useAppStore.getState().returnUrl).toBe('')
  })
})

describe('finishing the binding at start-up', () => {
  it('binds the returned code, keeps the openid, clears the address and goes back', async () => {
    useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r' })
    useAppStore.getState().setReturnUrl('/pages/pay/index?id=3')
    sessionStorage.setItem('wechat-oauth-state', 's1')
    window.history.replaceState(null, '', '/?code=c1&state=s1#/pages/index/index')
    const fetchMock = serve((url) =>
      url.pathname.endsWith('/member/social-user/bind')
        ? { code: 0, data: 'openid-1', msg: '' }
        : { code: 0, data: null, msg: '' },
    )
    const navigate = vi.fn()
    await finishWechatAuthorization(navigate)
    const bind = fetchMock.mock.calls.find(([request]) => request.url.includes('/member/social-user/bind'))
    expect(await bind?.[0].json()).toMatchObject({ type: 31, code: 'c1', state: 's1' })
    expect(useAppStore.getState().openid).toBe('openid-1')
    expect(window.location.search).toBe('')
    expect(window.location.hash).toBe('#/pages/index/index')
    expect(ui.toast).toHaveBeenCalledWith('wechat.bound')
    expect(navigate).toHaveBeenCalledWith('/pages/pay/index?id=3')
  })

  it("shows the server's refusal and binds nothing", async () => {
    useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r' })
    sessionStorage.setItem('wechat-oauth-state', 's1')
    window.history.replaceState(null, '', '/?code=used&state=s1')
    serve(() => ({ code: 1_004_012_001, data: null, msg: 'WeChat authorization failed' }))
    await finishWechatAuthorization(vi.fn())
    expect(useAppStore.getState().openid).toBe('')
    expect(ui.toast).toHaveBeenCalledWith('WeChat authorization failed')
    expect(window.location.search).toBe('')
  })

  it('does nothing outside a return from WeChat', async () => {
    useAppStore.getState().setReturnUrl('/pages/order/list')
    const fetchMock = serve(() => ({ code: 0, data: null, msg: '' }))
    const navigate = vi.fn()
    await finishWechatAuthorization(navigate)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
    expect(useAppStore.getState().returnUrl).toBe('/pages/order/list')
  })

  it('declined (a state, no code): binds nothing, clears the address and goes back', async () => {
    useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r' })
    useAppStore.getState().setReturnUrl('/pages/pay/index?id=3')
    window.history.replaceState(null, '', '/?state=s1#/pages/index/index')
    const fetchMock = serve(() => ({ code: 0, data: 'never', msg: '' }))
    const navigate = vi.fn()
    await finishWechatAuthorization(navigate)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(window.location.search).toBe('')
    expect(navigate).toHaveBeenCalledWith('/pages/pay/index?id=3')
    expect(useAppStore.getState().returnUrl).toBe('')
  })
})

describe('finishing a WeChat login at start-up', () => {
  it('logs in with the returned code, keeps the tokens and goes on to the wanted page', async () => {
    useAppStore.getState().setReturnUrl('/pages/order/list')
    sessionStorage.setItem('wechat-oauth-state', 's1')
    window.history.replaceState(null, '', '/?wechatLogin=1&code=c1&state=s1#/pages/user/login')
    const fetchMock = serve((url) =>
      url.pathname.endsWith('/member/auth/social-login')
        ? { code: 0, data: { userId: 7, accessToken: 'at', refreshToken: 'rt', expiresTime: 1 }, msg: '' }
        : { code: 0, data: null, msg: '' },
    )
    const navigate = vi.fn()
    await finishWechatAuthorization(navigate)
    const login = fetchMock.mock.calls.find(([request]) => request.url.includes('/member/auth/social-login'))
    expect(await login?.[0].json()).toMatchObject({ type: 31, code: 'c1', state: 's1' })
    expect(useUserStore.getState().token).toBe('at')
    expect(window.location.search).toBe('')
    expect(ui.toast).toHaveBeenCalledWith('toast.loggedIn')
    expect(navigate).toHaveBeenCalledWith('/pages/order/list')
    expect(fetchMock.mock.calls.some(([request]) => request.url.includes('/social-user/bind'))).toBe(false)
  })

  it('goes home when no page was wanted', async () => {
    sessionStorage.setItem('wechat-oauth-state', 's1')
    window.history.replaceState(null, '', '/?wechatLogin=1&code=c1&state=s1')
    serve(() => ({ code: 0, data: { userId: 7, accessToken: 'at', refreshToken: 'rt', expiresTime: 1 }, msg: '' }))
    const navigate = vi.fn()
    await finishWechatAuthorization(navigate)
    expect(navigate).toHaveBeenCalledWith('/pages/index/index')
  })

  it("shows the server's refusal and returns to the login page, logged out", async () => {
    useAppStore.getState().setReturnUrl('/pages/order/list')
    sessionStorage.setItem('wechat-oauth-state', 's1')
    window.history.replaceState(null, '', '/?wechatLogin=1&code=used&state=s1')
    serve(() => ({ code: 1_004_018_003, data: null, msg: 'Authorization expired, please try again' }))
    const navigate = vi.fn()
    await finishWechatAuthorization(navigate)
    expect(useUserStore.getState().token).toBe('')
    expect(ui.toast).toHaveBeenCalledWith('Authorization expired, please try again')
    expect(navigate).toHaveBeenCalledWith('/pages/user/login')
    expect(useAppStore.getState().returnUrl).toBe('/pages/order/list')
  })

  it('declined (no code): logs in nothing and returns to the login page', async () => {
    window.history.replaceState(null, '', '/?wechatLogin=1&state=s1')
    const fetchMock = serve(() => ({ code: 0, data: null, msg: '' }))
    const navigate = vi.fn()
    await finishWechatAuthorization(navigate)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith('/pages/user/login')
  })
})

describe('an authorization this tab did not start', () => {
  it("is refused: someone else's code sent in a link logs in nothing and binds nothing", async () => {
    useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r' })
    sessionStorage.setItem('wechat-oauth-state', 'mine')
    for (const address of ['/?wechatLogin=1&code=theirs&state=s9', '/?code=theirs&state=s9']) {
      window.history.replaceState(null, '', address)
      const fetchMock = serve(() => ({ code: 0, data: 'never', msg: '' }))
      await finishWechatAuthorization(vi.fn())
      expect(fetchMock).not.toHaveBeenCalled()
      expect(ui.toast).toHaveBeenCalledWith('wechat.notAskedHere')
      expect(window.location.search).toBe('')
    }
    expect(useUserStore.getState().token).toBe('a')
  })

  it('remembers the state of the authorization it leaves for', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, origin: 'https://shop.example', pathname: '/' })
    serve(() => ({ code: 0, data: 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=a&state=s77#wechat_redirect', msg: '' }))
    const { startWechatLogin } = await import('./wechat')
    await startWechatLogin()
    expect(sessionStorage.getItem('wechat-oauth-state')).toBe('s77')
    expect(assign).toHaveBeenCalledOnce()
  })
})
