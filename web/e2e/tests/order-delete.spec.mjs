// Deleting a paid order never throws its keys away (issue 37, item 3): while a key is unrevealed and
// refundable the member is told why it cannot be deleted yet (and the server refuses too); once
// the keys are revealed, deleting hides the order from the order list only, and My Games still
// leads to its details and keys. Once from the order list in English (light), once from the
// order's details in Simplified Chinese (dark). A game bought twice, its second order deleted: My Games'
// Keys offers both orders, the hidden one marked, and leads to its key. Runs on the demo catalogue.

import assert from 'node:assert/strict'
import { after, api, before, launch, memberPage, screenshot, shownAtRest, test, toastsGone, waitForRoute } from '../support.mjs'
import { gamesInStock } from '../shop.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** One key of the game (the cheapest in stock unless given), bought and paid in the sandbox: the order's id. */
async function boughtOrder(token, game) {
  game ??= (await gamesInStock(token, 1))[0]
  const created = await api('/trade/order/create', {
    method: 'POST',
    token,
    body: { items: [{ skuId: game.sku.id, count: 1 }], pointStatus: false, remark: '' },
  })
  assert.equal(created.code, 0, created.msg)
  const paid = await api('/pay/order/submit', { method: 'POST', token, body: { id: created.data.payOrderId, channelCode: 'mock' } })
  assert.equal(paid.code, 0, paid.msg)
  return created.data.id
}

/** The order's details page: reveal its key (confirming), answers the key in clear. */
async function revealKey(page, confirmText) {
  await page.getByTestId('reveal-code').click()
  await page.locator('.adm-dialog').getByRole('button', { name: confirmText, exact: true }).click()
  return (await page.getByTestId('activation-code-value').textContent()).trim()
}

/** My Games (the member's one game) → its Keys: its order's details, hidden from the list, with the key. */
async function keysFromMyGames(page, code, shot) {
  await page.goto('/#/pages/user/myGame')
  const row = page.getByTestId('owned-game')
  await row.getByTestId('game-keys').waitFor()
  await screenshot(page, shot)
  await row.getByTestId('game-keys').click()
  await waitForRoute(page, /#\/pages\/order\/detail\?id=\d+/)
  await page.getByTestId('order-hidden').waitFor()
  assert.equal((await page.getByTestId('activation-code-value').textContent()).trim(), code)
  assert.equal(await page.getByTestId('order-actions').getByTestId('order-delete').count(), 0)
}

test('from the list (en): refused while the key is refundable, then hidden with the key kept in My Games', async () => {
  const { page, tokens } = await memberPage(browser, { language: 'en', mode: 'light' })
  const token = tokens.accessToken
  const orderId = await boughtOrder(token)

  const refused = await api(`/trade/order/delete?id=${orderId}`, { method: 'DELETE', token, body: { language: 'en' } })
  assert.equal(refused.code, 1_011_000_008)
  assert.match(refused.msg, /keys you have not revealed and can refund/)

  await page.goto('/#/pages/order/list')
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
  await card.getByTestId('order-delete').click()
  const dialog = page.locator('.adm-dialog')
  await dialog.getByText("This order can't be deleted yet").waitFor()
  await dialog.getByText(/keys you haven't revealed, which you can refund until/).waitFor()
  await shownAtRest(page, '.adm-dialog')
  await screenshot(page, 'orders-delete-refused-en-light')
  await dialog.getByRole('button', { name: 'Got it' }).click()
  await dialog.waitFor({ state: 'detached' })
  await card.waitFor()

  // Reveal the key, then delete: the dialog says what deleting does.
  await card.getByTestId('order-item').first().click()
  await waitForRoute(page, /#\/pages\/order\/detail\?id=\d+/)
  const code = await revealKey(page, 'Reveal')
  await page.goBack()
  await card.getByTestId('order-delete').click()
  await dialog.getByText('Delete this order? It will be hidden from your orders; your keys stay in My Games.').waitFor()
  await shownAtRest(page, '.adm-dialog')
  await screenshot(page, 'orders-delete-confirm-en-light')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await page.getByText('Order deleted. Your keys stay in My Games').waitFor()
  await card.waitFor({ state: 'detached' })
  await toastsGone(page)

  await keysFromMyGames(page, code, 'orders-my-games-en-light')
  await screenshot(page, 'orders-hidden-detail-en-light')
  assert.deepEqual(page.errors, [])
})

test('from the details (zh-Hans): refused while refundable, then hidden; My Games still opens the key', async () => {
  const { page, tokens } = await memberPage(browser, { language: 'zh-Hans', mode: 'dark' })
  const orderId = await boughtOrder(tokens.accessToken)

  await page.goto(`/#/pages/order/detail?id=${orderId}`)
  const actions = page.getByTestId('order-actions')
  await actions.getByTestId('order-delete').click()
  const dialog = page.locator('.adm-dialog')
  await dialog.getByText('该订单暂时不能删除').waitFor()
  await dialog.getByText(/该订单有尚未查看的激活码/).waitFor()
  await shownAtRest(page, '.adm-dialog')
  await screenshot(page, 'orders-delete-refused-zh-dark')
  await dialog.getByRole('button', { name: '知道了' }).click()
  await dialog.waitFor({ state: 'detached' })

  const code = await revealKey(page, '确认查看')
  await actions.getByTestId('order-delete').click()
  await dialog.getByText('确定删除该订单吗？订单将从订单列表中隐藏，激活码仍保留在“我的游戏”中。').waitFor()
  await dialog.getByRole('button', { name: '删除订单' }).click()
  await waitForRoute(page, /#\/pages\/order\/list/)
  await page.getByTestId('order-empty').waitFor()
  await toastsGone(page)

  await keysFromMyGames(page, code, 'orders-my-games-zh-dark')
  await screenshot(page, 'orders-hidden-detail-zh-dark')
  assert.deepEqual(page.errors, [])
})

/** The bottom sheet has finished sliding up: its bottom edge on the viewport's (shownAtRest checks scale only). */
function slidUp(page) {
  return page.waitForFunction(() => {
    const body = globalThis.document.querySelector('.adm-popup-body')
    return Boolean(body) && Math.abs(body.getBoundingClientRect().bottom - globalThis.innerHeight) < 0.5
  })
}

const TWICE = [
  { language: 'en', mode: 'light', heading: "Which order's keys?", hidden: 'Hidden', keys: '1 key' },
  { language: 'zh-Hans', mode: 'dark', heading: '查看哪个订单的激活码？', hidden: '已隐藏', keys: '1 个激活码' },
]

for (const { language, mode, heading, hidden, keys } of TWICE) {
  test(`a game bought twice (${language}): the deleted second order's key is reached from My Games`, async () => {
    const { page, tokens } = await memberPage(browser, { language, mode })
    const token = tokens.accessToken
    const [game] = await gamesInStock(token, 1)
    const first = await boughtOrder(token, game)
    const second = await boughtOrder(token, game)
    const detail = await api(`/trade/order/get-detail?id=${second}`, { token })
    assert.equal(detail.code, 0, detail.msg)
    const [key] = detail.data.activationCodes
    const revealed = await api('/trade/order/reveal-key', { method: 'POST', token, body: { orderId: second, keyId: key.keyId } })
    assert.equal(revealed.code, 0, revealed.msg)
    const deleted = await api(`/trade/order/delete?id=${second}`, { method: 'DELETE', token })
    assert.equal(deleted.code, 0, deleted.msg)

    await page.goto('/#/pages/user/myGame')
    await page.getByTestId('owned-game').getByTestId('game-keys').click()
    const sheet = page.locator('.adm-action-sheet')
    await sheet.getByText(heading).waitFor()
    const choices = sheet.getByTestId('keys-order')
    await choices.nth(1).waitFor()
    assert.deepEqual(
      await choices.evaluateAll((nodes) => nodes.map((node) => Number(node.dataset.orderId))),
      [second, first],
    )
    const hiddenOne = sheet.locator(`[data-testid="keys-order"][data-order-id="${second}"]`)
    assert.equal(await hiddenOne.getByText(hidden, { exact: true }).count(), 1)
    assert.equal(await sheet.locator(`[data-testid="keys-order"][data-order-id="${first}"]`).getByText(hidden).count(), 0)
    assert.equal(await sheet.getByText(keys).count(), 2)
    await slidUp(page)
    await screenshot(page, `orders-keys-sheet-${language}-${mode}`)

    await hiddenOne.click()
    await waitForRoute(page, new RegExp(`#/pages/order/detail\\?id=${second}$`))
    await page.getByTestId('order-hidden').waitFor()
    assert.equal((await page.getByTestId('activation-code-value').textContent()).trim(), revealed.data.code)
    assert.deepEqual(page.errors, [])
  })
}
