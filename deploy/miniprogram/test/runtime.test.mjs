// The simulated runtime itself answers as WeChat does.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseQuery } from './runtime.mjs'
import { AUTH, INDEX, routes, startHost } from './support.mjs'

test('wx APIs take callbacks, or return a Promise without them', async () => {
  const { mp } = startHost({ wx: { login: () => ({ code: 'c1' }) } })
  const viaCallbacks = await new Promise((resolve) => {
    const returned = mp.wx.login({ success: (res) => resolve({ res, returned }), fail: resolve })
  })
  assert.deepEqual(viaCallbacks.res, { errMsg: 'login:ok', code: 'c1' })
  assert.equal(viaCallbacks.returned, undefined)
  assert.deepEqual(await mp.wx.login(), { errMsg: 'login:ok', code: 'c1' })
})

test('a failing wx API calls fail and complete, or rejects', async () => {
  const login = () => {
    throw { errMsg: 'login:fail timeout' }
  }
  const { mp } = startHost({ wx: { login } })
  const seen = []
  await new Promise((resolve) => {
    mp.wx.login({
      fail: (res) => seen.push(['fail', res.errMsg]),
      complete: (res) => resolve(seen.push(['complete', res.errMsg])),
    })
  })
  assert.deepEqual(seen, [
    ['fail', 'login:fail timeout'],
    ['complete', 'login:fail timeout'],
  ])
  await assert.rejects(mp.wx.login(), { errMsg: 'login:fail timeout' })
})

test('the page stack runs the lifecycle in WeChat order', async () => {
  const { mp } = startHost()
  await mp.navigateTo(`/${AUTH}?action=mobile&back=%2Fpages%2Fx%3Fa%3D1`)
  assert.deepEqual(routes(mp), [INDEX, AUTH])
  assert.deepEqual(mp.top().options, { action: 'mobile', back: '/pages/x?a=1' })
  await assert.rejects(mp.wx.navigateTo({ url: '/pages/missing/index' }), { errMsg: /not found/ })
  await mp.wx.redirectTo({ url: `/${AUTH}?action=login` })
  assert.deepEqual(routes(mp), [INDEX, AUTH])
  assert.equal(mp.top().options.action, 'login')
  await mp.wx.navigateBack()
  assert.deepEqual(routes(mp), [INDEX])
  await assert.rejects(mp.wx.navigateBack(), { errMsg: /first page/ })
})

test('query values are URI-decoded, a missing value is empty', () => {
  assert.deepEqual(parseQuery('a=%2Fpages%2Fx%3Fb%3D1&c&d=%E4%B8%AD'), { a: '/pages/x?b=1', c: '', d: '中' })
})

test('wx APIs that are not simulated and taps on unbound handlers fail loudly', async () => {
  const { mp } = startHost()
  assert.throws(() => mp.wx.getUserProfile, /not simulated/)
  await assert.rejects(mp.tap('onCancel'), /binds no tap/)
})
