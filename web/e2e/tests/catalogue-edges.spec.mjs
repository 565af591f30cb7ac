// Rough edges of the catalogue (issue 37 #1, #4, #11): a team's games are the team's, under its
// name, with back to where the member came from; a shared or typed link to a game opens at the
// price its card showed (and the share's poster prints it); an order keeps a sale's struck-through
// price; Explore names a game as the store does; the wallet card's Spent is the month summary's.
// Each check runs in zh-Hans dark and en light, with screenshots of the screens it fixes.

import assert from 'node:assert/strict'
import { fen } from '../shop.mjs'
import { after, api, baseUrl, before, launch, loginByApi, memberPage, newPhonePage, screenshot, test, toastsGone, waitForRoute } from '../support.mjs'

const SETTINGS = [
  { language: 'zh-Hans', mode: 'dark' },
  { language: 'en', mode: 'light' },
]

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** The screenshot in e2e/artifacts. */
function shot(page, name) {
  return screenshot(page, `catalogue-${name}`)
}

/** The cards of a game list, once it has loaded (its heading is not a skeleton). */
async function listedGames(page) {
  await page.getByTestId('list-heading').waitFor()
  await page.getByTestId('game-card').first().waitFor()
  return page.getByTestId('game-card').allTextContents()
}

test('a team opens its own games under its name, and back returns to the teams', async () => {
  for (const { language, mode } of SETTINGS) {
    const { page } = await memberPage(browser, { language, mode })
    const all = (await api(`/product/spu/page?pageNo=1&pageSize=100&language=${language}`)).data.total
    const teams = (await api(`/product/brand/list?language=${language}`)).data
    const team = teams.find((brand) => brand.gameCount > 0 && brand.gameCount < all)
    assert.ok(team, 'the demo has a team with some of the games')
    const theirs = (await api(`/product/spu/page?pageNo=1&pageSize=100&brandId=${team.id}&language=${language}`)).data.list

    await page.goto('/#/pages/goods/brandGameList')
    await page.getByTestId('all-teams').getByText(team.name, { exact: true }).click()
    await waitForRoute(page, new RegExp(`#/pages/goods/gameListBase\\?brandId=${team.id}$`))
    assert.equal(await page.getByTestId('list-heading').textContent(), team.name)
    const cards = await listedGames(page)
    assert.equal(cards.length, team.gameCount)
    const ids = cards.map((text) => theirs.find((game) => text.startsWith(game.name))?.id)
    assert.deepEqual(ids.sort(), theirs.map((game) => game.id).sort())
    await shot(page, `team-games-${language}-${mode}`)
    await page.goBack()
    await page.getByTestId('all-teams').waitFor()

    // The game page's team card opens the same list.
    await page.goto(`/#/pages/goods/gameDetail?id=${theirs[0].id}`)
    await page.getByTestId('team-card').getByText(team.name).click()
    await waitForRoute(page, new RegExp(`#/pages/goods/gameListBase\\?brandId=${team.id}$`))
    assert.equal(await page.getByTestId('list-heading').textContent(), team.name)
    assert.equal((await listedGames(page)).length, team.gameCount)
    await page.goBack()
    await page.getByTestId('game-detail').waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()
  }
})

/** A member's card for a game with versions at different prices whose cheapest is not its first. */
async function cheapestLaterVersion(token, language) {
  const cards = (await api(`/product/spu/page?pageNo=1&pageSize=100&language=${language}`, { token })).data.list
  for (const card of cards.filter((item) => item.priceFrom)) {
    const detail = (await api(`/product/spu/get-detail?id=${card.id}&language=${language}`, { token })).data
    const first = detail.skus.find((sku) => sku.stock > 0)
    if (first && first.id !== card.skuId && detail.skus.find((sku) => sku.id === card.skuId)?.stock > 0) return card
  }
  throw new Error('the demo has no game whose card is priced at a later version')
}

test('a shared link and its poster show the price the card showed', async () => {
  for (const { language, mode } of SETTINGS) {
    const { page, tokens } = await memberPage(browser, { language, mode })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
    const card = await cheapestLaterVersion(tokens.accessToken, language)

    // The card says "from" a price.
    await page.goto(`/#/pages/goods/gameListBase?brandId=${card.brandId}`)
    const cardPrice = page.getByTestId('game-card').filter({ hasText: card.name }).getByTestId('price')
    const cardText = (await cardPrice.textContent()).trim()
    assert.equal(fen(cardText), card.memberPrice)

    // A typed (or shared) link without a version opens at that price, on the card's version.
    await page.goto(`/#/pages/goods/gameDetail?id=${card.id}`)
    await page.getByTestId('game-detail').waitFor()
    assert.equal(fen(await page.getByTestId('price').first().textContent()), card.memberPrice)
    await shot(page, `shared-link-${language}-${mode}`)

    // The link the member shares, and its poster, say the same price.
    await page.getByTestId('share-button').click()
    await page.getByTestId('share-link').click()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    assert.match(link, new RegExp(`gameDetail\\?id=${card.id}&spm=`))
    await toastsGone(page)
    await page.getByTestId('share-button').click()
    await page.getByTestId('share-poster').click()
    const poster = page.getByTestId('share-poster-image')
    await page.waitForFunction(() => {
      const image = globalThis.document.querySelector('[data-testid="share-poster-image"]')
      return image instanceof globalThis.HTMLImageElement && image.complete && image.naturalWidth === 750
    })
    const printed = (await poster.getAttribute('alt')).replace(card.name, '').trim()
    assert.equal(fen(printed), card.memberPrice, `the poster prints ${printed}, the card ${cardText}`)
    await shot(page, `shared-poster-${language}-${mode}`)

    // The friend opening the link sees the card's price too.
    const friend = await newPhonePage(browser)
    await friend.goto(link)
    await friend.getByTestId('game-detail').waitFor()
    assert.equal(fen(await friend.getByTestId('price').first().textContent()), card.activityPrice ?? card.price)
    await friend.context().close()
    assert.deepEqual(page.errors, [])
    await page.context().close()
  }
})

test('an order of a game on sale keeps its struck-through price in the list and the detail', async () => {
  for (const { language, mode } of SETTINGS) {
    const { page, tokens } = await memberPage(browser, { language, mode })
    const token = tokens.accessToken
    const cards = (await api(`/product/spu/page?pageNo=1&pageSize=100&language=${language}`, { token })).data.list
    const card = cards.find((item) => item.activityPrice === null && item.referencePrice === item.marketPrice && item.marketPrice > item.memberPrice && item.stock > 0)
    assert.ok(card, 'the demo has a game on sale below its market price, off event')
    const created = await api('/trade/order/create', { method: 'POST', token, body: { items: [{ skuId: card.skuId, count: 1 }], pointStatus: false } })
    assert.equal(created.code, 0, created.msg)

    await page.goto('/#/pages/order/list')
    const row = page.locator(`[data-testid="order-card"][data-order-id="${created.data.id}"]`).getByTestId('order-item')
    await row.waitFor()
    assert.equal(fen(await row.getByTestId('order-item-price').textContent()), card.memberPrice)
    assert.equal(fen(await row.getByTestId('order-item-was').textContent()), card.marketPrice)
    await shot(page, `order-list-was-${language}-${mode}`)

    await page.goto(`/#/pages/order/detail?id=${created.data.id}`)
    const item = page.getByTestId('order-item')
    await item.waitFor()
    assert.equal(fen(await item.getByTestId('order-item-was').textContent()), card.marketPrice)
    await shot(page, `order-detail-was-${language}-${mode}`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  }
})

test('Explore names a game as the store does, in the member’s language', async () => {
  for (const { language, mode } of SETTINGS) {
    const { page } = await memberPage(browser, { language, mode })
    const games = (await api(`/product/spu/page?pageNo=1&pageSize=100&keyword=${encodeURIComponent(language === 'en' ? 'Eidolon' : '幻灵')}&language=${language}`)).data.list
    assert.equal(games.length, 1)
    const name = games[0].name
    await page.goto('/#/pages/index/article')
    const article = page.getByTestId('article-card').filter({ hasText: name })
    await article.first().waitFor()
    if (language !== 'en') assert.equal(await page.getByTestId('article-list').getByText('Eidolon Nine').count(), 0)
    await shot(page, `explore-names-${language}-${mode}`)
    await article.first().click()
    await page.getByText(name).first().waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()
  }
})

test('the wallet card’s Spent is what the month summary spent, a refund un-spending', async () => {
  for (const { language, mode } of SETTINGS) {
    const tokens = await loginByApi()
    const token = tokens.accessToken
    const cards = (await api('/product/spu/page?pageNo=1&pageSize=100', { token })).data.list
    const cheap = cards.filter((card) => card.stock > 1 && card.memberPrice > 0).sort((a, b) => a.memberPrice - b.memberPrice)
    const needed = cheap[0].memberPrice + cheap[1].memberPrice
    const packages = (await api('/pay/wallet-recharge-package/list')).data
    const pack = packages.filter((item) => item.payPrice + item.bonusPrice >= needed).sort((a, b) => a.payPrice - b.payPrice)[0]
    assert.ok(pack, 'a package covers the two cheapest games')
    const recharge = await api('/pay/wallet-recharge/create', { method: 'POST', token, body: { packageId: pack.id, payPrice: pack.payPrice } })
    assert.equal(recharge.code, 0, recharge.msg)
    const paid = await api('/pay/order/submit', { method: 'POST', token, body: { id: recharge.data.payOrderId, channelCode: 'mock' } })
    assert.equal(paid.code, 0, paid.msg)
    for (const card of cheap.slice(0, 2)) {
      const order = await api('/trade/order/create', { method: 'POST', token, body: { items: [{ skuId: card.skuId, count: 1 }], pointStatus: false } })
      assert.equal(order.code, 0, order.msg)
      const byWallet = await api('/pay/order/submit', { method: 'POST', token, body: { id: order.data.payOrderId, channelCode: 'wallet' } })
      assert.equal(byWallet.code, 0, byWallet.msg)
      card.orderId = order.data.id
    }
    const refunded = await api('/trade/after-sale/create', { method: 'POST', token, body: { orderId: cheap[0].orderId, reason: '' } })
    assert.equal(refunded.code, 0, refunded.msg)

    const { page } = await memberPage(browser, { language, mode, tokens })
    await page.goto('/#/pages/user/wallet')
    const spent = page.getByTestId('wallet-total-expense')
    await spent.waitFor()
    await page.getByTestId('summary-expense').waitFor()
    assert.equal(fen(await spent.textContent()), cheap[1].memberPrice)
    assert.equal(fen(await page.getByTestId('summary-expense').textContent()), fen(await spent.textContent()))
    assert.equal(fen(await page.getByTestId('summary-income').textContent()), pack.payPrice + pack.bonusPrice)
    await shot(page, `wallet-spent-${language}-${mode}`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  }
})
