// Accessibility: every screen of the app, in the dark and the light theme at 375 × 812, and every
// page of the operator console at 1280 × 800, passes axe-core's WCAG 2.0/2.1 A and AA rules (text
// contrast at least 4.5:1, 3:1 for large text, among them); a toast breaks its lines between words,
// never inside one, at the largest font size.

import assert from 'node:assert/strict'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { axeViolations, describeViolations, prepareAxe, settled } from '../axe.mjs'
import { gamesInStock } from '../shop.mjs'
import {
  after,
  api,
  artifactsDir,
  baseUrl,
  before,
  consoleApiAs,
  consoleLogin,
  createOperator,
  launch,
  loginByApi,
  newDesktopPage,
  newMobile,
  newPhonePage,
  operator,
  shownAtRest,
  test,
  waitForRoute,
} from '../support.mjs'

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src')

/** The app's routes, name → path, as lib/paths.ts lists them. */
function appPaths() {
  const source = readFileSync(join(srcDir, 'lib', 'paths.ts'), 'utf8')
  const table = source.slice(source.indexOf('export const PATHS'), source.indexOf('} as const'))
  return Object.fromEntries([...table.matchAll(/^\s+(\w+): '(\/[^']+)'/gm)].map(([, name, path]) => [name, path]))
}

/** The console's page addresses, as admin/routes.ts lists them. */
function consolePaths() {
  const source = readFileSync(join(srcDir, 'admin', 'routes.ts'), 'utf8')
  return [...source.matchAll(/\{ path: '([^']+)'/g)].map(([, path]) => path)
}

let browser
/** What the screens show: a member with an order, a key, an item and a collectible; a game; an article. */
let shop

before(async () => {
  browser = await launch()
  const mobile = newMobile()
  const tokens = await loginByApi(mobile)
  const token = tokens.accessToken
  const [game, other] = await gamesInStock(token, 2)
  const bought = await placeOrder(token, game.sku)
  const paid = await api('/pay/order/submit', { method: 'POST', token, body: { id: bought.payOrderId, channelCode: 'mock' } })
  assert.equal(paid.code, 0, paid.msg)
  const unpaid = await placeOrder(token, game.sku)
  const gift = await placeOrder(token, game.sku, { gift: true, giftMessage: 'For you' })
  const giftPaid = await api('/pay/order/submit', { method: 'POST', token, body: { id: gift.payOrderId, channelCode: 'mock' } })
  assert.equal(giftPaid.code, 0, giftPaid.msg)
  const giftCode = (await api(`/trade/order/get-detail?id=${gift.id}`, { token })).data.gift.code
  const payOrder = await api(`/pay/order/get?id=${bought.payOrderId}`, { token })
  assert.equal(payOrder.code, 0, payOrder.msg)
  const added = await api('/trade/cart/add', { method: 'POST', token, body: { skuId: game.sku.id, count: 1 } })
  assert.equal(added.code, 0, added.msg)
  operator('grant-item', '--mobile', mobile, '--item', 'quantum-cats-skin', '--reference', 'e2e-a11y')
  operator('grant-item', '--mobile', mobile, '--collectible', 'golden-quantum-cat', '--reference', 'e2e-a11y')
  const collectibles = await api('/member/collectible/page?pageNo=1&pageSize=10', { token })
  assert.equal(collectibles.code, 0, collectibles.msg)
  const articles = await api('/promotion/article/page?pageNo=1&pageSize=1')
  assert.equal(articles.code, 0, articles.msg)
  // A fixed set of two games (the bundle page), switched off again after.
  const admin = await consoleApiAs(createOperator('catalogue'))
  const texts = { en: 'Pair', 'zh-Hans': 'Pair', 'zh-Hant': 'Pair', ja: 'Pair' }
  const skuIds = [game.sku.id, other.sku.id]
  const bundle = await admin('/promotion/bundle/create', { method: 'POST', body: { names: texts, kind: 2, price: 100, skuIds } })
  assert.equal(bundle.code, 0, bundle.msg)
  shop = {
    admin,
    bundleId: bundle.data.id,
    tokens,
    game,
    orderId: bought.id,
    payOrder: payOrder.data,
    unpaidPayOrderId: unpaid.payOrderId,
    collectibleId: collectibles.data.list[0].id,
    articleId: articles.data.list[0].id,
    giftCode,
  }
})

after(async () => {
  await browser?.close()
  if (shop) await shop.admin('/promotion/bundle/update-enabled', { method: 'POST', body: { id: shop.bundleId, enabled: false } })
})

async function placeOrder(token, sku, extra = {}) {
  const created = await api('/trade/order/create', {
    method: 'POST',
    token,
    body: { items: [{ skuId: sku.id, count: 1 }], pointStatus: false, remark: '', ...extra },
  })
  assert.equal(created.code, 0, created.msg)
  return created.data
}

/** Each route's query: the things the screen shows (null: the route needs none). */
function routeQueries() {
  const { game, orderId, payOrder, unpaidPayOrderId, collectibleId, articleId, giftCode, bundleId } = shop
  return {
    home: null,
    explore: null,
    userCenter: null,
    // The login pages are seen by a visitor (a member is sent on).
    indexLogin: 'guest',
    login: 'guest',
    // Steam's sign-in came back without an answer: the page offers to try again.
    indexSteam: { errCode: '1' },
    userInfo: null,
    point: null,
    signIn: null,
    level: null,
    tasks: null,
    items: null,
    collection: null,
    collectible: { id: collectibleId },
    referrals: null,
    help: null,
    feedback: null,
    notifications: null,
    gameDetail: { id: game.id },
    bundle: { id: bundleId },
    gameList: null,
    gameListBase: { list: 'new' },
    teams: null,
    search: null,
    categories: null,
    reviews: { spuId: game.id },
    cart: null,
    // The member has no favourite: the empty state.
    favorites: null,
    footprints: null,
    myGames: null,
    confirmOrder: { items: JSON.stringify([{ skuId: game.sku.id, count: 1 }]) },
    orderList: null,
    orderDetail: { id: orderId },
    orderFeedback: { orderId },
    pay: { id: unpaidPayOrderId },
    payResult: { id: payOrder.id, payState: 'success', orderType: payOrder.merchantType },
    rechargeLog: null,
    wallet: null,
    settings: null,
    language: null,
    richText: { doc: 'user-agreement' },
    // The page frames an outside address; the frame's content is not ours.
    webView: { url: `${baseUrl}/favicon.svg`, title: 'GameStore' },
    error: { errCode: '404', errMsg: 'Not found' },
    articleDetail: { id: articleId },
    // The member's own gift's link (the giver's view); their gifts sent.
    giftClaim: { code: giftCode },
    giftSent: null,
  }
}

/** '/#/pages/…?a=b' for every route, the visitor's apart. */
function screens() {
  const queries = routeQueries()
  const paths = appPaths()
  const unlisted = Object.keys(paths).filter((name) => !(name in queries))
  assert.deepEqual(unlisted, [], 'every route of lib/paths.ts is checked here: add the new ones to routeQueries()')
  const gone = Object.keys(queries).filter((name) => !(name in paths))
  assert.deepEqual(gone, [], 'routeQueries() names only routes lib/paths.ts has (and it was read)')
  return Object.entries(paths).map(([name, path]) => {
    const query = queries[name]
    const search = query && query !== 'guest' ? `?${new URLSearchParams(query)}` : ''
    return { name, hash: `#${path}${search}`, guest: query === 'guest' }
  })
}

/** A phone page whose stored settings say `mode`, logged in as the shop's member unless `guest`. */
async function phonePage({ language, mode, guest, fontSize = 14 }) {
  const page = await newPhonePage(browser, { language: language === 'en' ? 'en' : 'zh-CN' })
  await prepareAxe(page)
  await page.addInitScript(
    ([sys, pair]) => {
      // Not in a web-view's frame.
      if (globalThis.top !== globalThis) return
      if (!localStorage.getItem('sys')) localStorage.setItem('sys', JSON.stringify({ state: sys, version: 0 }))
      if (pair && !localStorage.getItem('user')) {
        const state = { token: pair.accessToken, refreshToken: pair.refreshToken, expiresTime: pair.expiresTime }
        localStorage.setItem('user', JSON.stringify({ state, version: 0 }))
      }
    },
    [{ language, theme: 'orange-red', mode, modeAuto: false, fontSize, priceUnit: 'CNY' }, guest ? null : shop.tokens],
  )
  return page
}

/**
 * The same finding on several screens, once: `rule · target · what is wrong ← screens`; also kept
 * in e2e/artifacts/<name>.txt (a long list is cut short in the assertion's message).
 */
function grouped(problems, name) {
  const screensOf = new Map()
  for (const { screen, line } of problems) screensOf.set(line, [...(screensOf.get(line) ?? []), screen])
  const lines = [...screensOf].map(([line, where]) => `${line} ← ${where.join(', ')}`)
  mkdirSync(artifactsDir, { recursive: true })
  writeFileSync(join(artifactsDir, `${name}.txt`), lines.join('\n'))
  return lines
}

/** Visits each screen in turn (one page, the hash changing) and answers axe's findings, one line each. */
async function checkScreens(page, list, label) {
  const problems = []
  for (const screen of list) {
    await page.goto(`/${screen.hash}`)
    await waitForRoute(page, new RegExp(`^${screen.hash.split('?')[0].replace(/[/]/g, '\\/')}`))
    // 30 s: the collectible's 3D model (software WebGL) took over 15 s to come to rest beside a second worker.
    await settled(page, { timeout: 30_000 })
    problems.push(...describeViolations(`${label} ${screen.name}`, await axeViolations(page)))
  }
  return problems
}

test('every screen passes the WCAG A and AA checks in the dark and the light theme', async () => {
  // 4 minutes: 48 screens, twice, each waiting for its data and pictures, then axe (about 1 s a screen on 2 cores).
  test.setTimeout(240_000)
  const list = screens()
  const problems = []
  const errors = []
  for (const [language, mode] of [
    ['zh-Hans', 'dark'],
    ['en', 'light'],
  ]) {
    for (const guest of [false, true]) {
      const page = await phonePage({ language, mode, guest })
      problems.push(...(await checkScreens(page, list.filter((screen) => screen.guest === guest), mode)))
      errors.push(...page.errors)
      await page.context().close()
    }
  }
  assert.deepEqual(grouped(problems, 'a11y-app'), [])
  assert.deepEqual(errors, [])
})

test('every page of the operator console passes the WCAG A and AA checks', async () => {
  // 2 minutes: 21 pages, each waiting for its tables, then axe (about 1 s a page on 2 cores).
  test.setTimeout(120_000)
  const page = await newDesktopPage(browser, { language: 'en' })
  await prepareAxe(page)
  const paths = consolePaths()
  assert.ok(paths.length >= 20 && paths.includes('/'), `admin/routes.ts was read: ${paths.join(' ')}`)
  // The login page first, then every page an admin has.
  await page.goto('/admin')
  await page.getByLabel(/用户名|Username/).waitFor()
  await settled(page)
  const problems = describeViolations('console login', await axeViolations(page))
  await consoleLogin(page, createOperator('admin'))
  for (const path of paths) {
    await page.goto(`/admin#${path}`)
    // The pointer off the page: a row or link under it would be checked in its hover colours.
    await page.mouse.move(0, 0)
    await settled(page)
    problems.push(...describeViolations(`console ${path}`, await axeViolations(page)))
  }
  assert.deepEqual(grouped(problems, 'a11y-console'), [])
  assert.deepEqual(page.errors, [])
})

/**
 * The toast's words as laid out: each word's line boxes (Range.getClientRects, one per line it is
 * on) → `{ lines: how many lines the text takes, broken: the words laid over two lines or more }`.
 */
function toastLayout(page) {
  return page.locator('.adm-toast-main').evaluate((toast) => {
    const walker = globalThis.document.createTreeWalker(toast, globalThis.NodeFilter.SHOW_TEXT)
    const tops = new Set()
    const broken = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.data.matchAll(/\S+/g)) {
        const range = globalThis.document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const wordTops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        for (const top of wordTops) tops.add(top)
        if (wordTops.size > 1) broken.push(match[0])
      }
    }
    return { lines: tops.size, broken }
  })
}

test('a toast breaks its lines between words, never inside one, at the largest font size', async () => {
  const page = await phonePage({ language: 'en', mode: 'light', guest: true, fontSize: 18 })
  await page.goto('/#/pages/user/login')
  // Logging in with a code never sent: "The verification code is invalid or has expired, please request a new one".
  await page.getByPlaceholder('Phone number').fill(newMobile())
  await page.getByPlaceholder('6-digit code').fill('123456')
  await page.getByTestId('agree-box').click()
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.locator('.adm-toast-main', { hasText: 'verification code' }).waitFor()
  await shownAtRest(page, '.adm-toast-main')
  const layout = await toastLayout(page)
  assert.ok(layout.lines >= 3, `the message takes ${layout.lines} lines at 18 px: it must wrap for this test to mean anything`)
  assert.deepEqual(layout.broken, [])
  assert.deepEqual(page.errors, [])
  await page.context().close()
})
