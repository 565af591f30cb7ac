// What the console shows support and admins at 1280 x 800 (issue 37, items 2 and 12): a member's
// feedback about a key with a private screenshot reaches support with its subject, its order (a link
// to that order's page) and the picture itself (a thumbnail that opens large); the audit log shows a
// reply as readable changes (field: before → after) in local time, within the screen's width however
// long a value is.

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
  OPERATOR_PASSWORD,
  pictureFile,
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
  const picture = pictureFile('pattern-orange-400.png', 'key-error.png')
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
  const member = await loginByApi()
  const token = member.accessToken
  const [game] = await gamesInStock(token, 1)
  const created = await api('/trade/order/create', { method: 'POST', token, body: { items: [{ skuId: game.sku.id, count: 1 }], pointStatus: false, remark: '' } })
  assert.equal(created.code, 0, created.msg)
  const order = (await api(`/trade/order/get-detail?id=${created.data.id}`, { token })).data
  const path = await uploadPrivate(token)
  const sent = await api('/member/feedback/create', { method: 'POST', token, body: { type: 3, orderId: order.id, content: words, contact: 'player@example.com', picUrls: [path] } })
  assert.equal(sent.code, 0, sent.msg)
  const cancelled = await api(`/trade/order/cancel?id=${order.id}`, { method: 'DELETE', token })
  assert.equal(cancelled.code, 0, cancelled.msg)
  return { order, path, feedbackId: sent.data, memberId: member.userId }
}

/** Waits until the picture has arrived (decoded, not a broken image) and answers its natural width. */
async function loadedWidth(image) {
  await image.waitFor()
  const handle = await image.elementHandle()
  await handle.evaluate((element) => (element.complete ? undefined : new Promise((done) => element.addEventListener('load', done, { once: true }))))
  return handle.evaluate((element) => element.naturalWidth)
}

/** Everything that sticks out: the document wider than the window, a box whose content is wider than it (text running
 * out of its cell included), an element past the window's right edge. */
function outsideTheScreen(page, selector) {
  return page.evaluate((selector) => {
    const found = []
    const root = globalThis.document.querySelector(selector)
    if (!root) return [`no element matches ${selector}`]
    const { documentElement } = globalThis.document
    if (documentElement.scrollWidth > globalThis.innerWidth) found.push(`document ${documentElement.scrollWidth} > ${globalThis.innerWidth}`)
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const name = `${element.tagName.toLowerCase()}.${String(element.className)}`
      const inline = globalThis.getComputedStyle(element).display === 'inline'
      if (!inline && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) found.push(`${name}: content ${element.scrollWidth} px in ${element.clientWidth}`)
      const right = element.getBoundingClientRect().right
      if (right > globalThis.innerWidth + 1) found.push(`${name} ends at ${Math.round(right)}`)
    }
    return found
  }, selector)
}

/** A console call as an operator (`/admin-api`), answering its envelope. */
async function consoleApi(path, { token, body } = {}) {
  const headers = { 'content-type': 'application/json', 'content-language': 'zh-Hans' }
  if (token) headers.authorization = `Bearer ${token}`
  const request = () => fetch(`${baseUrl}/admin-api${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  // As api() does: a kept-alive connection the server closed while an operator command ran fails before anything was sent.
  const response = await request().catch((error) => (error?.cause?.code === 'UND_ERR_SOCKET' ? request() : Promise.reject(error)))
  const answer = await response.json()
  assert.equal(answer.code, 0, `${path}: ${answer.msg}`)
  return answer.data
}

/** A pasted link: one long unbroken word, the kind that pushed the audit log past the screen (raw JSON in a 360 px box). */
const pastedLink = (orderNo) => `请按此步骤重新激活：https://help.steampowered.com/zh-cn/faqs/view/${'2A12-9D79-C3D7-F870'.repeat(6)}?order=${orderNo}`

test("support sees a member's feedback with its subject, its order (a link to it) and its private picture", async () => {
  const words = `激活码提示已被使用 ${Date.now().toString(36)}`
  const { order, path } = await keyFeedback(words)

  const page = await newDesktopPage(browser)
  await consoleLogin(page, createOperator('support'))
  await page.getByRole('menu').getByText('反馈', { exact: true }).click()
  const row = page.getByRole('row').filter({ hasText: words })
  await row.waitFor()
  await row.getByText('激活码问题').waitFor({ timeout: 5000 })
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
  // It zooms in from the thumbnail: large once its opening animation has ended.
  await page
    .waitForFunction(() => globalThis.document.querySelector('.ant-image-preview img')?.getBoundingClientRect().width >= 300, null, { timeout: 10_000 })
    .catch(() => undefined) // the assertion below says what was shown instead
  await animationsDone(page)
  const shown = await preview.boundingBox()
  assert.ok(shown.width >= 300, `the preview shows it large (${shown.width} px wide)`)
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
  const reply = '已为您更换激活码，请查看订单。'
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
})

test('the audit log shows changes as field: before → after in local time, within 1280 px however long the values', async () => {
  const { order, feedbackId, memberId } = await keyFeedback(`兑换失败 ${Date.now().toString(36)}`)
  const username = createOperator('admin')
  const { accessToken: token } = await consoleApi('/system/auth/login', { body: { username, password: OPERATOR_PASSWORD } })
  const reply = pastedLink(order.no)
  await consoleApi('/trade/feedback/reply', { token, body: { feedbackId, content: reply } })
  // An update (before and after) whose values have no place to break: a ticket's address and a request id.
  const reason = `补偿：工单 https://support.example.com/t/${'A1B2C3D4E5'.repeat(8)}`
  const requestId = `adj_${Date.now()}_${'0123456789'.repeat(4)}`
  await consoleApi('/member/point/adjust', { token, body: { memberId, points: 100, reason, requestId } })

  const admin = await newDesktopPage(browser, { language: 'en-US' })
  await consoleLogin(admin, username)
  await admin.getByRole('menu').getByText('Audit log', { exact: true }).click()
  const replied = admin.getByRole('row').filter({ hasText: reply })
  const adjusted = admin.getByRole('row').filter({ hasText: requestId })
  await replied.waitFor()
  await adjusted.waitFor()
  await animationsDone(admin)
  await screenshot(admin, 'console-audit-log')
  for (const entry of [replied, adjusted]) {
    const cells = await entry.getByRole('cell').allInnerTexts()
    assert.match(cells[0], /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/, `a local time, not epoch milliseconds: ${cells[0]}`)
    assert.ok(!cells.some((cell) => /"\w+":/.test(cell)), `no raw JSON: ${cells.join(' | ')}`)
  }
  assert.deepEqual(await outsideTheScreen(admin, '.ant-table-wrapper'), [])
  const lines = async (entry) => (await entry.getByTestId('audit-changes').getByRole('listitem').allInnerTexts()).map((line) => line.replace(/\s+/g, ' '))
  assert.deepEqual(await lines(replied), [`content: — → ${reply}`])
  assert.deepEqual(await lines(adjusted), ['point: 0 → 100', 'points: — → 100', `reason: — → ${reason}`, `requestId: — → ${requestId}`])
  assert.deepEqual(admin.errors, [])
})
