// Shop steps the specs share: games a member can buy, buying one up to the payment page, the order
// behind a payment as the member's API sees it, and a run's own game imported by the operator.

import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { api, operator, texts4, waitForRoute } from './support.mjs'

/** '¥1,234.50' → 123450 (fen). */
export function fen(text) {
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)
}

/**
 * Up to `count` games on sale whose first version has keys to sell and costs something, with
 * what one key costs this member (settled by the server), cheapest first.
 */
export async function gamesInStock(token, count = 6) {
  const page = await api('/product/spu/page?pageNo=1&pageSize=30&list=new&language=zh-Hans')
  assert.equal(page.code, 0, page.msg)
  const games = []
  for (const card of page.data.list) {
    const detail = await api(`/product/spu/get-detail?id=${card.id}&language=zh-Hans`)
    const sku = detail.data?.skus[0]
    if (!sku || sku.stock < 2) continue
    const settled = await api('/trade/order/settlement', {
      method: 'POST',
      token,
      body: { items: [{ skuId: sku.id, count: 1 }], pointStatus: false },
    })
    if (settled.code !== 0 || settled.data.price.payPrice <= 0) continue
    games.push({ id: card.id, name: detail.data.name, sku, payPrice: settled.data.price.payPrice })
    if (games.length === count) break
  }
  assert.ok(games.length > 0, 'the demo catalogue has no game in stock')
  return games.sort((a, b) => a.payPrice - b.payPrice)
}

/** Game page → Buy now → Confirm Order → Submit: the payment page; answers the payment's id. */
export async function buyNow(page, game) {
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await page.getByTestId('game-detail').waitFor()
  await page.getByTestId('buy-now').click()
  await page.getByTestId('confirm-order').waitFor()
  await page.getByTestId('submit-order').click()
  await waitForRoute(page, /#\/pages\/pay\/index\?id=\d+/)
  await page.getByTestId('pay-page').waitFor()
  return Number(new URLSearchParams(page.url().split('?').at(-1)).get('id'))
}

/** The order behind a payment, as the member's API sees it. */
export async function orderOf(token, payOrderId) {
  const payOrder = await api(`/pay/order/get?id=${payOrderId}`, { token })
  assert.equal(payOrder.code, 0, payOrder.msg)
  const detail = await api(`/trade/order/get-detail?id=${payOrder.data.merchantOrderId}`, { token })
  assert.equal(detail.code, 0, detail.msg)
  return { payOrder: payOrder.data, order: detail.data }
}

/**
 * Imports this run's game `name` (every language) with one version, Standard, at `price` fen;
 * imported again it is changed (an operator's price change). `releaseAt`: a pre-order's release.
 */
export function importGame({ code, name, about, price, marketPrice = price, releaseAt, releaseTime = '2025-01-01' }) {
  const game = {
    code,
    category: 'action',
    team: 'nebula-forge',
    names: texts4(name),
    introductions: texts4(about),
    descriptions: texts4('Made for the browser suite.'),
    cover: '/uploads/demo/games/mossling/1.svg',
    images: ['/uploads/demo/games/mossling/1.svg'],
    releaseTime,
    status: 1,
    skus: [{ code: `${code}-std`, names: texts4('Standard'), price, marketPrice, releaseAt }],
  }
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-game-')), 'catalogue.json')
  writeFileSync(file, JSON.stringify({ games: [game] }))
  operator('import-games', file)
}

/** The game on sale named `name` and its first version. */
export async function versionOf(name) {
  const found = await api(`/product/spu/page?pageNo=1&pageSize=5&keyword=${encodeURIComponent(name)}`)
  assert.equal(found.data.list.length, 1, 'the game is on sale')
  const spuId = found.data.list[0].id
  const detail = await api(`/product/spu/get-detail?id=${spuId}`)
  return { spuId, skuId: detail.data.skus[0].id }
}

/** Imports `keys` (their codes) for the version `skuId`. */
export function importKeys(skuId, keys) {
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-keys-')), 'keys.txt')
  writeFileSync(file, keys.join('\n'))
  operator('import-keys', '--sku', String(skuId), file)
}
