// A star deal (issue 42): an operator puts one key of this run's game on a deal starting in half a
// minute. The game page counts down to it ("no member discount" said on the card) and offers a
// reminder, which the server's job delivers at once (the start is near); at the start the
// first member buys it at the deal price and pays; a second member, whose page still showed a key
// left, taps buy and is told it is sold out in their language, and the card says so. The home page
// shows the deal's card. Screenshots in zh-Hans dark (the first member) and en light (the second).

import assert from 'node:assert/strict'
import {
  after,
  api,
  before,
  consoleApiAs,
  createOperator,
  expect,
  launch,
  memberPage,
  screenshotAlsoTo,
  shopMessages,
  test,
  toastsGone,
  waitForRoute,
} from '../support.mjs'
import { importGame, importKeys, versionOf } from '../shop.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

const shot = (page, name) => screenshotAlsoTo(page, name, '/tmp/shots-star-deal')
const LIST_PRICE = 6800
const DEAL_PRICE = 990

/** This run's game: one version at ¥68.00 with `keys` keys. Answers its ids. */
async function gameWithKeys(code, keys) {
  importGame({ code, name: `Star ${code}`, about: 'A game on a star deal', price: LIST_PRICE })
  const ids = await versionOf(`Star ${code}`)
  importKeys(ids.skuId, Array.from({ length: keys }, (_, at) => `${code.toUpperCase()}-KEY-${at}`))
  return ids
}

test('a star deal: counted down, bought at its price by the first member, sold out for the second', async () => {
  test.setTimeout(120_000)
  const code = `e2e-star-${Date.now().toString(36)}`
  const { spuId, skuId } = await gameWithKeys(code, 2)
  const admin = await consoleApiAs(createOperator('catalogue'))
  const startTime = Date.now() + 30_000
  const created = await admin('/promotion/star-deal/create', {
    method: 'POST',
    body: { skuId, price: DEAL_PRICE, quantity: 1, memberLimit: 1, startTime, endTime: startTime + 10 * 60_000 },
  })
  assert.equal(created.code, 0, created.msg)
  const dealId = created.data.id
  try {
    const zh = shopMessages('zh-Hans')
    const en = shopMessages('en')
    const first = await memberPage(browser, { language: 'zh-Hans', mode: 'dark' })
    const second = await memberPage(browser, { language: 'en', mode: 'light' })

    // Before the start: the game page counts down and offers a reminder (taken in the app only).
    await first.page.goto(`/#/pages/goods/gameDetail?id=${spuId}`)
    const card = first.page.getByTestId('star-deal')
    await card.getByText(zh.starDeal.startsIn).waitFor()
    await card.getByText(zh.starDeal.noMemberDiscount).waitFor()
    assert.equal(await card.getAttribute('data-phase'), 'coming')
    await shot(first.page, 'star-deal-coming-zh-Hans-dark')
    await card.getByTestId('remind-me').click()
    await first.page.locator('.adm-dialog').getByRole('button', { name: zh.reminder.inAppOnly }).click()
    // The server's reminder job (each second here) delivers it at once: the start is minutes away.
    const token = first.tokens.accessToken
    await expect
      .poll(async () => (await api('/member/notification/get-unread-count', { token })).data, { timeout: 20_000 })
      .toBe(1)
    const note = (await api('/member/notification/page?pageNo=1&pageSize=5', { token })).data.list[0]
    assert.match(note.title, new RegExp(`Star ${code}`))
    assert.equal(note.link, `/pages/goods/gameDetail?id=${spuId}`)

    // The second member's page opens on the deal before anyone buys.
    await second.page.goto(`/#/pages/goods/gameDetail?id=${spuId}`)
    const secondCard = second.page.getByTestId('star-deal')
    await secondCard.getByText(en.starDeal.startsIn).waitFor()

    // At the start (the countdown reaching it, no reload) the first member buys and pays ¥9.90.
    const buy = card.getByTestId('star-deal-buy')
    await buy.getByText(zh.starDeal.buy).waitFor({ timeout: 30_000 })
    await shot(first.page, 'star-deal-running-zh-Hans-dark')
    await buy.click()
    await waitForRoute(first.page, /#\/pages\/pay\/index\?id=\d+/)
    await first.page.getByTestId('pay-method-mock').click()
    await first.page.getByTestId('pay-submit').click()
    await waitForRoute(first.page, /#\/pages\/pay\/result\?.*payState=success/)
    const orders = await api('/trade/order/page?pageNo=1&pageSize=5', { token: first.tokens.accessToken })
    const order = orders.data.list[0]
    assert.equal(order.payPrice, DEAL_PRICE, 'paid the deal price')
    const detail = await api(`/trade/order/get-detail?id=${order.id}`, { token: first.tokens.accessToken })
    assert.equal(detail.data.vipPrice, 0, 'no member discount on a deal price')

    // The second member still sees a key left, taps buy: told it is sold out; the card says so.
    await secondCard.getByTestId('star-deal-buy').getByText(en.starDeal.buy).waitFor({ timeout: 30_000 })
    await secondCard.getByTestId('star-deal-buy').click()
    await second.page.locator('.adm-toast-main', { hasText: /^Sold out$/ }).waitFor() // the server's refusal
    await secondCard.getByTestId('star-deal-left').getByText(en.starDeal.soldOut).waitFor()
    assert.equal(await secondCard.getAttribute('data-phase'), 'soldOut')
    assert.match(second.page.url(), /gameDetail/, 'stays on the game page')
    await toastsGone(second.page)
    await shot(second.page, 'star-deal-sold-out-en-light')

    // The home page shows the deal, sold out.
    await second.page.goto('/#/pages/index/index')
    const homeCard = second.page.getByTestId('star-deal')
    await homeCard.getByText(`Star ${code}`).waitFor()
    await homeCard.getByTestId('star-deal-left').getByText(en.starDeal.soldOut).waitFor()
    await shot(second.page, 'star-deal-home-en-light')
    assert.deepEqual([...first.page.errors, ...second.page.errors], [])
  } finally {
    await admin('/promotion/star-deal/end', { method: 'POST', body: { id: dealId } })
  }
})
