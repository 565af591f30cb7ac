// A dead key replaced in one tap (issue 40 part 5): a member reveals a key, finds it does not work and
// reports it from the order's details; the first report of the order within 48 hours gets a new key
// of the same batch at once, shown revealed, and the reported key says it was replaced; a second
// report goes to support, who sees what a refund would give back (less points spent) and replaces the
// key (zh-Hans) or refunds it (en); the order's timeline records each step. Each run imports its own game
// with keys. Screenshots in zh-Hans dark and en light, also copied to /tmp/shots-dead-key.

import assert from 'node:assert/strict'
import {
  after,
  animationsDone,
  api,
  before,
  consoleLogin,
  createOperator,
  launch,
  memberPage,
  newDesktopPage,
  screenshot,
  screenshotAlsoTo,
  shownAtRest,
  test,
  shopMessages,
} from '../support.mjs'
import { importGame, importKeys, versionOf } from '../shop.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

const messages = shopMessages

const shot = (page, name) => screenshotAlsoTo(page, name, '/tmp/shots-dead-key')

/** This run's game with four keys in one batch; answers its version's id. */
async function gameWithKeys(code) {
  importGame({ code, name: `Dead ${code}`, about: 'A game with a dead key', price: 1900 })
  const { spuId, skuId } = await versionOf(`Dead ${code}`)
  importKeys(skuId, ['A', 'B', 'C', 'D'].map((letter) => `${code.toUpperCase()}-${letter}`))
  // A GET after the slow command: the connection kept alive before it may be closed by now, and only
  // a GET is asked again on it (support.mjs's api); the member's POSTs come next.
  assert.equal((await api(`/product/spu/get-detail?id=${spuId}`)).code, 0)
  return skuId
}

/** The member pays part of another key with every point they have; answers how many it used. */
async function spendAllPoints(token, skuId) {
  const created = await api('/trade/order/create', { method: 'POST', token, body: { items: [{ skuId, count: 1 }], pointStatus: true, remark: '' } })
  assert.equal(created.code, 0, created.msg)
  const paid = await api('/pay/order/submit', { method: 'POST', token, body: { id: created.data.payOrderId, channelCode: 'mock' } })
  assert.equal(paid.code, 0, paid.msg)
  return (await api(`/trade/order/get-detail?id=${created.data.id}`, { token })).data.usePoint
}

/** One key of the version bought (sandbox) and revealed through the API; answers the order and the key. */
async function boughtAndRevealed(token, skuId) {
  const created = await api('/trade/order/create', { method: 'POST', token, body: { items: [{ skuId, count: 1 }], pointStatus: false, remark: '' } })
  assert.equal(created.code, 0, created.msg)
  const paid = await api('/pay/order/submit', { method: 'POST', token, body: { id: created.data.payOrderId, channelCode: 'mock' } })
  assert.equal(paid.code, 0, paid.msg)
  const orderId = created.data.id
  const detail = (await api(`/trade/order/get-detail?id=${orderId}`, { token })).data
  const [key] = detail.activationCodes
  const revealed = await api('/trade/order/reveal-key', { method: 'POST', token, body: { orderId, keyId: key.keyId } })
  assert.equal(revealed.code, 0, revealed.msg)
  return { orderId, key: revealed.data }
}

for (const [language, mode] of [
  ['zh-Hans', 'dark'],
  ['en', 'light'],
]) {
  test(`a revealed key that does not work is replaced at once, a second report goes to support (${language}, ${mode})`, async () => {
    // A member's two reports and support's answer in the console: two browsers' worth of steps.
    test.setTimeout(120_000)
    const t = messages(language).keyReport
    const code = `e2e-dk-${language.toLowerCase()}-${Date.now().toString(36)}`
    const skuId = await gameWithKeys(code)
    const { page, tokens } = await memberPage(browser, { language, mode })
    const { orderId, key } = await boughtAndRevealed(tokens.accessToken, skuId)

    await page.goto(`/#/pages/order/detail?id=${orderId}`)
    await page.getByTestId('order-detail').waitFor()
    await page.getByTestId('report-key').click()
    await page.getByText(t.title).waitFor()
    await page.getByTestId('key-report-reason-1').click()
    await page.getByRole('textbox', { name: t.noteLabel }).fill('Steam: this product key has already been activated')
    await shot(page, `dead-key-sheet-${language}-${mode}`)
    await page.getByRole('button', { name: t.submit }).click()
    await page.getByText(t.replacedTitle).waitFor()
    await shownAtRest(page, '.adm-dialog .adm-center-popup-body')
    await shot(page, `dead-key-replaced-dialog-${language}-${mode}`)
    await page.getByRole('button', { name: messages(language).common.confirm }).click()

    // The new key of the same batch is shown revealed; the reported one says it was replaced.
    const detail = (await api(`/trade/order/get-detail?id=${orderId}`, { token: tokens.accessToken })).data
    const replacement = detail.activationCodes.find((row) => row.keyId !== key.keyId && row.revealed)
    assert.ok(replacement, 'the order holds a new revealed key')
    assert.notEqual(replacement.code, key.code)
    assert.match(replacement.code, new RegExp(`^${code.toUpperCase()}-[A-D]$`), 'from the same batch')
    const newRow = page.locator(`[data-testid="activation-code"][data-key-id="${replacement.keyId}"]`)
    await newRow.getByTestId('activation-code-value').waitFor()
    assert.equal(await newRow.getByTestId('activation-code-value').textContent(), replacement.code)
    const oldRow = page.locator(`[data-testid="activation-code"][data-key-id="${key.keyId}"]`)
    if (await oldRow.count()) assert.equal(await oldRow.getByTestId('key-report-status').textContent(), t.status20)

    // The order's first report was answered: a second one goes to support.
    await newRow.getByTestId('report-key').click()
    await page.getByTestId('key-report-reason-3').click()
    await page.getByRole('button', { name: t.submit }).click()
    await page.getByText(t.toSupportTitle).waitFor()
    await page.getByRole('button', { name: messages(language).common.confirm }).click()
    await newRow.getByTestId('key-report-status').getByText(t.status10).waitFor()

    // The revealed key made the order final, so its points were given; the member spends them all.
    const earned = (await api('/member/user/get', { token: tokens.accessToken })).data.point
    assert.ok(earned > 0, 'the final order gave points')
    assert.equal(await spendAllPoints(tokens.accessToken, skuId), earned)

    const kinds = await page.getByTestId('track-event').evaluateAll((rows) => rows.map((row) => row.dataset.kind))
    for (const kind of ['reported', 'replaced', 'toSupport']) assert.ok(kinds.includes(kind), `the timeline has ${kind}: ${kinds}`)
    await shot(page, `dead-key-order-${language}-${mode}`)

    // Support sees the report with why it came to them, and replaces the key from the version's stock.
    const desk = await newDesktopPage(browser)
    await consoleLogin(desk, createOperator('support'))
    await desk.getByRole('menu').getByText('激活码失效反馈', { exact: true }).click()
    const row = desk.getByTestId('key-reports').locator('tr').filter({ hasText: detail.no })
    await row.getByText('非该订单首次反馈').waitFor()
    // Before refunding, support sees what it would give back: the key's share less the points it
    // earned that the member spent (100 points = ¥1). In Chinese they replace the key; in English
    // they refund it.
    await row.getByTestId('key-report-refund').click()
    const refundDialog = desk.getByRole('dialog')
    const spentLine = refundDialog.getByTestId('refund-preview-spent')
    await spentLine.waitFor()
    const kept = `¥${(earned / 100).toFixed(2)}`
    const refunded = `¥${((1900 - earned) / 100).toFixed(2)}`
    assert.equal(await spentLine.textContent(), `−${kept}`)
    assert.equal(await refundDialog.getByTestId('refund-preview-amount').textContent(), refunded)
    await refundDialog.getByText(`已赠送且已被使用的 ${earned} 积分`).waitFor()
    await animationsDone(desk)
    await screenshot(desk, `dead-key-console-refund-${language}`)
    if (language === 'en') {
      await refundDialog.getByRole('button', { name: '退 款' }).or(refundDialog.getByRole('button', { name: '退款' })).click()
      await desk.getByText('已处理，会员将收到通知').waitFor()
      assert.deepEqual(desk.errors, [])
      await desk.close()
      // The member's order says what came back and what was kept for the points they had spent.
      await page.reload()
      await page.getByTestId('order-refunded').getByText(refunded).waitFor()
      assert.ok((await page.getByTestId('order-refund-spent').textContent()).endsWith(kept), 'the amount kept (CN¥ in English)')
      await page.getByText(messages(language).order.refundSpentPoints).waitFor()
      const kinds = await page.getByTestId('track-event').evaluateAll((rows) => rows.map((row) => row.dataset.kind))
      assert.ok(kinds.includes('refunded'), `the timeline has the refund: ${kinds}`)
      await shot(page, `dead-key-refunded-${language}-${mode}`)
      assert.deepEqual(page.errors, [])
      await page.close()
      return
    }
    await refundDialog.getByRole('button', { name: '取 消' }).or(refundDialog.getByRole('button', { name: '取消' })).click()
    await refundDialog.waitFor({ state: 'detached' })
    await row.getByTestId('key-report-replace').click()
    const dialog = desk.getByRole('dialog')
    await dialog.getByText('同一版本的另一个可用激活码将发给会员并直接显示').waitFor()
    await animationsDone(desk)
    await screenshot(desk, `dead-key-console-${language}`)
    await dialog.getByRole('button', { name: '更 换' }).or(dialog.getByRole('button', { name: '更换' })).click()
    await desk.getByText('已处理，会员将收到通知').waitFor()
    assert.deepEqual(desk.errors, [])
    await desk.close()

    // The member's order shows a third key, revealed, and support's replacement on its timeline.
    const final = (await api(`/trade/order/get-detail?id=${orderId}`, { token: tokens.accessToken })).data
    const third = final.activationCodes.find((row) => row.revealed && ![key.keyId, replacement.keyId].includes(row.keyId))
    assert.ok(third, 'a third key, revealed')
    await page.reload()
    await page.locator(`[data-testid="activation-code"][data-key-id="${third.keyId}"]`).getByTestId('activation-code-value').waitFor()
    // The timeline loads on its own after the reload: wait for its second replacement before counting.
    await page.locator('[data-testid="track-event"][data-kind="replaced"]').nth(1).waitFor()
    const replaced = await page.getByTestId('track-event').evaluateAll((rows) => rows.filter((row) => row.dataset.kind === 'replaced').length)
    assert.equal(replaced, 2, 'replaced at once, then by support')
    assert.deepEqual(page.errors, [])
    await page.close()
  })
}
