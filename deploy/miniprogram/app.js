// The host of the store's web app in WeChat (see README.md). Native pages hand results back to the
// web-view page through globalData.handoff.
App({
  globalData: {
    handoff: null,
  },
})
