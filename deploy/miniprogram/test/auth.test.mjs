import assert from 'node:assert/strict'
import { test } from 'node:test'
import { AUTH, INDEX, STORE_URL, authUrl, routes, startHost } from './support.mjs'

const BACK = '/pages/goods/gameDetail?id=3&spm=7.2.3.3.1'
const PHONE_DETAIL = { errMsg: 'getPhoneNumber:ok', code: 'phone-code-1' }
const REFUSED = { errMsg: 'getPhoneNumber:fail user deny' }

function handoffSrc(query) {
  return `${STORE_URL}?${new URLSearchParams(query).toString().replaceAll('+', '%20')}#${BACK}`
}

async function openAuth(params, wx) {
  const host = startHost({ wx })
  await host.mp.navigateTo(authUrl({ back: BACK, state: 'st-1', ...params }))
  return host
}

test('login: the phone code and a wx.login code go back to the web app', async () => {
  const { mp, srcs } = await openAuth({ action: 'login', lang: 'en' }, { login: () => ({ code: 'login-code-1' }) })
  assert.deepEqual(routes(mp), [INDEX, AUTH])
  assert.equal(mp.top().data.title, 'WeChat login')
  assert.deepEqual(mp.callsTo('setNavigationBarTitle'), [{ title: 'WeChat login' }])

  await mp.tapPhoneNumber(PHONE_DETAIL)

  assert.deepEqual(routes(mp), [INDEX])
  assert.equal(mp.callsTo('navigateBack').length, 1)
  assert.equal(mp.app().globalData.handoff, null)
  assert.equal(
    mp.webViewSrc(),
    `${STORE_URL}?mpAction=login&mpState=st-1&mpLoginCode=login-code-1&mpPhoneCode=phone-code-1#${BACK}`,
  )
  assert.equal(srcs.length, 2)
})

test('login: values with URL characters are encoded, the route is kept as it was', async () => {
  const state = 'a b&c=d/é?#'
  const { mp } = await openAuth({ action: 'login', state }, { login: () => ({ code: '0a+B/c=' }) })
  await mp.tapPhoneNumber({ errMsg: 'getPhoneNumber:ok', code: 'p&q' })

  const src = mp.webViewSrc()
  assert.equal(
    src,
    `${STORE_URL}?mpAction=login&mpState=a%20b%26c%3Dd%2F%C3%A9%3F%23&mpLoginCode=0a%2BB%2Fc%3D&mpPhoneCode=p%26q#${BACK}`,
  )
  const url = new URL(src)
  assert.equal(url.searchParams.get('mpState'), state)
  assert.equal(url.searchParams.get('mpLoginCode'), '0a+B/c=')
  assert.equal(url.hash, `#${BACK}`)
  assert.equal(src, handoffSrc({ mpAction: 'login', mpState: state, mpLoginCode: '0a+B/c=', mpPhoneCode: 'p&q' }))
})

test('login: a refused phone number stays on the page, no hand-off', async () => {
  const { mp, srcs } = await openAuth({ action: 'login' })
  await mp.tapPhoneNumber(REFUSED)

  assert.deepEqual(routes(mp), [INDEX, AUTH])
  assert.deepEqual(mp.callsTo('login'), [])
  assert.equal(mp.app().globalData.handoff, null)
  assert.equal(srcs.length, 1)

  await mp.tapPhoneNumber(PHONE_DETAIL)
  assert.deepEqual(routes(mp), [INDEX])
  assert.match(mp.webViewSrc(), /mpAction=login&mpState=st-1&mpLoginCode=test-login-code-1&mpPhoneCode=phone-code-1#/)
})

for (const [lang, toast] of [
  ['en', 'Quick login failed'],
  ['zh-Hans', '一键登录失败'],
  ['zh-Hant', '一鍵登入失敗'],
  ['ja', 'クイックログインに失敗しました'],
  [undefined, '一键登录失败'],
  ['fr', '一键登录失败'],
]) {
  test(`login: wx.login failing shows "${toast}" (lang ${lang}) and stays`, async () => {
    const params = lang ? { action: 'login', lang } : { action: 'login' }
    const login = () => {
      throw { errMsg: 'login:fail timeout' }
    }
    const { mp, srcs } = await openAuth(params, { login })
    await mp.tapPhoneNumber(PHONE_DETAIL)

    assert.deepEqual(mp.callsTo('showToast'), [{ title: toast, icon: 'none' }])
    assert.deepEqual(routes(mp), [INDEX, AUTH])
    assert.equal(mp.top().data.busy, false)
    assert.equal(mp.app().globalData.handoff, null)
    assert.equal(srcs.length, 1)
  })
}

test('login: wx.login without a code counts as failed', async () => {
  const { mp } = await openAuth({ action: 'login', lang: 'en' }, { login: () => ({}) })
  await mp.tapPhoneNumber(PHONE_DETAIL)
  assert.deepEqual(mp.callsTo('showToast'), [{ title: 'Quick login failed', icon: 'none' }])
  assert.deepEqual(routes(mp), [INDEX, AUTH])
})

test('login: a second tap while wx.login runs does nothing', async () => {
  let answer
  const login = () => new Promise((resolve) => (answer = resolve))
  const { mp } = await openAuth({ action: 'login' }, { login })
  const page = mp.top()
  const first = page.onPhoneNumber({ detail: PHONE_DETAIL })
  const second = page.onPhoneNumber({ detail: { ...PHONE_DETAIL, code: 'phone-code-2' } })
  assert.equal(page.data.busy, true)
  answer({ code: 'login-code-1' })
  await Promise.all([first, second])
  await mp.settle()

  assert.equal(mp.callsTo('login').length, 1)
  assert.equal(mp.callsTo('navigateBack').length, 1)
  assert.match(mp.webViewSrc(), /mpPhoneCode=phone-code-1#/)
})

test('login: Cancel goes back without a hand-off', async () => {
  const { mp, srcs } = await openAuth({ action: 'login' })
  await mp.tap('onCancel')
  assert.deepEqual(routes(mp), [INDEX])
  assert.equal(mp.app().globalData.handoff, null)
  assert.equal(srcs.length, 1)
})

test('mobile: only the phone code goes back, without wx.login', async () => {
  const { mp } = await openAuth({ action: 'mobile', lang: 'zh-Hant' })
  assert.equal(mp.top().data.title, '使用微信手機號碼')
  await mp.tapPhoneNumber(PHONE_DETAIL)

  assert.deepEqual(mp.callsTo('login'), [])
  assert.deepEqual(routes(mp), [INDEX])
  assert.equal(mp.webViewSrc(), `${STORE_URL}?mpAction=mobile&mpState=st-1&mpPhoneCode=phone-code-1#${BACK}`)
})

test('mobile: a refused phone number stays on the page', async () => {
  const { mp } = await openAuth({ action: 'mobile' })
  await mp.tapPhoneNumber(REFUSED)
  assert.deepEqual(routes(mp), [INDEX, AUTH])
  assert.equal(mp.app().globalData.handoff, null)
})

test('bind: Allow sends a wx.login code back, without the phone number', async () => {
  const { mp } = await openAuth({ action: 'bind', lang: 'en' }, { login: () => ({ code: 'login+code/1=' }) })
  assert.equal(mp.top().data.title, 'Pay with WeChat Pay')
  assert.equal(mp.top().data.line, 'Allow the store to use this WeChat account for WeChat Pay')
  await mp.tap('onAllowBind')

  assert.equal(mp.callsTo('login').length, 1)
  assert.deepEqual(routes(mp), [INDEX])
  assert.equal(mp.webViewSrc(), handoffSrc({ mpAction: 'bind', mpState: 'st-1', mpLoginCode: 'login+code/1=' }))
})

test('bind: wx.login failing says so in the language and stays; Cancel goes back without a hand-off', async () => {
  const login = () => {
    throw { errMsg: 'login:fail timeout' }
  }
  const { mp, srcs } = await openAuth({ action: 'bind', lang: 'zh-Hant' }, { login })
  assert.equal(mp.top().data.title, '使用微信支付')
  await mp.tap('onAllowBind')
  assert.deepEqual(mp.callsTo('showToast'), [{ title: '一鍵登入失敗', icon: 'none' }])
  assert.deepEqual(routes(mp), [INDEX, AUTH])
  assert.equal(mp.top().data.busy, false)

  await mp.tap('onCancel')
  assert.deepEqual(routes(mp), [INDEX])
  assert.equal(mp.app().globalData.handoff, null)
  assert.equal(srcs.length, 1)
})

for (const [name, answers, expected] of [
  ['accepted', { T1: 'accept' }, 'accept'],
  ['accepted for one of the templates', { T1: 'reject', T2: 'accept' }, 'accept'],
  ['rejected', { T1: 'reject', T2: 'reject' }, 'reject'],
  ['banned', { T1: 'ban' }, 'reject'],
]) {
  test(`subscribe ${name}: mpSubscribe=${expected}`, async () => {
    const { mp } = await openAuth(
      { action: 'subscribe', templates: 'T1,T2', lang: 'ja' },
      { requestSubscribeMessage: () => answers },
    )
    assert.equal(mp.top().data.title, 'イベントのリマインダー')
    await mp.tap('onSubscribe')

    assert.deepEqual(
      mp.callsTo('requestSubscribeMessage').map((options) => options.tmplIds),
      [['T1', 'T2']],
    )
    assert.deepEqual(routes(mp), [INDEX])
    assert.equal(mp.webViewSrc(), `${STORE_URL}?mpAction=subscribe&mpState=st-1&mpSubscribe=${expected}#${BACK}`)
  })
}

test('subscribe failing (e.g. subscribe messages switched off) answers reject', async () => {
  const requestSubscribeMessage = () => {
    throw { errMsg: 'requestSubscribeMessage:fail:No template data return, verify the template id exist', errCode: 20001 }
  }
  const { mp } = await openAuth({ action: 'subscribe', templates: 'T1' }, { requestSubscribeMessage })
  await mp.tap('onSubscribe')
  assert.equal(mp.webViewSrc(), `${STORE_URL}?mpAction=subscribe&mpState=st-1&mpSubscribe=reject#${BACK}`)
})

test('subscribe asks for at most three templates', async () => {
  const { mp } = await openAuth({ action: 'subscribe', templates: 'A,B,C,D' })
  await mp.tap('onSubscribe')
  assert.deepEqual(mp.callsTo('requestSubscribeMessage')[0].tmplIds, ['A', 'B', 'C'])
  assert.match(mp.webViewSrc(), /mpSubscribe=accept#/)
})

test('subscribe: Cancel answers reject without asking WeChat', async () => {
  const { mp } = await openAuth({ action: 'subscribe', templates: 'T1' })
  await mp.tap('onCancel')
  assert.deepEqual(mp.callsTo('requestSubscribeMessage'), [])
  assert.deepEqual(routes(mp), [INDEX])
  assert.equal(mp.webViewSrc(), `${STORE_URL}?mpAction=subscribe&mpState=st-1&mpSubscribe=reject#${BACK}`)
})

test("subscribe: leaving with the system's back answers reject like Cancel", async () => {
  const { mp } = await openAuth({ action: 'subscribe', templates: 'T1' })
  await mp.wx.navigateBack()
  assert.deepEqual(routes(mp), [INDEX])
  assert.equal(mp.webViewSrc(), `${STORE_URL}?mpAction=subscribe&mpState=st-1&mpSubscribe=reject#${BACK}`)
})

test("login: leaving with the system's back hands nothing off, even when wx.login answers later", async () => {
  let answer
  const login = () => new Promise((resolve) => (answer = resolve))
  const { mp, srcs } = await openAuth({ action: 'login' }, { login })
  const tapped = mp.top().onPhoneNumber({ detail: PHONE_DETAIL })
  await mp.wx.navigateBack()
  answer({ code: 'late' })
  await tapped
  await mp.settle()

  assert.deepEqual(routes(mp), [INDEX])
  assert.equal(mp.callsTo('navigateBack').length, 1)
  assert.equal(mp.app().globalData.handoff, null)
  assert.equal(srcs.length, 1)
})

for (const back of ['https://elsewhere.test/', '/admin', '/pages/x#y', '/pages/x\u0007', `/pages/${'x'.repeat(600)}`]) {
  test(`a bad back (${JSON.stringify(back.slice(0, 24))}) comes back to /pages/index/index`, async () => {
    const { mp } = await openAuth({ action: 'mobile', back })
    await mp.tapPhoneNumber(PHONE_DETAIL)
    assert.equal(mp.webViewSrc(), `${STORE_URL}?mpAction=mobile&mpState=st-1&mpPhoneCode=phone-code-1#/pages/index/index`)
  })
}

for (const params of [{ action: 'pay' }, {}, { action: 'subscribe' }]) {
  test(`a request the page cannot carry out (${JSON.stringify(params)}) goes back at once`, async () => {
    const host = startHost()
    await host.mp.navigateTo(authUrl({ state: 'st-1', back: BACK, ...params }))
    assert.deepEqual(routes(host.mp), [INDEX])
    assert.equal(host.mp.callsTo('navigateBack').length, 1)
    assert.equal(host.mp.app().globalData.handoff, null)
    assert.equal(host.srcs.length, 1)
  })
}

test('the auth page opened first (nothing to go back to) hands off through the home page', async () => {
  const host = startHost()
  host.mp.launch(authUrl({ action: 'mobile', state: 'st-1', back: BACK }))
  await host.mp.tapPhoneNumber(PHONE_DETAIL)
  assert.deepEqual(routes(host.mp), [INDEX])
  assert.equal(host.mp.webViewSrc(), `${STORE_URL}?mpAction=mobile&mpState=st-1&mpPhoneCode=phone-code-1#${BACK}`)
})

test('the hand-off is taken once: showing the page again does not reload the web-view', async () => {
  const { mp, srcs } = await openAuth({ action: 'mobile' })
  await mp.tapPhoneNumber(PHONE_DETAIL)
  const handedOff = mp.webViewSrc()
  assert.equal(srcs.length, 2)

  mp.top().onShow()
  await mp.navigateTo(authUrl({ action: 'login', state: 'st-2', back: BACK }))
  await mp.tap('onCancel')

  assert.equal(mp.webViewSrc(), handedOff)
  assert.equal(srcs.length, 2)
  assert.equal(mp.app().globalData.handoff, null)
})

test('a second hand-off reloads the same web-view page with the new result', async () => {
  const { mp, srcs } = await openAuth({ action: 'mobile' })
  const index = mp.pages()[0]
  await mp.tapPhoneNumber(PHONE_DETAIL)
  await mp.navigateTo(authUrl({ action: 'subscribe', state: 'st-2', back: '/pages/activity/detail?id=8', templates: 'T1' }))
  await mp.tap('onSubscribe')

  assert.equal(mp.pages()[0], index)
  assert.equal(srcs.at(-1), `${STORE_URL}?mpAction=subscribe&mpState=st-2&mpSubscribe=accept#/pages/activity/detail?id=8`)
  assert.equal(srcs.length, 3)
})
