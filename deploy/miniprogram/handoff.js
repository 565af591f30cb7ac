// Pure helpers for the hand-off between the web app (in the web-view) and the host's native pages.

const HOME_ROUTE = '/pages/index/index'
const MAX_ROUTE_LENGTH = 512
const MAX_TEMPLATES = 3
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/
const SHARE_CODE = /^[A-Za-z0-9_-]{1,32}$/

/** A store route the web app may be opened at: '/pages/…', no '#', no control characters. */
function isPageRoute(value) {
  return (
    typeof value === 'string' &&
    value.length <= MAX_ROUTE_LENGTH &&
    value.startsWith('/pages/') &&
    !value.includes('#') &&
    !CONTROL_CHARACTER.test(value)
  )
}

function routeOrHome(value) {
  return isPageRoute(value) ? value : HOME_ROUTE
}

/**
 * A page option as sent. The web app and WeChat URI-encode option values; depending on how the page
 * was opened WeChat hands them over decoded or not. A decoded route starts with '/', an encoded one
 * with '%2F', and the other values (nonces, template ids, codes) have no '%' of their own, so
 * decoding once when the value is not already a route is right in both cases.
 */
function decodeOption(value) {
  if (typeof value !== 'string') return ''
  if (value.startsWith('/')) return value
  try {
    return decodeURIComponent(value)
  } catch (error) {
    return value
  }
}

/** The web-view's first address, from the index page's options (a shared route or a code's scene). */
function webViewSrc(storeUrl, options) {
  const opened = options || {}
  const path = decodeOption(opened.path)
  if (isPageRoute(path)) return `${storeUrl}#${path}`
  const shareCode = decodeOption(opened.scene)
  if (SHARE_CODE.test(shareCode)) return `${storeUrl}?shareCode=${encodeURIComponent(shareCode)}#/`
  return `${storeUrl}#${HOME_ROUTE}`
}

function buildQuery(query) {
  return Object.keys(query)
    .filter((key) => query[key] !== undefined && query[key] !== null)
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(query[key]))}`)
    .join('&')
}

/** The web-view's address that brings a native page's result back to the web app. */
function handoffUrl(storeUrl, handoff) {
  return `${storeUrl}?${buildQuery(handoff.query || {})}#${routeOrHome(handoff.back)}`
}

/** The host path a forwarded share opens: the index page, asked to show the shared route. */
function sharePath(route) {
  return `${HOME_ROUTE}?path=${encodeURIComponent(route)}`
}

/** Subscribe message template ids from the comma-separated option (WeChat takes at most 3). */
function templateIds(value) {
  return decodeOption(value)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0)
    .slice(0, MAX_TEMPLATES)
}

module.exports = {
  HOME_ROUTE,
  MAX_ROUTE_LENGTH,
  isPageRoute,
  routeOrHome,
  decodeOption,
  webViewSrc,
  buildQuery,
  handoffUrl,
  sharePath,
  templateIds,
}
