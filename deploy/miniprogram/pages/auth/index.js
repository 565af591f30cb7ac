// One native page for what a web-view cannot do: log in with the WeChat phone number, change the
// account's phone number to it, allow a subscribe message, or authorise the mini program for a
// member logged in another way (bind: a wx.login code, so WeChat Pay can pay as this account). The result goes back to the web app
// through getApp().globalData.handoff (the index page reloads the web-view with it).
const { HOME_ROUTE, decodeOption, routeOrHome, templateIds } = require('../../handoff')
const { languageOf, wordsFor } = require('../../i18n')

const ACTIONS = ['login', 'mobile', 'subscribe', 'bind']

function requestFrom(options) {
  const opened = options || {}
  return {
    action: decodeOption(opened.action),
    state: decodeOption(opened.state),
    back: routeOrHome(decodeOption(opened.back)),
    templates: templateIds(opened.templates),
    language: languageOf(decodeOption(opened.lang)),
  }
}

function canCarryOut(request) {
  if (!ACTIONS.includes(request.action)) return false
  return request.action !== 'subscribe' || request.templates.length > 0
}

/** Back to the web app; home when this page was opened first (nothing to go back to). */
function leave() {
  if (getCurrentPages().length > 1) wx.navigateBack()
  else wx.reLaunch({ url: HOME_ROUTE })
}

/** wx.login's code; rejects when WeChat fails or gives none. */
function loginCode() {
  return new Promise((resolve, reject) => {
    wx.login({
      success: (res) => (res && res.code ? resolve(res.code) : reject(res)),
      fail: reject,
    })
  })
}

/** 'accept' when the member accepted any of the templates, else 'reject' (also for 'ban' and fail). */
function subscribeAnswer(tmplIds) {
  return new Promise((resolve) => {
    wx.requestSubscribeMessage({
      tmplIds,
      success: (res) => resolve(tmplIds.some((id) => res && res[id] === 'accept') ? 'accept' : 'reject'),
      fail: () => resolve('reject'),
    })
  })
}

Page({
  data: {
    ready: false,
    action: '',
    title: '',
    line: '',
    words: {},
    busy: false,
  },

  onLoad(options) {
    this.request = requestFrom(options)
    this.settled = !canCarryOut(this.request)
    if (this.settled) return
    const action = this.request.action
    const words = wordsFor(this.request.language)
    const title = words[`${action}Title`]
    this.setData({ ready: true, action, title, line: words[`${action}Line`], words })
    wx.setNavigationBarTitle({ title })
  },

  // A request this page cannot carry out shows nothing: straight back to the web app.
  onReady() {
    if (!this.data.ready) leave()
  },

  onPhoneNumber(e) {
    const phoneCode = e && e.detail && e.detail.code
    const { action, state } = this.request
    // No code: the member refused; they may tap again or Cancel.
    if (!phoneCode || this.settled || this.data.busy) return Promise.resolve()
    if (action === 'mobile') {
      this.handOff({ mpAction: 'mobile', mpState: state, mpPhoneCode: phoneCode })
      return Promise.resolve()
    }
    if (action !== 'login') return Promise.resolve()
    this.setData({ busy: true })
    return loginCode().then(
      (code) => {
        this.handOff({ mpAction: 'login', mpState: state, mpLoginCode: code, mpPhoneCode: phoneCode })
      },
      () => {
        if (this.settled) return
        this.setData({ busy: false })
        wx.showToast({ title: this.data.words.quickLoginFailed, icon: 'none' })
      },
    )
  },

  onSubscribe() {
    if (this.settled || this.data.busy || this.request.action !== 'subscribe') return Promise.resolve()
    this.setData({ busy: true })
    return subscribeAnswer(this.request.templates).then((answer) => {
      this.handOff(this.subscribeQuery(answer))
    })
  },

  onAllowBind() {
    if (this.settled || this.data.busy || this.request.action !== 'bind') return Promise.resolve()
    this.setData({ busy: true })
    return loginCode().then(
      (code) => {
        this.handOff({ mpAction: 'bind', mpState: this.request.state, mpLoginCode: code })
      },
      () => {
        if (this.settled) return
        this.setData({ busy: false })
        wx.showToast({ title: this.data.words.quickLoginFailed, icon: 'none' })
      },
    )
  },

  onCancel() {
    if (this.settled) return
    if (this.request.action === 'subscribe') {
      this.handOff(this.subscribeQuery('reject'))
      return
    }
    this.settled = true
    leave()
  },

  // Leaving with the system's back: a subscribe request is refused like Cancel; the others need no answer.
  onUnload() {
    if (this.settled) return
    this.settled = true
    if (this.request.action === 'subscribe') this.keepHandoff(this.subscribeQuery('reject'))
  },

  subscribeQuery(answer) {
    return { mpAction: 'subscribe', mpState: this.request.state, mpSubscribe: answer }
  },

  handOff(query) {
    if (this.settled) return
    this.settled = true
    this.keepHandoff(query)
    leave()
  },

  keepHandoff(query) {
    getApp().globalData.handoff = { query, back: this.request.back }
  },
})
