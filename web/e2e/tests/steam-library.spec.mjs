// Know before you buy (issue 40, parts 1 and 2): a member binds a Steam account whose library owns one
// of the store's games and wishes for another. My games says how many of the store's games the
// library holds and imports the wishlist into favorites in one tap; the owned game is marked on its
// card and page, and buying it asks first (it may be a gift); a DLC whose base game the member owns
// nowhere is refused at Confirm Order with a way to the base game; a version that does not activate
// in the member's country warns on its page and is refused at checkout.

import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  after,
  api,
  before,
  launch,
  memberPage,
  operator,
  screenshot,
  shownAtRest,
  steamUrl,
  test,
  toastsGone,
  waitForRoute,
  shopMessages,
  texts4,
} from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

const messages = shopMessages


/** Five games of this run: a base game, one the Steam account owns, a DLC of the base, one on the
 * wishlist, one whose keys do not activate in China; each with keys. Answers their ids and app ids. */
function importGames(stamp) {
  const appBase = 3_000_000 + randomInt(1_000_000)
  const games = {
    base: { appId: appBase },
    owned: { appId: appBase + 1 },
    dlc: { appId: appBase + 2, dlcOf: 'base' },
    wished: { appId: appBase + 3 },
    locked: { appId: appBase + 4, regions: { mode: 'deny', countries: ['CN'] } },
  }
  const code = (name) => `e2e-sl-${name}-${stamp}`
  const file = join(mkdtempSync(join(tmpdir(), 'steam-library-')), 'catalogue.json')
  writeFileSync(
    file,
    JSON.stringify({
      games: Object.entries(games).map(([name, game]) => ({
        code: code(name),
        category: 'action',
        team: 'nebula-forge',
        names: texts4(`Steam ${name} ${stamp}`),
        introductions: texts4(`The ${name} game`),
        descriptions: texts4('Made for the browser suite.'),
        cover: '/uploads/demo/games/mossling/1.svg',
        images: ['/uploads/demo/games/mossling/1.svg'],
        releaseTime: '2025-01-01',
        status: 1,
        skus: [
          {
            code: `${code(name)}-std`,
            names: texts4('Standard'),
            price: 1900,
            marketPrice: 1900,
            steamAppId: game.appId,
            ...(game.dlcOf ? { dlcOf: code(game.dlcOf) } : {}),
            ...(game.regions ? { regions: game.regions } : {}),
          },
        ],
      })),
    }),
  )
  operator('import-games', file)
  return games
}

async function stockGames(stamp, games) {
  for (const [name, game] of Object.entries(games)) {
    const found = await api(`/product/spu/page?pageNo=1&pageSize=5&keyword=${encodeURIComponent(`Steam ${name} ${stamp}`)}`)
    assert.equal(found.data.list.length, 1, `the game ${name} is on sale`)
    game.id = found.data.list[0].id
    game.name = found.data.list[0].name
    const detail = await api(`/product/spu/get-detail?id=${game.id}`)
    game.skuId = detail.data.skus[0].id
    const keys = join(mkdtempSync(join(tmpdir(), 'steam-keys-')), 'keys.txt')
    writeFileSync(keys, ['A', 'B', 'C'].map((letter) => `SL${stamp}-${name.toUpperCase()}-${letter}`).join('\n'))
    operator('import-keys', '--sku', String(game.skuId), keys)
  }
}

/** Steam's stand-in gets this run's account: it owns `owned`, wishes for `wished`. */
async function steamAccount(steamId, games) {
  const response = await fetch(`${steamUrl}/standin/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ steamid: steamId, personaname: 'Library tester', owned: [games.owned.appId], wishlist: [games.wished.appId] }),
  })
  assert.equal(response.status, 200)
}

/** My information → Steam → the stand-in's sign-in page, as `steamId` → back, bound. */
async function bindSteam(page, steamId, bound) {
  await page.goto('/#/pages/user/info')
  await page.getByTestId('steam-account').click()
  await page.getByRole('heading', { name: 'Sign in through Steam' }).waitFor()
  await page.getByLabel('Steam account').fill(steamId)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByText(bound, { exact: true }).waitFor()
  await waitForRoute(page, /pages\/user\/info/)
  await toastsGone(page)
}

for (const [language, mode] of [
  ['en', 'light'],
  ['zh-Hans', 'dark'],
]) {
  test(`${language}: a bound Steam library marks owned games, imports the wishlist, and checkout knows DLCs and regions`, async () => {
    // Six operator commands (the games, then each game's keys) before the walk itself.
    test.setTimeout(120_000)
    const t = messages(language)
    const stamp = `${Date.now()}${randomInt(1000)}`
    const games = importGames(stamp)
    await stockGames(stamp, games)
    const steamId = String(76561198000000000n + BigInt(randomInt(1_000_000_000)))
    await steamAccount(steamId, games)

    const { page, tokens } = await memberPage(browser, { language, mode })
    const token = tokens.accessToken
    const country = await api('/member/user/update', { method: 'PUT', token, body: { country: 'CN' } })
    assert.equal(country.code, 0, country.msg)
    await bindSteam(page, steamId, t.wechat.bound)

    // My games: the library holds one of the store's games; the wishlist goes into favorites.
    await page.goto('/#/pages/user/myGame')
    const panel = page.getByTestId('steam-library')
    await panel.getByTestId('steam-library-owned').getByText(t.steam.libraryOwned_one.replace('{{count}}', '1')).waitFor()
    await screenshot(page, `steam-library-my-games-${language}-${mode}`)
    await panel.getByTestId('steam-wishlist-import').click()
    const imported = t.steam.wishlistImported.replace('{{added}}', '1').replace('{{notSold}}', '0')
    await page.getByText(imported).waitFor()
    assert.equal((await api(`/product/favorite/exist?spuId=${games.wished.id}`, { token })).data, true)
    await toastsGone(page)

    // The owned game: marked on its card and page; buying it asks first, and cancelling stays.
    await page.goto(`/#/pages/goods/list?keyword=${encodeURIComponent(`Steam owned ${stamp}`)}`)
    const card = page.getByTestId('game-row').filter({ hasText: games.owned.name }).or(page.getByTestId('game-card').filter({ hasText: games.owned.name }))
    await card.getByTestId('steam-owned').getByText(t.detail.inSteamLibrary).waitFor()
    await screenshot(page, `steam-library-card-${language}-${mode}`)
    await page.goto(`/#/pages/goods/gameDetail?id=${games.owned.id}`)
    await page.getByTestId('game-detail').getByTestId('steam-owned').waitFor()
    await page.getByTestId('buy-now').click()
    const dialog = page.locator('.adm-dialog')
    await dialog.getByText(t.detail.steamOwnedConfirmTitle, { exact: true }).waitFor()
    await shownAtRest(page, '.adm-dialog-body')
    await screenshot(page, `steam-library-owned-confirm-${language}-${mode}`)
    await dialog.getByRole('button', { name: t.login.notNow }).click()
    await dialog.waitFor({ state: 'detached' })
    assert.match(page.url(), new RegExp(`gameDetail\\?id=${games.owned.id}`))

    // A DLC whose base game the member owns nowhere: refused at Confirm Order, the base game one tap away.
    await page.goto(`/#/pages/goods/gameDetail?id=${games.dlc.id}`)
    await page.getByTestId('buy-now').click()
    const refused = page.getByTestId('confirm-error')
    await refused.waitFor()
    await screenshot(page, `steam-library-dlc-refused-${language}-${mode}`)
    await refused.getByTestId('base-game').click()
    await waitForRoute(page, new RegExp(`gameDetail\\?id=${games.base.id}`))
    await page.getByTestId('game-detail').getByText(games.base.name).first().waitFor()

    // A version that does not activate in China: its page warns, checkout refuses it.
    await page.goto(`/#/pages/goods/gameDetail?id=${games.locked.id}`)
    await page.getByTestId('region-warning').waitFor()
    await page.getByTestId('sku-regions').waitFor()
    await screenshot(page, `steam-library-region-warning-${language}-${mode}`)
    await page.getByTestId('buy-now').click()
    await page.getByTestId('confirm-error').getByText(games.locked.name, { exact: false }).waitFor()
    const settle = await api('/trade/order/settlement', {
      method: 'POST',
      token,
      body: { items: [{ skuId: games.locked.skuId, count: 1 }], pointStatus: false },
    })
    assert.equal(settle.code, 1_011_000_009, settle.msg)
    assert.deepEqual(page.errors, [])
  })
}
