// What the console shows support and admins at 1280 x 800 (issue 37, items 2 and 12): a member's
// feedback about a key with a private screenshot reaches support with its subject, its order (a link
// to that order's page) and the picture itself (a thumbnail that opens large); the audit log then
// shows support's reply as readable changes (field: before → after) in local time, within the
// screen's width however long a value is.

import assert from 'node:assert/strict'
import { gamesInStock } from '../shop.mjs'
import {
  after,
  animationsDone,
  api,
  baseUrl,
  before,
  consoleLogin,
  createOperator,
  launch,
  loginByApi,
  newDesktopPage,
  pngFile,
  screenshot,
  spaced,
  test,
} from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** A private upload of the member (`scope=private`): answers its path, which only signed links open. */
async function uploadPrivate(token) {
  const picture = pngFile('key-error.png', { size: 400 })
  const form = new FormData()
  form.append('file', new Blob([picture.buffer], { type: picture.mimeType }), picture.name)
  form.append('scope', 'private')
  const response = await fetch(`${baseUrl}/app-api/infra/file/upload`, {
    method: 'POST',
    headers: { 'tenant-id': '1', terminal: '20', authorization: `Bearer ${token}` },
    body: form,
  })
  const answer = await response.json()
  assert.equal(answer.code, 0, answer.msg)
  assert.match(answer.data, /^private\//)
  return answer.data
}

/** A member's order (left unpaid, then cancelled so its key goes back) and feedback about its key with a screenshot. */
async function keyFeedback(words) {
  const { accessToken: token } = await loginByApi()
  const [game] = await gamesInStock(token, 1)
  const created = await api('/trade/order/create', { method: 'POST', token, body: { items: [{ skuId: game.sku.id, count: 1 }], pointStatus: false, remark: '' } })
  assert.equal(created.code, 0, created.msg)
  const order = (await api(`/trade/order/get-detail?id=${created.data.id}`, { token })).data
  const path = await uploadPrivate(token)
  const sent = await api('/member/feedback/create', { method: 'POST', token, body: { type: 3, orderId: order.id, content: words, contact: 'player@example.com', picUrls: [path] } })
  assert.equal(sent.code, 0, sent.msg)
  const cancelled = await api(`/trade/order/cancel?id=${order.id}`, { method: 'DELETE', token })
  assert.equal(cancelled.code, 0, cancelled.msg)
  return { order, path }
}

/** Waits until the picture has arrived (decoded, not a broken image) and answers its natural width. */
async function loadedWidth(image) {
  await image.waitFor()
  const handle = await image.elementHandle()
  await handle.evaluate((element) => (element.complete ? undefined : new Promise((done) => element.addEventListener('load', done, { once: true }))))
  return handle.evaluate((element) => element.naturalWidth)
}

/** Everything that sticks out: the document wider than the window, a table or a cell wider than its box, an element past the right edge. */
function outsideTheScreen(page, selector) {
  return page.evaluate((selector) => {
    const found = []
    const root = globalThis.document.querySelector(selector)
    if (!root) return ['no element matches ' + selector]
    const { documentElement } = globalThis.document
    if (documentElement.scrollWidth > globalThis.innerWidth) found.push(`document ${documentElement.scrollWidth} > ${globalThis.innerWidth}`)
    for (const box of root.querySelectorAll('.ant-table-content, .ant-table-container, td, th')) {
      if (box.scrollWidth > box.clientWidth + 1) found.push(`${box.tagName.toLowerCase()}.${box.className} scrollWidth ${box.scrollWidth} > ${box.clientWidth}`)
    }
    for (const element of root.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right
      if (right > globalThis.innerWidth + 1) found.push(`${element.tagName.toLowerCase()} ends at ${Math.round(right)}`)
    }
    return found
  }, selector)
}

test("support sees a member's subject, order and private picture, and the audit log reads the reply within the screen", async () => {
  const stamp = Date.now().toString(36)
  const words = `激活码提示已被使用 ${stamp}`
  const { order, path } = await keyFeedback(words)

  const page = await newDesktopPage(browser)
  await consoleLogin(page, createOperator('support'))
  await page.getByRole('menu').getByText('反馈', { exact: true }).click()
  const row = page.getByTestId('feedback-list').getByRole('row').filter({ hasText: words })
  await row.waitFor()
  await row.getByText('激活码问题').waitFor()
  await row.getByText('player@example.com', { exact: false }).waitFor()
  const orderLink = row.getByRole('link', { name: order.no })
  assert.equal(await orderLink.getAttribute('href'), `#/orders?id=${order.id}`)

  // The picture itself, through a link the server signed for support (never the bare private path).
  const thumbnail = row.getByRole('img', { name: '图片 1' })
  assert.equal(await loadedWidth(thumbnail), 400)
  const source = await thumbnail.getAttribute('src')
  assert.ok(source.includes(`/uploads/${path}?expires=`) && source.includes('&sign='), source)
  assert.equal((await fetch(`${baseUrl}/uploads/${path}`)).status, 404, 'the path alone does not give the picture out')
  await animationsDone(page)
  await screenshot(page, 'console-feedback-list')
  await thumbnail.click()
  const preview = page.locator('.ant-image-preview img')
  assert.equal(await loadedWidth(preview), 400)
  const shown = await preview.boundingBox()
  assert.ok(shown.width >= 300, `the preview shows it large (${shown.width} px wide)`)
  await animationsDone(page)
  await screenshot(page, 'console-feedback-picture')
  await page.keyboard.press('Escape')
  await preview.waitFor({ state: 'detached' })

  // The reply dialog shows the same: subject, order, the message and its picture.
  await row.getByText('回复', { exact: true }).click()
  const dialog = page.getByRole('dialog').filter({ hasText: words })
  await dialog.getByText('激活码问题').waitFor()
  await dialog.getByRole('link', { name: order.no }).waitFor()
  assert.equal(await loadedWidth(dialog.getByRole('img', { name: '图片 1' })), 400)
  await animationsDone(page)
  await screenshot(page, 'console-feedback-reply')
  // A pasted link: one long unbroken word, the kind that used to push the audit log past the screen.
  const reply = `请按此步骤重新激活：https://help.steampowered.com/zh-cn/faqs/view/${'2A12-9D79-C3D7-F870'.repeat(6)}?order=${order.no}`
  await dialog.getByPlaceholder('回复会员（会员在反馈中心看到）').fill(reply)
  await dialog.getByRole('button', { name: spaced('回复') }).click()
  await dialog.waitFor({ state: 'detached' })

  // The order link opens that order's page.
  await page.locator('.ant-select').filter({ hasText: '待回复' }).click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '全部' }).click()
  await row.getByText(reply).waitFor()
  await row.getByRole('link', { name: order.no }).click()
  await page.getByRole('dialog').filter({ hasText: `订单详情 ${order.no}` }).waitFor()
  assert.match(page.url(), new RegExp(`#/orders\\?id=${order.id}$`))
  assert.deepEqual(page.errors, [])

  // An admin reads the reply in the audit log, in English this time.
  const admin = await newDesktopPage(browser, { language: 'en-US' })
  await consoleLogin(admin, createOperator('admin'))
  await admin.getByRole('menu').getByText('Audit log', { exact: true }).click()
  await admin.getByLabel('Entity type').fill('trade_feedback')
  await admin.getByRole('button', { name: 'Search' }).click()
  const entry = admin.getByTestId('audit-log').getByRole('row').filter({ hasText: reply })
  await entry.waitFor()
  const cells = await entry.getByRole('cell').allInnerTexts()
  assert.match(cells[0], /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/, `a local time, not epoch milliseconds: ${cells[0]}`)
  const change = (await entry.getByTestId('audit-changes').innerText()).replace(/\s+/g, ' ')
  assert.equal(change, `content: — → ${reply}`)
  assert.ok(!cells.some((cell) => cell.includes('{"')), `no raw JSON: ${cells.join(' | ')}`)
  assert.deepEqual(await outsideTheScreen(admin, '[data-testid="audit-log"]'), [])
  await animationsDone(admin)
  await screenshot(admin, 'console-audit-log')
  assert.deepEqual(admin.errors, [])
})
