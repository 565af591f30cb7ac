// The store's web app in a full-screen web-view; native pages hand their results back here.
const config = require('../../config')
const { isPageRoute, webViewSrc, handoffUrl, sharePath, HOME_ROUTE } = require('../../handoff')

const APP_NAME = 'Game Store'

/** The last valid `share` the web app posted in this delivery, or null. */
function lastShare(messages) {
  let found = null
  for (const message of Array.isArray(messages) ? messages : []) {
    const share = message && message.share
    if (share && typeof share === 'object' && isPageRoute(share.path)) found = share
  }
  return found
}

Page({
  data: {
    src: '',
  },

  onLoad(options) {
    this.keptShare = null
    this.setData({ src: webViewSrc(config.storeUrl, options) })
  },

  onShow() {
    const app = getApp()
    const handoff = app.globalData.handoff
    if (!handoff) return
    app.globalData.handoff = null
    this.setData({ src: handoffUrl(config.storeUrl, handoff) })
  },

  onMessage(e) {
    const share = lastShare(e && e.detail && e.detail.data)
    if (share) this.keptShare = share
  },

  onShareAppMessage() {
    const share = this.keptShare
    if (!share) return { title: APP_NAME, path: HOME_ROUTE }
    const message = {
      title: typeof share.title === 'string' && share.title ? share.title : APP_NAME,
      path: sharePath(share.path),
    }
    if (typeof share.imageUrl === 'string' && share.imageUrl) message.imageUrl = share.imageUrl
    return message
  },
})
