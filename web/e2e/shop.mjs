// Shop steps the payment specs share: games a member can buy, buying one up to the payment page,
// and the order behind a payment as the member's API sees it.

import assert from 'node:assert/strict'
import { api, waitForRoute } from './support.mjs'

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
