// Bundles (issue 42) as a member meets them on a phone. An operator (through the console's API) puts
// two bundles on sale: any 3 / 5 / 7 of seven games for ¥49 / ¥69 / ¥89, and a fixed set of three
// games. The member finds the first on the home page and in search, picks games on its page and sees
// the tiers' progress as they go, confirms one order whose lines carry the bundle's price split by
// list price, pays it in the sandbox and gets a key for each game. A member who owns one game of the
// fixed set sees it left out and the set's price reduced ("complete the set"), and buys the rest.
// From the cart: a bundle added beside another game is one group there and both are paid in one order.
// Screenshots: the bundle page in simplified Chinese, dark, and in English, light. Runs on the demo
// catalogue; the bundles are switched off afterwards (later specs of this server's worker see none).

import assert from 'node:assert/strict'
import { axeViolations, describeViolations, prepareAxe, settled } from '../axe.mjs'
import { fen, orderOf } from '../shop.mjs'
import {
  OPERATOR_PASSWORD,
  after,
  api,
  baseUrl,
  before,
  createOperator,
  launch,
  logInHere,
  loginByApi,
  memberPage,
  newPhonePage,
  screenshot,
  test,
  toastsGone,
  tokenOf,
  waitForRoute,
} from '../support.mjs'

let browser
let admin
const created = []

before(async () => {
  browser = await launch()
  admin = await consoleApi(createOperator('catalogue'))
})

after(async () => {
  for (const id of created) await admin?.('/promotion/bundle/update-enabled', { method: 'POST', body: { id, enabled: false } })
  await browser?.close()
})

/** The /admin-api as the operator `username` (the console's bundle screens are another change's). */
async function consoleApi(username) {
  const call = async (path, { method = 'GET', body, token } = {}) => {
    const headers = { 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetch(`${baseUrl}/admin-api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    return response.json()
  }
  const login = await call('/system/auth/login', { method: 'POST', body: { username, password: OPERATOR_PASSWORD, language: 'en' } })
  assert.equal(login.code, 0, login.msg)
  return (path, options = {}) => call(path, { ...options, token: login.data.accessToken })
}

/**
 * `count` versions a member can buy together now: each the first version of a different game on sale,
 * with keys, costing something, not a pre-order and needing no base game (settled alone by `token`).
 */
async function versionsToBundle(token, count) {
  const page = await api('/product/spu/page?pageNo=1&pageSize=40&list=new&language=zh-Hans')
  assert.equal(page.code, 0, page.msg)
  const found = []
  for (const card of page.data.list) {
    const detail = await api(`/product/spu/get-detail?id=${card.id}&language=zh-Hans`)
    const sku = detail.data?.skus[0]
    if (!sku || sku.stock < 3 || sku.price <= 0) continue
    const settled = await api('/trade/order/settlement', { method: 'POST', token, body: { items: [{ skuId: sku.id, count: 1 }] } })
    if (settled.code !== 0 || settled.data.items[0].releaseTime !== null) continue
    found.push({ spuId: card.id, name: detail.data.name, skuId: sku.id, price: sku.price })
    if (found.length === count) return found
  }
  throw new Error(`the demo catalogue has fewer than ${count} versions to bundle`)
}

async function createBundle(body) {
  const answer = await admin('/promotion/bundle/create', { method: 'POST', body })
  assert.equal(answer.code, 0, answer.msg)
  created.push(answer.data.id)
  return answer.data
}

/** axe's WCAG A and AA findings on the screen as it is, one line each (none wanted). */
async function accessibilityProblems(page, screen) {
  await settled(page)
  return describeViolations(screen, await axeViolations(page)).map((problem) => problem.line)
}

const names = (name) => ({ en: name, 'zh-Hans': name, 'zh-Hant': name, ja: name })
const yuan = (amount) => `¥${(amount / 100).toFixed(2)}`

async function payInSandbox(page, payOrderId) {
  await page.getByTestId('pay-method-mock').click()
  await page.getByTestId('pay-submit').click()
  await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success`))
}

test('any 3 / 5 / 7: found on the home page and in search, picked with the tiers shown, one order paid, a key per game', async () => {
  const tokens = await loginByApi()
  const versions = await versionsToBundle(tokens.accessToken, 7)
  const tag = Date.now().toString(36)
  const bundle = await createBundle({
    names: names(`Pick-any ${tag}`),
    kind: 1,
    tiers: [
      { count: 3, price: 4900 },
      { count: 5, price: 6900 },
      { count: 7, price: 8900 },
    ],
    skuIds: versions.map((version) => version.skuId),
  })
  const { page } = await memberPage(browser, { language: 'zh-Hans', mode: 'dark', tokens })
  await prepareAxe(page)

  // Search finds it by name, above the games, with its tiers and "from ¥49".
  await page.goto(`/#/pages/goods/list?keyword=${encodeURIComponent(`Pick-any ${tag}`)}`)
  const found = page.getByTestId('shelf-bundles').getByTestId('bundle-card')
  await found.first().waitFor()
  assert.equal(await found.count(), 1)
  const offer = await found.getByTestId('bundle-offer').textContent()
  assert.ok(offer.includes('¥49.00 起'), offer)
  for (const tier of ['任选 3 款 ¥49.00', '任选 5 款 ¥69.00', '任选 7 款 ¥89.00']) assert.ok(offer.includes(tier), offer)
  await screenshot(page, 'bundle-search-zh-Hans-dark')

  // The home page's shelf (below the four lists, loaded as the member scrolls near) leads to its page.
  await page.goto('/')
  await page.getByTestId('shelf-best-selling').getByTestId('game-card').first().scrollIntoViewIfNeeded()
  const card = page.getByTestId('shelf-bundles').getByTestId('bundle-card').filter({ hasText: `Pick-any ${tag}` })
  await card.waitFor()
  await screenshot(page, 'bundle-home-zh-Hans-dark')
  await card.click()
  await waitForRoute(page, new RegExp(`#/pages/goods/bundle\\?id=${bundle.id}$`))
  await page.getByTestId('bundle-page').waitFor()
  const items = page.getByTestId('bundle-item')
  assert.equal(await items.count(), 7)
  assert.equal(await page.getByTestId('bundle-status').textContent(), '任选 3 款游戏，仅需 ¥49.00')
  assert.equal(await page.getByTestId('bundle-buy').isDisabled(), true)

  // Two picked: one more for ¥49.
  await items.nth(0).click()
  await items.nth(1).click()
  assert.equal(await page.getByTestId('bundle-status').textContent(), '已选 2/3 款，再选 1 款即享 ¥49.00')
  assert.equal(await items.nth(0).getAttribute('aria-checked'), 'true')
  await toastsGone(page)
  await screenshot(page, 'bundle-pick-zh-Hans-dark')

  // Three: the first tier reached at its price (never more than the three apart), the next one shown.
  await items.nth(2).click()
  const listTotal = versions.slice(0, 3).reduce((sum, version) => sum + version.price, 0)
  const price = Math.min(4900, listTotal)
  assert.equal(await page.getByTestId('bundle-status').textContent(), `已选 3 款：${yuan(price)}`)
  assert.equal(await page.getByTestId('bundle-next').textContent(), '再选 2 款：5 款 ¥69.00')
  assert.equal(fen(await page.getByTestId('bundle-amount').textContent()), price)
  await screenshot(page, 'bundle-pick-tier-zh-Hans-dark')
  assert.deepEqual(await accessibilityProblems(page, 'bundle dark'), [])

  // A fourth is no tier: nothing to buy until the fifth; taking it out again comes back to three.
  await items.nth(3).click()
  assert.equal(await page.getByTestId('bundle-status').textContent(), '已选 4/5 款，再选 1 款即享 ¥69.00')
  assert.equal(await page.getByTestId('bundle-buy').isDisabled(), true)
  await items.nth(3).click()
  assert.equal(await page.getByTestId('bundle-buy').isDisabled(), false)

  // Confirm Order: the three lines at their shares of the price, one order.
  await page.getByTestId('bundle-buy').click()
  await waitForRoute(page, new RegExp(`#/pages/order/confirm\\?bundleId=${bundle.id}&skuIds=`))
  await page.getByTestId('confirm-order').waitFor()
  assert.equal(await page.getByTestId('order-item').count(), 3)
  await page.getByTestId('confirm-bundle-note').waitFor()
  assert.equal(fen(await page.getByTestId('pay-amount').textContent()), price)
  await screenshot(page, 'bundle-confirm-zh-Hans-dark')
  await page.getByTestId('submit-order').click()
  await waitForRoute(page, /#\/pages\/pay\/index\?id=\d+/)
  const payOrderId = Number(new URLSearchParams(page.url().split('?').at(-1)).get('id'))
  await payInSandbox(page, payOrderId)
  await page.getByTestId('masked-code').nth(2).waitFor()
  assert.equal(await page.getByTestId('masked-code').count(), 3)

  const { order } = await orderOf(tokens.accessToken, payOrderId)
  assert.deepEqual(order.items.map((item) => item.bundleId), [bundle.id, bundle.id, bundle.id])
  assert.deepEqual(
    order.items.map((item) => item.skuId).sort(),
    versions.slice(0, 3).map((version) => version.skuId).sort(),
  )
  assert.equal(order.items.reduce((sum, item) => sum + item.payPrice, 0), price)
  assert.equal(order.activationCodes.length, 3)
  assert.deepEqual(page.errors, [])
})

test('a fixed set: the game the member owns is left out and the price reduced; English, light', async () => {
  const tokens = await loginByApi()
  const [owned, ...others] = await versionsToBundle(tokens.accessToken, 3)
  // The member owns the first game: bought and paid before the set is opened.
  const bought = await api('/trade/order/create', { method: 'POST', token: tokens.accessToken, body: { items: [{ skuId: owned.skuId, count: 1 }] } })
  assert.equal(bought.code, 0, bought.msg)
  const paid = await api('/pay/order/submit', { method: 'POST', token: tokens.accessToken, body: { id: bought.data.payOrderId, channelCode: 'mock' } })
  assert.equal(paid.code, 0, paid.msg)
  const tag = Date.now().toString(36)
  const bundle = await createBundle({ names: names(`Set ${tag}`), kind: 2, price: 9900, skuIds: [owned.skuId, ...others.map((version) => version.skuId)] })
  const detail = await api(`/product/bundle/get?id=${bundle.id}`, { token: tokens.accessToken })
  assert.equal(detail.code, 0, detail.msg)
  assert.equal(detail.data.ownedCount, 1)
  const setPrice = detail.data.setPrice
  assert.ok(setPrice < Math.min(9900, detail.data.listPrice), `${setPrice} is reduced`)

  const { page } = await memberPage(browser, { language: 'en', mode: 'light', tokens })
  await prepareAxe(page)
  // A bundle that is not there says so in the member's language.
  await page.goto('/#/pages/goods/bundle?id=99999999')
  await page.getByTestId('page-error').getByText('This bundle does not exist').waitFor()

  await page.goto(`/#/pages/goods/bundle?id=${bundle.id}`)
  await page.getByTestId('bundle-page').waitFor()
  await page.getByTestId('bundle-complete-set').getByText('Complete the set', { exact: true }).waitFor()
  const ownedRow = page.locator(`[data-testid="bundle-item"][data-sku="${owned.skuId}"]`)
  await ownedRow.getByTestId('bundle-item-left-out').getByText('Owned · left out').waitFor()
  assert.equal(await page.getByTestId('bundle-item-left-out').count(), 1)
  assert.equal(fen(await page.getByTestId('bundle-amount').textContent()), setPrice)
  assert.equal(fen(await page.getByTestId('bundle-list-total').textContent()), Math.min(9900, detail.data.listPrice))
  await screenshot(page, 'bundle-set-en-light')
  assert.deepEqual(await accessibilityProblems(page, 'bundle set light'), [])

  await page.getByTestId('bundle-buy').click()
  await waitForRoute(page, new RegExp(`#/pages/order/confirm\\?bundleId=${bundle.id}$`))
  await page.getByTestId('confirm-order').waitFor()
  assert.equal(await page.getByTestId('order-item').count(), 2)
  assert.equal(await page.getByTestId('confirm-bundle-owned').textContent(), '1 game you own is left out')
  assert.equal(fen(await page.getByTestId('pay-amount').textContent()), setPrice)
  await screenshot(page, 'bundle-set-confirm-en-light')
  await page.getByTestId('submit-order').click()
  await waitForRoute(page, /#\/pages\/pay\/index\?id=\d+/)
  const payOrderId = Number(new URLSearchParams(page.url().split('?').at(-1)).get('id'))
  const { order } = await orderOf(tokens.accessToken, payOrderId)
  assert.deepEqual(order.items.map((item) => item.skuId).sort(), others.map((version) => version.skuId).sort())
  assert.equal(order.items.reduce((sum, item) => sum + item.payPrice, 0), setPrice)
  assert.deepEqual(page.errors, [])
})

test("out of stock: the card says so, and a game without keys or off the shelf cannot be picked", async () => {
  const tokens = await loginByApi()
  const versions = await versionsToBundle(tokens.accessToken, 4)
  const tag = Date.now().toString(36)
  const bundle = await createBundle({
    names: names(`Sold-out ${tag}`),
    kind: 1,
    tiers: [{ count: 2, price: 2900 }],
    skuIds: versions.map((version) => version.skuId),
  })
  const [empty, offShelf] = versions
  const { page } = await memberPage(browser, { language: 'zh-Hans', mode: 'light', tokens })
  await prepareAxe(page)
  // The demo catalogue keeps keys in stock and games on the shelf: the answers are changed on their way to the page.
  await page.route('**/app-api/product/bundle/page?**', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    for (const found of body.data.list) if (found.id === bundle.id) found.stock = 0
    await route.fulfill({ response, json: body })
  })
  await page.route('**/app-api/product/bundle/get?**', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.data.stock = 0
    for (const item of body.data.items) {
      if (item.skuId === empty.skuId) item.stock = 0
      if (item.skuId === offShelf.skuId) item.onSale = false
    }
    await route.fulfill({ response, json: body })
  })

  await page.goto(`/#/pages/goods/list?keyword=${encodeURIComponent(`Sold-out ${tag}`)}`)
  const card = page.getByTestId('bundle-card')
  await card.getByTestId('bundle-sold-out').getByText('已售罄').waitFor()
  await card.click()
  await page.getByTestId('bundle-page').waitFor()
  const row = (version) => page.locator(`[data-testid="bundle-item"][data-sku="${version.skuId}"]`)
  assert.equal(await row(empty).getByTestId('bundle-item-unavailable').textContent(), '已售罄')
  assert.equal(await row(offShelf).getByTestId('bundle-item-unavailable').textContent(), '已下架')
  for (const version of [empty, offShelf]) {
    assert.equal(await row(version).getAttribute('aria-disabled'), 'true')
    await row(version).click({ force: true }) // a member's tap does nothing
    assert.equal(await row(version).getAttribute('aria-checked'), 'false')
  }
  // The two with keys make the tier.
  await row(versions[2]).click()
  await row(versions[3]).click()
  assert.equal(await page.getByTestId('bundle-buy').isDisabled(), false)
  await screenshot(page, 'bundle-sold-out-zh-Hans-light')
  assert.deepEqual(await accessibilityProblems(page, 'bundle sold out light'), [])
  assert.deepEqual(page.errors, [])
})

test('a visitor sees the whole set and is asked to log in to buy it', async () => {
  const tokens = await loginByApi()
  const versions = await versionsToBundle(tokens.accessToken, 2)
  const bundle = await createBundle({ names: names(`Visitor set ${Date.now().toString(36)}`), kind: 2, price: 1, skuIds: versions.map((version) => version.skuId) })
  const page = await newPhonePage(browser)
  await page.goto(`/#/pages/goods/bundle?id=${bundle.id}`)
  await page.getByTestId('bundle-page').waitFor()
  assert.equal(await page.getByTestId('bundle-item-left-out').count(), 0)
  assert.equal(await page.getByTestId('bundle-amount').textContent(), '¥0.01')
  await page.getByTestId('bundle-buy').click()
  const dialog = page.locator('.adm-dialog')
  await dialog.getByText('登录后将为您打开确认订单。').waitFor()
  await dialog.getByText('去登录').click()
  await waitForRoute(page, /#\/pages\/user\/login/)
  assert.deepEqual(page.errors, [])
})

test('a visitor picks three games, adds them to the cart, logs in and comes back to the pick shown and in the cart', async () => {
  const versions = await versionsToBundle((await loginByApi()).accessToken, 4)
  const tag = Date.now().toString(36)
  const bundle = await createBundle({ names: names(`Visitor pick ${tag}`), kind: 1, tiers: [{ count: 3, price: 4900 }], skuIds: versions.map((version) => version.skuId) })
  const page = await newPhonePage(browser)
  await page.goto(`/#/pages/goods/bundle?id=${bundle.id}`)
  await page.getByTestId('bundle-page').waitFor()
  const items = page.getByTestId('bundle-item')
  for (const at of [0, 2, 3]) await items.nth(at).click()
  await page.getByTestId('bundle-status').getByText('已选 3 款', { exact: false }).waitFor()

  await page.getByTestId('bundle-add-to-cart').click()
  const dialog = page.locator('.adm-dialog')
  await dialog.getByText('请先登录').waitFor()
  await dialog.getByText('去登录').click()
  await logInHere(page)

  // Back on the bundle's page: the three still picked, the bundle added to the cart once (with its toast).
  await waitForRoute(page, new RegExp(`#/pages/goods/bundle\\?id=${bundle.id}&picked=`))
  await page.locator('.adm-toast-main').getByText('组合包已加入购物车').waitFor()
  await page.getByTestId('bundle-page').waitFor()
  const checked = await items.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-checked')))
  assert.deepEqual(checked, ['true', 'false', 'true', 'true'])
  await page.getByTestId('bundle-status').getByText('已选 3 款', { exact: false }).waitFor()
  await toastsGone(page)
  await screenshot(page, 'bundle-pick-after-login')
  const cart = await api('/trade/cart/list', { token: await tokenOf(page) })
  assert.deepEqual(
    cart.data.bundles.map((group) => [group.bundleId, group.items.map((item) => item.skuId).sort()]),
    [[bundle.id, [versions[0].skuId, versions[2].skuId, versions[3].skuId].sort()]],
  )

  // Going back and forth keeps it; unpicking one takes it out of the address too.
  await items.nth(3).click()
  await waitForRoute(page, new RegExp(`picked=${versions[0].skuId}%2C${versions[2].skuId}$`))
  await page.reload()
  await page.getByTestId('bundle-page').waitFor()
  assert.deepEqual(await items.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-checked'))), ['true', 'false', 'true', 'false'])
  assert.deepEqual(page.errors, [])
})

test('from the cart: a bundle added beside another game, both paid in one order; a bundle gone off sale says so', async () => {
  const tokens = await loginByApi()
  const token = tokens.accessToken
  const [game, ...versions] = await versionsToBundle(token, 5)
  const tag = Date.now().toString(36)
  const bundle = await createBundle({ names: names(`Cart pick ${tag}`), kind: 1, tiers: [{ count: 3, price: 4900 }], skuIds: versions.map((version) => version.skuId) })
  // The other game is in the cart already (the cart spec adds from a game's page).
  const added = await api('/trade/cart/add', { method: 'POST', token, body: { skuId: game.skuId, count: 1 } })
  assert.equal(added.code, 0, added.msg)

  const { page } = await memberPage(browser, { language: 'zh-Hans', mode: 'dark', tokens })
  await prepareAxe(page)
  await page.goto(`/#/pages/goods/bundle?id=${bundle.id}`)
  await page.getByTestId('bundle-page').waitFor()
  const items = page.getByTestId('bundle-item')
  assert.equal(await page.getByTestId('bundle-add-to-cart').isDisabled(), true) // no tier picked yet
  for (const at of [0, 1, 2]) await items.nth(at).click()
  const price = Math.min(4900, versions.slice(0, 3).reduce((sum, version) => sum + version.price, 0))
  await page.getByTestId('bundle-add-to-cart').click()
  await page.locator('.adm-toast-main').getByText('组合包已加入购物车').waitFor()
  await toastsGone(page)
  await screenshot(page, 'bundle-add-to-cart-zh-Hans-dark')

  // The cart: the bundle as one group (its name, its three games, its price) above the game.
  await page.goto('/#/pages/goods/cart')
  const group = page.getByTestId('cart-bundle')
  await group.waitFor()
  assert.equal(await group.getByTestId('cart-bundle-name').textContent(), `Cart pick ${tag}`)
  assert.equal(await group.getByTestId('cart-bundle-game').count(), 3)
  assert.equal(fen(await group.getByTestId('cart-bundle-price').textContent()), price)
  const cart = await api('/trade/cart/list', { token })
  const gamePrice = cart.data.validList[0].sku.displayMemberPrice
  assert.equal(fen(await page.getByTestId('cart-total').textContent()), price + gamePrice)
  assert.equal(await page.getByTestId('cart-checkout').textContent(), '结算(2)')
  await screenshot(page, 'bundle-cart-zh-Hans-dark')
  assert.deepEqual(await accessibilityProblems(page, 'cart with a bundle dark'), [])

  // A game of the bundle on its own too: the cart names it and offers no Check out until one is unselected.
  const alsoAlone = await api('/trade/cart/add', { method: 'POST', token, body: { skuId: versions[0].skuId, count: 1 } })
  assert.equal(alsoAlone.code, 0, alsoAlone.msg)
  await page.reload()
  const twice = page.getByTestId('cart-version-twice')
  await twice.waitFor()
  assert.ok((await twice.textContent()).startsWith(`${versions[0].name} `), await twice.textContent())
  assert.ok((await twice.textContent()).includes('请只保留一处再结算'), await twice.textContent())
  assert.equal(await page.getByTestId('cart-checkout').isDisabled(), true)
  await screenshot(page, 'bundle-cart-twice-zh-Hans-dark')
  assert.deepEqual(await accessibilityProblems(page, 'cart with a version twice dark'), [])
  await page.getByTestId('cart-item').filter({ hasText: versions[0].name }).getByTestId('cart-item-check').click()
  await twice.waitFor({ state: 'detached' })
  assert.equal(await page.getByTestId('cart-checkout').isDisabled(), false)
  const removed = await api(`/trade/cart/delete?ids=${alsoAlone.data}`, { method: 'DELETE', token })
  assert.equal(removed.code, 0, removed.msg)
  await page.reload()
  await page.getByTestId('cart-checkout').getByText('结算(2)').waitFor()

  // Unselected, it leaves the total; selected again, it is back.
  await group.getByTestId('cart-bundle-check').click()
  await page.getByTestId('cart-checkout').getByText('结算(1)').waitFor()
  assert.equal(fen(await page.getByTestId('cart-total').textContent()), gamePrice)
  await group.getByTestId('cart-bundle-check').click()
  await page.getByTestId('cart-checkout').getByText('结算(2)').waitFor()

  // One order: the game at its price, the bundle's three games at their shares of its price.
  await page.getByTestId('cart-checkout').click()
  await waitForRoute(page, /#\/pages\/order\/confirm\?items=.*&cartBundles=\d+/)
  await page.getByTestId('confirm-order').waitFor()
  assert.equal(await page.getByTestId('order-item').count(), 4)
  await page.getByTestId('confirm-bundle-note').waitFor()
  assert.equal(fen(await page.getByTestId('pay-amount').textContent()), price + gamePrice)
  await screenshot(page, 'bundle-cart-confirm-zh-Hans-dark')
  await page.getByTestId('submit-order').click()
  await waitForRoute(page, /#\/pages\/pay\/index\?id=\d+/)
  const payOrderId = Number(new URLSearchParams(page.url().split('?').at(-1)).get('id'))
  await payInSandbox(page, payOrderId)
  await page.getByTestId('masked-code').nth(3).waitFor()

  const { order } = await orderOf(token, payOrderId)
  const inBundle = order.items.filter((item) => item.bundleId === bundle.id)
  assert.deepEqual(inBundle.map((item) => item.skuId).sort(), versions.slice(0, 3).map((version) => version.skuId).sort())
  assert.deepEqual(order.items.filter((item) => item.bundleId === null).map((item) => item.skuId), [game.skuId])
  assert.equal(inBundle.reduce((sum, item) => sum + item.payPrice, 0), price)
  assert.equal(order.items.reduce((sum, item) => sum + item.payPrice, 0), order.payPrice)
  assert.equal(order.payPrice, price + gamePrice)
  const after = await api('/trade/cart/list', { token })
  assert.deepEqual([after.data.validList.length, after.data.bundles.length], [0, 0])
  assert.deepEqual(page.errors, [])

  // English, light: a bundle in the cart that went off sale says why and cannot be selected; Edit removes
  // it with a game in one go.
  const later = await createBundle({ names: names(`Cart later ${tag}`), kind: 1, tiers: [{ count: 2, price: 2900 }], skuIds: versions.map((version) => version.skuId) })
  const put = await api('/trade/cart/add-bundle', { method: 'POST', token, body: { bundleId: later.id, skuIds: [versions[2].skuId, versions[3].skuId] } })
  assert.equal(put.code, 0, put.msg)
  await admin('/promotion/bundle/update-enabled', { method: 'POST', body: { id: later.id, enabled: false } })
  const { page: english } = await memberPage(browser, { language: 'en', mode: 'light', tokens })
  await prepareAxe(english)
  await english.goto('/#/pages/goods/cart')
  const gone = english.getByTestId('cart-bundle')
  await gone.getByTestId('cart-bundle-problem').getByText('This bundle is not on sale now').waitFor()
  assert.equal(await gone.getByTestId('cart-bundle-check').count(), 0)
  assert.equal(await english.getByTestId('cart-checkout').isDisabled(), true)
  await screenshot(english, 'bundle-cart-off-sale-en-light')
  assert.deepEqual(await accessibilityProblems(english, 'cart with a bundle off sale light'), [])
  const gameInCart = await api('/trade/cart/add', { method: 'POST', token, body: { skuId: versions[0].skuId, count: 1 } })
  assert.equal(gameInCart.code, 0, gameInCart.msg)
  await english.reload()
  await english.getByTestId('cart-valid').waitFor()
  await english.getByTestId('cart-edit').click()
  await gone.getByTestId('cart-bundle-check').click()
  assert.equal(await gone.getByTestId('cart-bundle-delete').count(), 0)
  await english.getByTestId('cart-valid').getByTestId('cart-item-check').click()
  await english.getByTestId('cart-delete-selected').getByText('Delete (2)').waitFor()
  await screenshot(english, 'bundle-cart-edit-en-light')
  await english.getByTestId('cart-delete-selected').click()
  await english.locator('.adm-dialog').getByText('Delete', { exact: true }).click()
  await english.getByTestId('cart-empty').waitFor()
  const emptied = await api('/trade/cart/list', { token })
  assert.deepEqual([emptied.data.validList.length, emptied.data.bundles.length], [0, 0])
  assert.deepEqual(english.errors, [])
})
