import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { finishMiniProgramHandoff } from './miniProgramHandoff'
import { configureHttpUi } from '@/lib/http/ui'
import { useUserStore } from '@/stores/user'
import { authoriseMiniProgram, failureReason, payInMiniProgram } from '@/features/pay/miniProgramPay'

const navigateTo = vi.fn((options: { url: string; success?: () => void }) => options.success?.())
vi.mock('@/lib/wechatSdk', () => ({ miniProgramSdk: () => Promise.resolve({ navigateTo }) }))

const alert = vi.fn((_options: { title: string; content: string }) => Promise.resolve())
vi.mock('antd-mobile', () => ({ Dialog: { alert: (options: { title: string; content: string }) => alert(options) } }))

const ui = { toast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn(), sessionEnded: vi.fn() }
const PAY_ROUTE = '/pages/pay/index?id=42'
// As WeChat Pay signs them: package has its own '=', a base64 paySign '+', '/' and '='.
const SIGNED = {
  timeStamp: '1716000000',
  nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
  package: 'prepay_id=wx2017033010242291fcfe0db70013231072',
  signType: 'RSA',
  paySign: 'oR9d8P+Ul/Kx3q0f2rGdQ9xw==',
}

type Answer = { code: number; data: unknown; msg: string }

function serve(answer: (url: URL) => Answer) {
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url)
    return new Response(JSON.stringify(answer(url)), { headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function openedUrl(index = -1): URL {
  return new URL(navigateTo.mock.calls.at(index)?.[0].url ?? '', 'https://mp.invalid')
}

/** The web app hands the payment to the mini program's pay page; answers the state it gave. */
async function paid(): Promise<string> {
  window.history.replaceState(null, '', `/#${PAY_ROUTE}`)
  await payInMiniProgram(42, SIGNED)
  return openedUrl().searchParams.get('state') ?? ''
}

function cameBack(query: Record<string, string>) {
  window.history.replaceState(null, '', `/?${new URLSearchParams(query).toString()}#${PAY_ROUTE}`)
}

beforeEach(() => {
  configureHttpUi(ui)
  useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r' })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  window.history.replaceState(null, '', '/')
  useUserStore.getState().setToken(null)
  sessionStorage.clear()
})

describe("handing a payment to the mini program's pay page", () => {
  it('opens pages/pay/index with the five signed fields, the order, a state, the way back and the language', async () => {
    const state = await paid()
    const url = openedUrl()
    expect(url.pathname).toBe('/pages/pay/index')
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...SIGNED, orderId: '42', state, back: PAY_ROUTE, lang: 'zh-Hans' })
    expect(state).toMatch(/^[0-9a-f]{32}$/)
  })

  it("encodes every value, so '?', '=', '/' and '+' arrive as they were signed", async () => {
    await paid()
    const raw = navigateTo.mock.calls.at(-1)?.[0].url ?? ''
    const query = raw.slice(raw.indexOf('?') + 1)
    expect(query.split('&').every((pair) => pair.split('=').length === 2)).toBe(true)
    const decoded = Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent)))
    expect(decoded.package).toBe(SIGNED.package)
    expect(decoded.paySign).toBe(SIGNED.paySign)
    expect(decoded.back).toBe(PAY_ROUTE)
  })
})

describe('back from the pay page', () => {
  it('ok: on to the payment page confirming with the store, the mp parameters gone', async () => {
    const state = await paid()
    cameBack({ mpAction: 'pay', mpState: state, mpResult: 'ok' })
    const navigate = vi.fn()
    await finishMiniProgramHandoff(navigate)
    expect(navigate).toHaveBeenCalledWith('/pages/pay/index?id=42&confirm=1')
    expect(window.location.search).toBe('')
  })

  it('cancel: stays on the payment page and says it was cancelled', async () => {
    const state = await paid()
    cameBack({ mpAction: 'pay', mpState: state, mpResult: 'cancel' })
    const navigate = vi.fn()
    await finishMiniProgramHandoff(navigate)
    expect(navigate).not.toHaveBeenCalled()
    expect(ui.toast).toHaveBeenCalledWith('pay.cancelled')
  })

  it("fail: says why, with WeChat's reason", async () => {
    const state = await paid()
    cameBack({ mpAction: 'pay', mpState: state, mpResult: 'fail', mpError: 'requestPayment:fail 支付验证签名失败' })
    const navigate = vi.fn()
    await finishMiniProgramHandoff(navigate)
    expect(navigate).not.toHaveBeenCalled()
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ title: 'pay.miniProgram.failed', content: 'pay.miniProgram.failedReason' }))
  })

  it('fail without a reason: says it could not be completed', async () => {
    const state = await paid()
    cameBack({ mpAction: 'pay', mpState: state, mpResult: 'fail', mpError: 'requestPayment:fail' })
    await finishMiniProgramHandoff(vi.fn())
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ content: 'pay.miniProgram.failedUnknown' }))
  })

  it('an answer this tab did not ask for (another state) changes nothing', async () => {
    await paid()
    cameBack({ mpAction: 'pay', mpState: 'theirs', mpResult: 'ok' })
    const navigate = vi.fn()
    await finishMiniProgramHandoff(navigate)
    expect(navigate).not.toHaveBeenCalled()
    expect(ui.toast).toHaveBeenCalledWith('wechat.notAskedHere')
  })

  it("WeChat's reason is read from its errMsg", () => {
    expect(failureReason('requestPayment:fail 支付验证签名失败')).toBe('支付验证签名失败')
    expect(failureReason('requestPayment:fail')).toBe('')
    expect(failureReason(null)).toBe('')
    expect(failureReason(`requestPayment:fail ${'x'.repeat(500)}`)).toHaveLength(120)
  })
})

describe('authorising the mini program for a member logged in another way', () => {
  it('opens the auth page to bind; back, binds the wx.login code and hands the new payment to the pay page', async () => {
    window.history.replaceState(null, '', `/#${PAY_ROUTE}`)
    await authoriseMiniProgram(42)
    const asked = openedUrl()
    expect(asked.pathname).toBe('/pages/auth/index')
    expect(asked.searchParams.get('action')).toBe('bind')
    cameBack({ mpAction: 'bind', mpState: asked.searchParams.get('state') ?? '', mpLoginCode: 'lc+1' })
    const fetchMock = serve((url) =>
      url.pathname.endsWith('/member/social-user/bind')
        ? { code: 0, data: 'oMini1', msg: '' }
        : { code: 0, data: { status: 1, displayMode: 'app', displayContent: '', pay_data: { appId: 'wx1', ...SIGNED } }, msg: '' },
    )
    await finishMiniProgramHandoff(vi.fn())

    const [bind, submit] = fetchMock.mock.calls.map(([request]) => request)
    expect(bind?.url).toContain('/member/social-user/bind')
    expect(await bind?.json()).toMatchObject({ type: 34, code: 'lc+1' })
    expect(submit?.url).toContain('/pay/order/submit')
    expect(await submit?.json()).toMatchObject({ id: 42, channelCode: 'wx_lite', channelExtras: {} })
    const pay = openedUrl()
    expect(pay.pathname).toBe('/pages/pay/index')
    expect(pay.searchParams.get('paySign')).toBe(SIGNED.paySign)
  })

  it("the store's refusal of the binding is shown, and nothing is paid", async () => {
    window.history.replaceState(null, '', `/#${PAY_ROUTE}`)
    await authoriseMiniProgram(42)
    cameBack({ mpAction: 'bind', mpState: openedUrl().searchParams.get('state') ?? '', mpLoginCode: 'used' })
    const fetchMock = serve(() => ({ code: 1_004_018_001, data: null, msg: 'WeChat authorization failed' }))
    await finishMiniProgramHandoff(vi.fn())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(ui.toast).toHaveBeenCalledWith('WeChat authorization failed')
    expect(navigateTo).toHaveBeenCalledTimes(1)
  })
})
