import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAppStore } from '@/stores/app'
import { useUserStore } from '@/stores/user'
import { recordHttpUi, serve } from '@/test/server'
import { askMiniProgram } from '@/lib/miniProgram'
import { finishMiniProgramHandoff } from './miniProgramHandoff'

const navigateTo = vi.fn((options: { url: string; success?: () => void }) => options.success?.())
vi.mock('@/lib/wechatSdk', () => ({ miniProgramSdk: () => Promise.resolve({ navigateTo }) }))

const ui = recordHttpUi()
const TOKENS = { userId: 7, accessToken: 'at', refreshToken: 'rt', expiresTime: 1 }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  window.history.replaceState(null, '', '/')
  useAppStore.setState({ returnUrl: '', shareLog: null })
  useUserStore.getState().setToken(null)
  sessionStorage.clear()
})

/** Asks the mini program from `route`; answers the state it was given. */
async function asked(route: string, action: 'login' | 'mobile' | 'subscribe', extra = {}): Promise<string> {
  window.history.replaceState(null, '', `/#${route}`)
  await askMiniProgram(action, { language: 'en', ...extra })
  const url = new URL(navigateTo.mock.calls.at(-1)?.[0].url ?? '', 'https://mp.invalid')
  return url.searchParams.get('state') ?? ''
}

function cameBack(query: Record<string, string>, route: string) {
  window.history.replaceState(null, '', `/?${new URLSearchParams(query).toString()}#${route}`)
}

describe("asking the mini program's own page", () => {
  it('opens pages/auth/index with the action, a fresh state, the route to come back to and the language', async () => {
    const first = await asked('/pages/user/login', 'login')
    const url = new URL(navigateTo.mock.calls[0]?.[0].url ?? '', 'https://mp.invalid')
    expect(url.pathname).toBe('/pages/auth/index')
    expect(Object.fromEntries(url.searchParams)).toEqual({ action: 'login', state: first, back: '/pages/user/login', lang: 'en' })
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(await asked('/pages/user/login', 'login')).not.toBe(first)
  })

  it('names at most three templates for a subscription', async () => {
    await asked('/pages/goods/detail?id=5', 'subscribe', { templates: ['a', 'b', 'c', 'd'], activityId: 5 })
    const url = new URL(navigateTo.mock.calls[0]?.[0].url ?? '', 'https://mp.invalid')
    expect(url.searchParams.get('templates')).toBe('a,b,c')
    expect(url.searchParams.get('back')).toBe('/pages/goods/detail?id=5')
  })
})

describe('back from the login page', () => {
  it('logs in with both codes and the stored share, then goes on to the wanted page', async () => {
    const state = await asked('/pages/user/login', 'login')
    useAppStore.getState().setReturnUrl('/pages/user/point')
    useAppStore.getState().setShareLog({ sharerId: 3, page: 2, queryId: 9, platform: 3, method: 2 })
    cameBack({ mpAction: 'login', mpState: state, mpLoginCode: 'lc', mpPhoneCode: 'pc', keep: '1' }, '/pages/user/login')
    const fetchMock = serve(() => ({ code: 0, data: TOKENS, msg: '' }))
    const navigate = vi.fn()
    await finishMiniProgramHandoff(navigate)
    const request = fetchMock.mock.calls[0]?.[0]
    expect(request?.url).toContain('/member/auth/weixin-mini-app-login')
    expect(await request?.json()).toMatchObject({ loginCode: 'lc', phoneCode: 'pc', spm: '3.2.9.3.2' })
    expect(useUserStore.getState().token).toBe('at')
    expect(useAppStore.getState().shareLog).toBeNull()
    expect(window.location.search).toBe('?keep=1')
    expect(window.location.hash).toBe('#/pages/user/login')
    expect(navigate).toHaveBeenCalledWith('/pages/user/point')
  })

  it("shows the server's refusal and stays on the login page, logged out", async () => {
    const state = await asked('/pages/user/login', 'login')
    cameBack({ mpAction: 'login', mpState: state, mpLoginCode: 'used', mpPhoneCode: 'pc' }, '/pages/user/login')
    serve(() => ({ code: 1_004_018_001, data: null, msg: 'WeChat authorization failed' }))
    const navigate = vi.fn()
    await finishMiniProgramHandoff(navigate)
    expect(useUserStore.getState().token).toBe('')
    expect(ui.toast).toHaveBeenCalledWith('WeChat authorization failed')
    expect(navigate).not.toHaveBeenCalled()
  })

  it("is refused when this tab did not ask (someone else's codes in a link), and works once", async () => {
    const state = await asked('/pages/user/login', 'login')
    for (const query of [
      { mpAction: 'login', mpState: 'theirs', mpLoginCode: 'lc', mpPhoneCode: 'pc' },
      { mpAction: 'login', mpState: state, mpLoginCode: 'lc', mpPhoneCode: 'pc' },
    ]) {
      cameBack(query, '/pages/user/login')
      const fetchMock = serve(() => ({ code: 0, data: TOKENS, msg: '' }))
      await finishMiniProgramHandoff(vi.fn())
      expect(fetchMock).not.toHaveBeenCalled()
      expect(ui.toast).toHaveBeenCalledWith('wechat.notAskedHere')
      expect(window.location.search).toBe('')
    }
  })

  it('is refused for another action than the one asked', async () => {
    const state = await asked('/pages/user/info', 'mobile')
    cameBack({ mpAction: 'login', mpState: state, mpLoginCode: 'lc', mpPhoneCode: 'pc' }, '/pages/user/info')
    const fetchMock = serve(() => ({ code: 0, data: TOKENS, msg: '' }))
    await finishMiniProgramHandoff(vi.fn())
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe("back from WeChat's phone number", () => {
  it("changes the member's number to it, saying added when there was none", async () => {
    useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r' })
    const state = await asked('/pages/user/info', 'mobile', { hadMobile: false })
    cameBack({ mpAction: 'mobile', mpState: state, mpPhoneCode: 'pc' }, '/pages/user/info')
    const fetchMock = serve(() => ({ code: 0, data: true, msg: '' }))
    await finishMiniProgramHandoff(vi.fn())
    const request = fetchMock.mock.calls[0]?.[0]
    expect(request?.method).toBe('PUT')
    expect(request?.url).toContain('/member/user/update-mobile-by-weixin?code=pc')
    expect(ui.toast).toHaveBeenCalledWith('account.mobileAdded')
  })
})

describe('back from accepting reminder messages', () => {
  async function subscribed(answer: 'accept' | 'reject') {
    useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r' })
    const state = await asked('/pages/goods/detail?id=5', 'subscribe', { templates: ['t1'], activityId: 5 })
    cameBack({ mpAction: 'subscribe', mpState: state, mpSubscribe: answer }, '/pages/goods/detail?id=5')
    const fetchMock = serve(() => ({ code: 0, data: { activityId: 5, remindTime: Date.UTC(2026, 11, 1, 12), channels: [1] }, msg: '' }))
    await finishMiniProgramHandoff(vi.fn())
    return fetchMock.mock.calls[0]?.[0].json() as Promise<unknown>
  }

  it('accepted: the reminder also comes as a WeChat message (channel 3)', async () => {
    expect(await subscribed('accept')).toMatchObject({ activityId: 5, channels: [1, 3] })
    expect(ui.toast).toHaveBeenCalledWith('reminder.set')
  })

  it('refused: the reminder is set in the app, and the member is told why only there', async () => {
    expect(await subscribed('reject')).toMatchObject({ activityId: 5, channels: [1] })
    expect(ui.toast).toHaveBeenCalledWith('reminder.subscribeRefused\nreminder.setInApp')
  })

  it("a star deal's reminder is saved as the deal's, with the WeChat message when accepted", async () => {
    useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r' })
    const state = await asked('/pages/goods/gameDetail?id=8', 'subscribe', { templates: ['t1'], dealId: 3 })
    cameBack({ mpAction: 'subscribe', mpState: state, mpSubscribe: 'accept' }, '/pages/goods/gameDetail?id=8')
    const fetchMock = serve(() => ({ code: 0, data: { dealId: 3, remindTime: Date.UTC(2026, 11, 1, 12), channels: [1, 3] }, msg: '' }))
    await finishMiniProgramHandoff(vi.fn())
    const request = fetchMock.mock.calls[0]?.[0]
    expect(request?.url).toContain('/promotion/star-deal-reminder/create')
    expect(await request?.json()).toMatchObject({ dealId: 3, channels: [1, 3] })
    expect(ui.toast).toHaveBeenCalledWith('reminder.set')
  })
})

describe('back from accepting price-alert messages', () => {
  async function subscribed(answer: 'accept' | 'reject') {
    useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r' })
    const priceAlert = { spuId: 9, kind: 2 as const, targetPrice: 3000 }
    const state = await asked('/pages/goods/gameDetail?id=9', 'subscribe', { templates: ['t1'], priceAlert })
    cameBack({ mpAction: 'subscribe', mpState: state, mpSubscribe: answer }, '/pages/goods/gameDetail?id=9')
    const fetchMock = serve(() => ({
      code: 0,
      data: { spuId: 9, kind: 2, targetPrice: 3000, miniProgram: answer === 'accept', lastPrice: 4900, toldPrice: null, toldFrom: null, toldTime: null, createTime: 1, spu: null },
      msg: '',
    }))
    await finishMiniProgramHandoff(vi.fn())
    const request = fetchMock.mock.calls[0]?.[0]
    expect(new URL(request?.url ?? '').pathname).toBe('/app-api/product/price-alert/save')
    return request?.json() as Promise<unknown>
  }

  it('accepted: the alert is saved with its WeChat message for the next drop', async () => {
    expect(await subscribed('accept')).toMatchObject({ spuId: 9, kind: 2, targetPrice: 3000, miniProgram: true })
    expect(ui.toast).toHaveBeenCalledWith('priceAlert.saved')
  })

  it('refused: the alert is saved in the app only, and the member is told why', async () => {
    expect(await subscribed('reject')).toMatchObject({ spuId: 9, kind: 2, targetPrice: 3000, miniProgram: false })
    expect(ui.toast).toHaveBeenCalledWith('reminder.subscribeRefused\npriceAlert.savedInApp')
  })
})

describe("back from accepting a pre-order's message", () => {
  async function subscribed(answer: 'accept' | 'reject') {
    useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r' })
    const state = await asked('/pages/order/detail?id=31', 'subscribe', { templates: ['t1'], preorderId: 31 })
    cameBack({ mpAction: 'subscribe', mpState: state, mpSubscribe: answer }, '/pages/order/detail?id=31')
    const fetchMock = serve(() => ({ code: 0, data: 1, msg: '' }))
    await finishMiniProgramHandoff(vi.fn())
    return fetchMock.mock.calls
  }

  it('accepted: the acceptance is kept for the order, and the member is told', async () => {
    const [[request]] = (await subscribed('accept')) as [[Request]]
    expect(new URL(request.url).pathname).toBe('/app-api/trade/order/preorder-message')
    expect(await request.json()).toMatchObject({ id: 31 })
    expect(ui.toast).toHaveBeenCalledWith('preorderMessage.kept')
  })

  it('refused: nothing is asked of the server, and the member is told why', async () => {
    expect(await subscribed('reject')).toEqual([])
    expect(ui.toast).toHaveBeenCalledWith('reminder.subscribeRefused')
  })
})
