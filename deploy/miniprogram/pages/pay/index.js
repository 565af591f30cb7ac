// The native page that pays by WeChat Pay (a web page in the web-view cannot call it). The web app
// opens it with the signed JSAPI parameters of a wx_lite order; it calls wx.requestPayment at once
// and hands ok / cancel / fail back through getApp().globalData.handoff (the index page reloads the
// web-view with it). The web app then asks the store: the payment notice is the truth, not this "ok".
const { HOME_ROUTE, decodeOption, routeOrHome } = require('../../handoff')
const { languageOf, wordsFor } = require('../../i18n')

// What wx.requestPayment needs, each as the store signed it (package is `prepay_id=…`, paySign base64).
const PAYMENT_SHAPES = {
  timeStamp: /^[0-9]{1,12}$/,
  nonceStr: /^[A-Za-z0-9]{1,32}$/,
  package: /^prepay_id=[A-Za-z0-9_-]{1,64}$/,
  signType: /^(RSA|MD5|HMAC-SHA256)$/,
  paySign: /^[A-Za-z0-9+/=]{1,1024}$/,
}
const STATE = /^[A-Za-z0-9_-]{1,64}$/
const ORDER_ID = /^[1-9][0-9]{0,18}$/
const MAX_ERROR_LENGTH = 200
const BAD_PARAMETERS = 'requestPayment:fail invalid payment parameters'

function requestFrom(options) {
  const opened = options || {}
  const payment = {}
  for (const field of Object.keys(PAYMENT_SHAPES)) payment[field] = decodeOption(opened[field])
  return {
    state: decodeOption(opened.state),
    orderId: decodeOption(opened.orderId),
    back: routeOrHome(decodeOption(opened.back)),
    language: languageOf(decodeOption(opened.lang)),
    payment,
  }
}

function wellFormed(request) {
  if (!STATE.test(request.state) || !ORDER_ID.test(request.orderId)) return false
  return Object.keys(PAYMENT_SHAPES).every((field) => PAYMENT_SHAPES[field].test(request.payment[field]))
}

/** 'ok', 'cancel' (the member closed WeChat's sheet: errMsg ends with "cancel") or 'fail'. */
function outcomeOf(result) {
  const errMsg = result && typeof result.errMsg === 'string' ? result.errMsg : ''
  if (/:ok$/.test(errMsg)) return 'ok'
  return /cancel$/.test(errMsg) ? 'cancel' : 'fail'
}

/** Back to the web app; home when this page was opened first (nothing to go back to). */
function leave() {
  if (getCurrentPages().length > 1) wx.navigateBack()
  else wx.reLaunch({ url: HOME_ROUTE })
}

Page({
  data: {
    title: '',
    line: '',
  },

  onLoad(options) {
    this.request = requestFrom(options)
    this.settled = false
    const words = wordsFor(this.request.language)
    this.setData({ title: words.payTitle, line: words.payOpening })
    wx.setNavigationBarTitle({ title: words.payTitle })
  },

  // WeChat's sheet opens over this page at once; malformed parameters never reach it.
  onReady() {
    if (!wellFormed(this.request)) {
      this.handOff('fail', BAD_PARAMETERS)
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      wx.requestPayment({
        ...this.request.payment,
        success: (res) => resolve(res),
        fail: (res) => resolve(res),
      })
    }).then((result) => {
      const outcome = outcomeOf(result)
      this.handOff(outcome, outcome === 'fail' && result && result.errMsg)
    })
  },

  // Left before WeChat answered (the system's back): the web app treats it as cancelled and finds
  // the order as it is (paid or still payable) when it shows the payment page.
  onUnload() {
    if (this.settled) return
    this.settled = true
    this.keepHandoff(this.query('cancel'))
  },

  query(outcome, errMsg) {
    const query = { mpAction: 'pay', mpState: this.request.state, mpResult: outcome }
    if (outcome === 'fail') query.mpError = String(errMsg || 'requestPayment:fail').slice(0, MAX_ERROR_LENGTH)
    return query
  },

  handOff(outcome, errMsg) {
    if (this.settled) return
    this.settled = true
    this.keepHandoff(this.query(outcome, errMsg))
    leave()
  },

  keepHandoff(query) {
    getApp().globalData.handoff = { query, back: this.request.back }
  },
})
