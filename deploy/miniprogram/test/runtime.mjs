// A small stand-in for WeChat's mini program runtime, for tests of the host (this folder) and of the
// web app inside it. It loads app.js and the pages of app.json with a CommonJS `require` limited to
// the mini program's folder, keeps WeChat's page stack and lifecycle (onLoad → onShow → onReady,
// onHide, onUnload) and answers the wx APIs the way WeChat does (callbacks or, without any, a
// Promise). What it does not simulate it refuses loudly instead of guessing.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

const PAGE_STACK_LIMIT = 10
// What a mini program module sees as free names; Node's own globals are hidden (undefined).
const MODULE_PARAMETERS = [
  'require',
  'module',
  'exports',
  'App',
  'Page',
  'getApp',
  'getCurrentPages',
  'wx',
  'process',
  'global',
  'Buffer',
]
const LAUNCH_SCENE = 1001
// wx.requestPayment: only our pay page calls it, with the five signed fields of a JSAPI order.
const PAY_PAGE = 'pages/pay/index'
const PAYMENT_FIELDS = ['timeStamp', 'nonceStr', 'package', 'signType', 'paySign']

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

function decodeValue(value) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** A page URL's query as the options WeChat gives onLoad (values URI-decoded). */
export function parseQuery(query) {
  const options = {}
  for (const pair of (query || '').split('&')) {
    if (!pair) continue
    const equals = pair.indexOf('=')
    const key = equals < 0 ? pair : pair.slice(0, equals)
    options[decodeValue(key)] = equals < 0 ? '' : decodeValue(pair.slice(equals + 1))
  }
  return options
}

function failureOf(name, error) {
  if (error && typeof error === 'object' && typeof error.errMsg === 'string') return error
  const reason = error instanceof Error ? error.message : String(error ?? 'unknown')
  return { errMsg: `${name}:fail ${reason}` }
}

function makeEvent(type, detail) {
  const target = { id: '', dataset: {} }
  return { type, timeStamp: Date.now(), target, currentTarget: target, detail, mark: {} }
}

/** Lets every pending callback and promise reaction run. */
export function settle() {
  return new Promise((resolve) => setImmediate(resolve))
}

/**
 * root: the mini program's folder; config: answers require('…/config') instead of config.js;
 * wx: the test's own wx functions (login, requestSubscribeMessage, …). Each takes the call's options
 * and returns (or resolves to) the success result, or throws (rejects) the failure; the runtime adds
 * errMsg and calls success/fail/complete or returns a Promise, as WeChat does.
 */
export function createMiniProgram({ root, config, wx: supplied = {} } = {}) {
  const rootDir = path.resolve(root)
  const appJson = readJson(path.join(rootDir, 'app.json'))
  const calls = []
  const stack = []
  const srcListeners = new Set()
  const modules = new Map()
  const pageDefinitions = new Map()
  const pageTemplates = new Map()
  let appInstance = null
  let launched = false
  let loadingRoute = null
  let loginCount = 0

  // ---- modules -------------------------------------------------------------------------------

  function resolveModule(fromFile, request) {
    if (!request.startsWith('.') && !request.startsWith('/')) {
      throw new Error(`require('${request}'): only paths inside the mini program can be required`)
    }
    const base = request.startsWith('/') ? rootDir : path.dirname(fromFile)
    let file = path.join(base, request)
    if (!file.endsWith('.js')) file += '.js'
    if (!file.startsWith(rootDir + path.sep)) {
      throw new Error(`require('${request}') from ${fromFile} leaves the mini program`)
    }
    return file
  }

  function load(file) {
    if (config && file === path.join(rootDir, 'config.js')) return config
    const cached = modules.get(file)
    if (cached) return cached.exports
    if (!fs.existsSync(file)) throw new Error(`module not found: ${path.relative(rootDir, file)}`)
    const module = { exports: {} }
    modules.set(file, module)
    const run = vm.compileFunction(fs.readFileSync(file, 'utf8'), MODULE_PARAMETERS, { filename: file })
    const requireHere = (request) => load(resolveModule(file, request))
    run(requireHere, module, module.exports, App, Page, getApp, getCurrentPages, wx)
    return module.exports
  }

  function App(definition) {
    if (appInstance) throw new Error('App() may be called once')
    appInstance = { ...definition }
  }

  function Page(definition) {
    if (!loadingRoute) throw new Error('Page() outside a page module listed in app.json')
    if (pageDefinitions.has(loadingRoute)) throw new Error(`Page() called twice in ${loadingRoute}`)
    pageDefinitions.set(loadingRoute, definition)
  }

  function getApp() {
    return appInstance
  }

  function getCurrentPages() {
    return [...stack]
  }

  // ---- pages ---------------------------------------------------------------------------------

  function template(route) {
    if (!pageTemplates.has(route)) {
      pageTemplates.set(route, fs.readFileSync(path.join(rootDir, `${route}.wxml`), 'utf8'))
    }
    return pageTemplates.get(route)
  }

  /** Names of the handlers the page's WXML binds to an event (bindtap="x", catch:tap="x" …). */
  function boundHandlers(route, eventName) {
    const pattern = new RegExp(`\\b(?:bind|catch|capture-bind|capture-catch):?${eventName}="([^"]+)"`, 'g')
    return [...template(route).matchAll(pattern)].map((match) => match[1].trim())
  }

  /** The data key of the page's <web-view src="{{key}}">, or null. */
  function webViewSrcKey(route) {
    const match = template(route).match(/<web-view\b[^>]*\bsrc="\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}"/)
    return match ? match[1] : null
  }

  function splitUrl(url, fromRoute) {
    const text = String(url)
    const mark = text.indexOf('?')
    const pathPart = mark < 0 ? text : text.slice(0, mark)
    const query = mark < 0 ? '' : text.slice(mark + 1)
    const route = pathPart.startsWith('/')
      ? pathPart.slice(1)
      : path.posix.join(path.posix.dirname(fromRoute || ''), pathPart)
    if (!appJson.pages.includes(route)) throw new Error(`page "${route}" is not found`)
    return { route, options: parseQuery(query) }
  }

  function setData(page, patch, callback) {
    if (!patch || typeof patch !== 'object') throw new TypeError('setData takes an object')
    const srcKey = webViewSrcKey(page.route)
    const srcBefore = srcKey ? page.data[srcKey] : undefined
    for (const [key, value] of Object.entries(patch)) {
      if (/[.[]/.test(key)) throw new Error(`this runtime does not simulate setData paths ('${key}')`)
      page.data[key] = value === undefined ? undefined : structuredClone(value)
    }
    if (srcKey && page.data[srcKey] !== srcBefore) {
      for (const listener of srcListeners) listener(page.data[srcKey], page)
    }
    if (typeof callback === 'function') queueMicrotask(callback)
  }

  function createPage(route, options) {
    const definition = pageDefinitions.get(route)
    const page = {}
    for (const [key, value] of Object.entries(definition)) {
      page[key] = typeof value === 'function' ? value : structuredClone(value)
    }
    page.data = page.data ?? {}
    page.route = route
    page.options = { ...options }
    page.setData = (patch, callback) => setData(page, patch, callback)
    return page
  }

  function call(page, hook, ...args) {
    if (typeof page[hook] === 'function') return page[hook](...args)
    return undefined
  }

  function top() {
    return stack[stack.length - 1]
  }

  /** Pushes a page and runs onLoad → onShow → onReady, as far as the page is still shown. */
  function open(route, options) {
    const page = createPage(route, options)
    stack.push(page)
    call(page, 'onLoad', page.options)
    if (top() === page) call(page, 'onShow')
    if (top() === page) call(page, 'onReady')
    return page
  }

  function unload(page) {
    stack.splice(stack.indexOf(page), 1)
    call(page, 'onUnload')
  }

  function launch(route, options = {}) {
    const target = splitUrl(route.startsWith('/') ? route : `/${route}`)
    while (stack.length) unload(top())
    const launchOptions = { ...target.options, ...options }
    if (!launched) {
      launched = true
      const appOptions = { path: target.route, query: launchOptions, scene: LAUNCH_SCENE }
      call(appInstance, 'onLaunch', appOptions)
      call(appInstance, 'onShow', appOptions)
    }
    return open(target.route, launchOptions)
  }

  // ---- wx ------------------------------------------------------------------------------------

  /** A wx API in WeChat's asynchronous style around an implementation returning the success result. */
  function asyncApi(name, implementation) {
    return (options = {}) => {
      preconditions[name]?.(options)
      calls.push({ name, options })
      const { success, fail, complete } = options
      const outcome = new Promise((resolve) => resolve(implementation(options))).then(
        (result) => ({ ok: true, result: { errMsg: `${name}:ok`, ...result } }),
        (error) => ({ ok: false, result: failureOf(name, error) }),
      )
      const withCallbacks = [success, fail, complete].some((f) => typeof f === 'function')
      if (!withCallbacks) return outcome.then(({ ok, result }) => (ok ? result : Promise.reject(result)))
      outcome.then(({ ok, result }) => {
        if (ok && typeof success === 'function') success(result)
        if (!ok && typeof fail === 'function') fail(result)
        if (typeof complete === 'function') complete(result)
      })
      return undefined
    }
  }

  /** What WeChat checks before an API runs; a call this runtime would not expect fails the test. */
  const preconditions = {
    requestPayment(options) {
      const route = top()?.route
      if (route !== PAY_PAGE) throw new Error(`wx.requestPayment called from ${route}, not ${PAY_PAGE}`)
      const missing = PAYMENT_FIELDS.filter((field) => typeof options[field] !== 'string' || options[field] === '')
      if (missing.length) throw new Error(`wx.requestPayment without ${missing.join(', ')}`)
    },
  }

  function syncApi(name, implementation) {
    return (...args) => {
      calls.push({ name, options: args[0] })
      return implementation(...args)
    }
  }

  const navigation = {
    navigateTo({ url }) {
      const target = splitUrl(url, top()?.route)
      if (stack.length >= PAGE_STACK_LIMIT) throw new Error('webview count limit exceed')
      call(top(), 'onHide')
      open(target.route, target.options)
    },
    redirectTo({ url }) {
      const target = splitUrl(url, top()?.route)
      unload(top())
      open(target.route, target.options)
    },
    reLaunch({ url }) {
      const target = splitUrl(url, top()?.route)
      while (stack.length) unload(top())
      open(target.route, target.options)
    },
    navigateBack({ delta = 1 } = {}) {
      if (stack.length <= 1) throw new Error('cannot navigate back at first page')
      const count = Math.min(Math.max(1, delta), stack.length - 1)
      for (let i = 0; i < count; i += 1) unload(top())
      call(top(), 'onShow')
    },
  }

  const defaults = {
    login: () => {
      loginCount += 1
      return { code: `test-login-code-${loginCount}` }
    },
    requestSubscribeMessage: ({ tmplIds = [] }) => Object.fromEntries(tmplIds.map((id) => [id, 'accept'])),
    // The member pays in WeChat's sheet; a test's own requestPayment throws { errMsg } to cancel or fail.
    requestPayment: () => ({}),
    showToast: () => ({}),
    hideToast: () => ({}),
    showLoading: () => ({}),
    hideLoading: () => ({}),
    setNavigationBarTitle: () => ({}),
  }

  const api = {}
  for (const [name, implementation] of Object.entries({ ...defaults, ...supplied, ...navigation })) {
    if (name in supplied && name in navigation) throw new Error(`wx.${name} is the runtime's own`)
    api[name] = name.endsWith('Sync') ? syncApi(name, implementation) : asyncApi(name, implementation)
  }
  const wx = new Proxy(api, {
    get(target, name) {
      if (name in target) return target[name]
      if (typeof name === 'symbol' || name === 'then') return undefined
      throw new Error(`wx.${String(name)} is not simulated: pass it in createMiniProgram({ wx })`)
    },
  })

  // ---- loading -------------------------------------------------------------------------------

  load(path.join(rootDir, 'app.js'))
  if (!appInstance) throw new Error('app.js did not call App()')
  for (const route of appJson.pages) {
    loadingRoute = route
    try {
      load(path.join(rootDir, `${route}.js`))
    } finally {
      loadingRoute = null
    }
    if (!pageDefinitions.has(route)) throw new Error(`${route}.js did not call Page()`)
  }

  // ---- what a test does ----------------------------------------------------------------------

  /** Fires an event the top page's WXML binds, as WeChat would on a tap, and waits for its work. */
  async function trigger(eventName, handlerName, detail) {
    const page = top()
    const names = boundHandlers(page.route, eventName)
    const name = handlerName ?? names[0]
    if (!name || !names.includes(name)) {
      throw new Error(`${page.route}.wxml binds no ${eventName} event to ${handlerName ?? 'any handler'}`)
    }
    if (typeof page[name] !== 'function') throw new Error(`${page.route} has no handler ${name}`)
    const result = await page[name](makeEvent(eventName, detail))
    await settle()
    return result
  }

  function webViewPage() {
    return [...stack].reverse().find((page) => webViewSrcKey(page.route))
  }

  return {
    wx,
    calls,
    callsTo: (name) => calls.filter((entry) => entry.name === name).map((entry) => entry.options),
    app: () => appInstance,
    pages: () => [...stack],
    /** The object a page module passed to Page(). */
    pageDefinition: (route) => pageDefinitions.get(route),
    top,
    launch,
    settle,
    /** wx.navigateTo as the web app's wx.miniProgram.navigateTo asks for it; waits for its work. */
    async navigateTo(url) {
      const result = await wx.navigateTo({ url })
      await settle()
      return result
    },
    webViewSrc() {
      const page = webViewPage()
      return page ? page.data[webViewSrcKey(page.route)] : undefined
    },
    events: {
      /** callback(src, page) whenever a web-view page's src changes; returns an unsubscribe. */
      onWebViewSrc(callback) {
        srcListeners.add(callback)
        return () => srcListeners.delete(callback)
      },
    },
    tap: (handlerName, detail = {}) => trigger('tap', handlerName, detail),
    tapPhoneNumber: (detail) => trigger('getphonenumber', undefined, detail),
    /** The web app's postMessage data, delivered as WeChat does (on back, share or destroy). */
    deliverMessages: (data) => trigger('message', undefined, { data }),
    /** The member shares the top page from the menu: its onShareAppMessage's answer. */
    share(options = {}) {
      const page = top()
      if (typeof page.onShareAppMessage !== 'function') throw new Error(`${page.route} cannot be shared`)
      const srcKey = webViewSrcKey(page.route)
      const webViewUrl = srcKey ? page.data[srcKey] : undefined
      return page.onShareAppMessage({ from: 'menu', webViewUrl, ...options })
    },
  }
}
