// The pay page: wx.requestPayment with the web app's signed parameters, its answer back to the web app.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { INDEX, PAY, STORE_URL, payUrl, routes, startHost } from './support.mjs'

const BACK = '/pages/pay/index?id=42'
// As WeChat Pay signs them: a base64 paySign has '+', '/' and '='; package has its own '='.
const PAYMENT = {
  timeStamp: '1716000000',
  nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'oR9d8P+Ul/Kx3q0f2rGdQ9xw==',
}
const PARAMS = { ...PAYMENT, orderId: '42', state: 'a1b2c3', back: BACK, lang: 'en' }

function handoffSrc(query) {
  return `${STORE_URL}?${new URLSearchParams(query).toString().replaceAll('+', '%20')}#${BACK}`
}

/** The host with the pay page opened by the web app; `requestPayment(options, mp)` is WeChat's sheet. */
async function openPay(params, requestPayment) {
  let mp
  const host = startHost({ wx: requestPayment ? { requestPayment: (options) => requestPayment(options, mp) } : {} })
  mp = host.mp
  await host.mp.navigateTo(payUrl(params))
  await host.mp.settle()
  return host
}

test('ok: requestPayment gets the five fields exactly as signed, the web app gets ok', async () => {
  const pages = []
  const { mp, srcs } = await openPay(PARAMS, (_options, host) => {
    pages.push(host.top().route)
    return {}
  })
  assert.deepEqual(pages, [PAY])
  const [call] = mp.callsTo('requestPayment')
  assert.deepEqual(
    Object.fromEntries(Object.keys(PAYMENT).map((field) => [field, call[field]])),
    PAYMENT,
  )
  assert.deepEqual(mp.callsTo('setNavigationBarTitle'), [{ title: 'WeChat Pay' }])
  assert.deepEqual(routes(mp), [INDEX])
  assert.equal(mp.app().globalData.handoff, null)
  assert.equal(mp.webViewSrc(), `${STORE_URL}?mpAction=pay&mpState=a1b2c3&mpResult=ok#${BACK}`)
  assert.equal(srcs.length, 2)
})

test("'?', '=', '/' and '+' survive the trip whether WeChat decodes the options or not", async () => {
  // Decoded by WeChat: the runtime hands onLoad the values as they were before encoding.
  const { mp } = await openPay(PARAMS)
  const [decoded] = mp.callsTo('requestPayment')
  assert.equal(decoded.package, PAYMENT.package)
  assert.equal(decoded.paySign, PAYMENT.paySign)

  // Still encoded (some ways of opening a page): the page decodes them once.
  const host = startHost()
  host.mp.launch(`/${INDEX}`)
  const page = host.mp.pageDefinition(PAY)
  const raw = Object.fromEntries(Object.entries(PARAMS).map(([key, value]) => [key, encodeURIComponent(value)]))
  const request = { data: {}, setData() {} }
  page.onLoad.call(request, raw)
  assert.equal(request.request.payment.package, PAYMENT.package)
  assert.equal(request.request.payment.paySign, PAYMENT.paySign)
  assert.equal(request.request.back, BACK)
})

test('the opening screen is in the member language', async () => {
  for (const [lang, title, line] of [
    ['en', 'WeChat Pay', 'Opening WeChat Pay…'],
    ['zh-Hans', '微信支付', '正在打开微信支付…'],
    ['zh-Hant', '微信支付', '正在開啟微信支付…'],
    ['ja', 'WeChat Pay', 'WeChat Pay を開いています…'],
  ]) {
    let shown
    await openPay({ ...PARAMS, lang }, (_options, host) => {
      shown = { ...host.top().data }
      return {}
    })
    assert.equal(shown.title, title, lang)
    assert.equal(shown.line, line, lang)
  }
})

test('cancel: the member closed WeChat Pay, the web app gets cancel', async () => {
  const { mp } = await openPay(PARAMS, () => {
    throw { errMsg: 'requestPayment:fail cancel' }
  })
  assert.deepEqual(routes(mp), [INDEX])
  assert.equal(mp.webViewSrc(), `${STORE_URL}?mpAction=pay&mpState=a1b2c3&mpResult=cancel#${BACK}`)
})

test("fail: WeChat's errMsg goes back to the web app", async () => {
  const errMsg = 'requestPayment:fail 支付验证签名失败 & more=1'
  const { mp } = await openPay(PARAMS, () => {
    throw { errMsg }
  })
  assert.deepEqual(routes(mp), [INDEX])
  const src = mp.webViewSrc()
  assert.equal(src, handoffSrc({ mpAction: 'pay', mpState: 'a1b2c3', mpResult: 'fail', mpError: errMsg }))
  assert.equal(new URL(src).searchParams.get('mpError'), errMsg)
})

for (const [name, change] of [
  ['without paySign', { paySign: undefined }],
  ['with an empty package', { package: '' }],
  ['with a package that is not a prepay_id', { package: 'Sign=WXPay' }],
  ['with a timeStamp that is not a number', { timeStamp: 'soon' }],
  ['with another signType', { signType: 'SHA1' }],
  ['with a paySign that is not base64', { paySign: 'a b<c>' }],
  ['without a state', { state: undefined }],
  ['without the pay order', { orderId: undefined }],
]) {
  test(`parameters ${name}: no requestPayment, back with fail`, async () => {
    const params = { ...PARAMS, ...change }
    for (const key of Object.keys(change)) if (change[key] === undefined) delete params[key]
    const { mp } = await openPay(params)
    assert.deepEqual(mp.callsTo('requestPayment'), [])
    assert.deepEqual(routes(mp), [INDEX])
    const query = new URL(mp.webViewSrc()).searchParams
    assert.equal(query.get('mpAction'), 'pay')
    assert.equal(query.get('mpResult'), 'fail')
    assert.match(query.get('mpError'), /^requestPayment:fail /)
  })
}

test("leaving before WeChat answers hands back cancel, and the late answer changes nothing", async () => {
  let answer
  const { mp, srcs } = await openPay(PARAMS, () => new Promise((resolve) => (answer = resolve)))
  assert.deepEqual(routes(mp), [INDEX, PAY])
  await mp.wx.navigateBack()
  answer({})
  await mp.settle()
  assert.deepEqual(routes(mp), [INDEX])
  assert.equal(mp.callsTo('navigateBack').length, 1)
  assert.equal(mp.webViewSrc(), `${STORE_URL}?mpAction=pay&mpState=a1b2c3&mpResult=cancel#${BACK}`)
  assert.equal(srcs.length, 2)
})

test('the pay page opened first (nothing to go back to) hands off through the home page', async () => {
  const host = startHost()
  host.mp.launch(payUrl(PARAMS))
  await host.mp.settle()
  assert.deepEqual(routes(host.mp), [INDEX])
  assert.equal(host.mp.webViewSrc(), `${STORE_URL}?mpAction=pay&mpState=a1b2c3&mpResult=ok#${BACK}`)
})

test('the runtime refuses requestPayment from another page or without its fields', async () => {
  const { mp } = startHost()
  assert.throws(() => mp.wx.requestPayment(PAYMENT), /called from pages\/index\/index/)
  const { mp: paying } = await openPay(PARAMS, () => new Promise(() => {}))
  assert.equal(paying.top().route, PAY)
  assert.throws(() => paying.wx.requestPayment({ ...PAYMENT, nonceStr: '' }), /without nonceStr/)
  assert.throws(() => paying.wx.requestPayment({ ...PAYMENT, paySign: undefined }), /without paySign/)
  assert.doesNotThrow(() => paying.wx.requestPayment({ ...PAYMENT, success: () => {} }))
})
