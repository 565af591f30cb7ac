// Checkout and orders as a shopper does them on a phone: add two games to the cart from their
// pages, change a count, check out (points switch, contact information), land on the payment
// page and leave it, see the order's details pending payment with its countdown, find it under
// "pending payment" from the user centre, cancel it, find it under "closed" and delete it; review
// a bought game and write to the store, each with a picture (a refused file first), and see the
// pictures on the game's page and in the feedback thread, full screen on tap. Runs on the demo
// catalogue.
//
// Points: the member is given 10000 points by the operator command first; the order uses them
// and cancelling gives them back.

import assert from 'node:assert/strict'
import {
  after,
  api,
  appIdle,
  before,
  expect,
  fingerTap,
  launch,
  loginByUi,
  newPhonePage,
  operator,
  pictureFile,
  responsesInOrder,
  screenshot,
  shownAtRest,
  test,
  toastsGone,
  tokenOf,
  waitForRoute,
} from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** Two games on sale whose first version is in stock (from the demo catalogue). */
async function twoGames() {
  const page = await api('/product/spu/page?pageNo=1&pageSize=20&list=new&language=zh-Hans')
  assert.equal(page.code, 0, page.msg)
  const games = []
  for (const card of page.data.list) {
    const detail = await api(`/product/spu/get-detail?id=${card.id}&language=zh-Hans`)
    const sku = detail.data?.skus[0]
    if (sku && sku.stock > 1) games.push({ id: card.id, name: detail.data.name, sku })
    if (games.length === 2) return games
  }
  throw new Error('the demo catalogue has fewer than two games in stock')
}

/** '¥1,234.50' or '−¥3.84' → 123450 or 384 (fen, sign dropped). */
function fen(text) {
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)
}

async function lineFen(page, testId) {
  return fen(await page.getByTestId(testId).locator('dd').textContent())
}

test('a confirm link without valid items shows an error with a way back', async () => {
  const page = await newPhonePage(browser)
  await loginByUi(page)
  await page.goto(`/#/pages/order/confirm?items=${encodeURIComponent('[{"skuId":"x"}]')}`)
  await page.getByTestId('confirm-invalid').waitFor()
  await page.getByText('订单信息有误').waitFor()
  await toastsGone(page) // 登录成功
  await screenshot(page, 'order-confirm-invalid')
  await page.goto('/#/pages/order/detail?id=99999999')
  await page.getByTestId('order-not-found').waitFor()
  assert.deepEqual(page.errors, [])
})

test('cart to checkout with points, pending payment, cancel, closed, delete', async () => {
  const page = await newPhonePage(browser)
  const mobile = await loginByUi(page)
  operator('adjust-points', '--mobile', mobile, '--points', '10000')
  const [first, second] = await twoGames()

  // Two games into the cart from their pages.
  for (const game of [first, second]) {
    await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
    await page.getByTestId('game-detail').waitFor()
    await page.getByTestId('add-to-cart').click()
    await page.getByText('已加入购物车').first().waitFor()
    await toastsGone(page)
  }

  // Change a count in the cart: the first game (listed last, newest first) goes to 2. (The
  // reload gives the entry page.goto made a router index, as navigating in the app does, so the
  // payment page can hold a back to it.)
  await page.goto('/#/pages/goods/cart')
  await page.reload()
  const cartItems = page.getByTestId('cart-valid').getByTestId('cart-item')
  await cartItems.nth(1).waitFor()
  const saved = responsesInOrder(page, '/trade/cart/update-count', '/trade/cart/list')
  await cartItems.nth(1).locator('.adm-stepper-plus').click()
  await page.waitForFunction(() => {
    const inputs = globalThis.document.querySelectorAll('[data-testid="cart-item"] input[role="spinbutton"]')
    return inputs.length === 2 && inputs[1].value === '2'
  })
  await saved // the count is saved and the cart reloaded
  await page.getByTestId('cart-checkout').click()
  await waitForRoute(page, /#\/pages\/order\/confirm\?items=/)

  // Confirm Order: both games with their counts and every price line from the server.
  await page.getByTestId('confirm-order').waitFor()
  const rows = page.getByTestId('order-item')
  await expect(rows).toHaveCount(2)
  const counts = {}
  for (let index = 0; index < 2; index += 1) {
    const text = await rows.nth(index).textContent()
    const name = text.includes(first.name) ? first.name : second.name
    counts[name] = await rows.nth(index).getByTestId('order-item-count').textContent()
  }
  assert.deepEqual(counts, { [first.name]: '×2', [second.name]: '×1' })
  for (const label of ['游戏总价', '活动优惠', '会员优惠', '积分抵扣', '优惠金额', '合计', '实付金额']) {
    await page.getByText(label, { exact: true }).first().waitFor()
  }
  const token = await tokenOf(page)
  const query = new URLSearchParams(await page.evaluate(() => globalThis.location.hash.split('?')[1]))
  const items = JSON.parse(query.get('items'))

  // Points: 10000 available; switching them on settles again with the deduction.
  assert.equal(await page.getByTestId('points-hint').textContent(), '可用积分 10000')
  await page.getByTestId('points-switch').click()
  await page.getByTestId('points-hint').getByText(/^使用 \d+ \/ 10000 积分/).waitFor()
  const settled = await api('/trade/order/settlement', { method: 'POST', token, body: { items, pointStatus: true } })
  assert.equal(settled.code, 0, settled.msg)
  const price = settled.data.price
  assert.ok(price.pointPrice > 0 && settled.data.usePoint > 0)
  const hint = await page.getByTestId('points-hint').textContent()
  assert.ok(hint.startsWith(`使用 ${settled.data.usePoint} / 10000 积分，`), hint)
  assert.equal(fen(hint.split('，')[1]), price.pointPrice)
  assert.equal(await lineFen(page, 'line-total'), price.totalPrice)
  assert.equal(await lineFen(page, 'line-event'), price.activityDiscountPrice)
  assert.equal(await lineFen(page, 'line-member'), price.vipPrice)
  assert.equal(await lineFen(page, 'line-discount'), price.discountPrice)
  assert.equal(await lineFen(page, 'line-sum'), price.payPrice)
  assert.equal(fen(await page.getByTestId('pay-amount').textContent()), price.payPrice)
  assert.equal(price.totalPrice - price.discountPrice, price.payPrice)

  await page.getByPlaceholder('请输入联系方式（选填）').fill('QQ 10086')
  await screenshot(page, 'order-confirm')
  await page.getByTestId('submit-order').click()

  // The payment page in Confirm Order's place: leaving it (back, then cancelling the payment)
  // returns to the cart, not to Confirm Order.
  await waitForRoute(page, /#\/pages\/pay\/index\?id=\d+/)
  await page.getByTestId('pay-page').waitFor()
  assert.equal(fen(await page.getByTestId('pay-price').textContent()), price.payPrice)
  const payOrderId = Number(new URLSearchParams(page.url().split('?')[1]).get('id'))
  const payOrder = await api(`/pay/order/get?id=${payOrderId}`, { token })
  const orderId = payOrder.data.merchantOrderId
  await appIdle(page) // the leave guard is registered
  await page.goBack()
  await page.locator('.adm-dialog').getByRole('button', { name: '取消支付' }).click()
  await page.getByText('支付已手动取消').waitFor()
  await page.getByTestId('pay-cancelled').waitFor()
  await appIdle(page) // the leave guard, off once cancelled, is registered so
  await page.goBack()
  await waitForRoute(page, /#\/pages\/goods\/cart/)
  await page.getByTestId('cart-empty').waitFor() // the bought items left the cart

  // The order's details, pending payment with the countdown.
  await page.goto(`/#/pages/order/detail?id=${orderId}`)
  await page.getByTestId('order-detail').waitFor()
  await page.getByTestId('pay-countdown').getByText(/请在 1[45]:\d\d 内付款/).waitFor()
  await page.getByText('QQ 10086').waitFor()
  await page.getByText('创建订单').waitFor()
  assert.equal(fen(await page.getByTestId('line-pay').locator('dd').textContent()), price.payPrice)
  assert.equal(await lineFen(page, 'line-points'), price.pointPrice)
  await screenshot(page, 'order-detail-unpaid')

  // The user centre's shortcut to "pending payment" shows one order.
  await page.goto('/#/pages/index/user')
  await page.getByTestId('order-shortcuts').waitFor()
  await page.getByTestId('orders-unpaid').getByText('1', { exact: true }).waitFor()
  await screenshot(page, 'order-user-centre')
  await page.getByTestId('orders-unpaid').click()
  await waitForRoute(page, /#\/pages\/order\/list\?type=unpaid/)
  const unpaidCard = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
  await unpaidCard.waitFor()
  assert.equal(await unpaidCard.getByTestId('order-status').textContent(), '待付款')
  assert.equal(await page.getByTestId('order-card').count(), 1)
  await screenshot(page, 'order-list-unpaid')

  // Opening the card and going back returns to the same tab.
  await unpaidCard.getByTestId('order-item').first().click()
  await waitForRoute(page, new RegExp(`#/pages/order/detail\\?id=${orderId}`))
  await page.getByTestId('order-detail').waitFor()
  await page.getByTestId('copy-no').click()
  await page.getByText(/复制成功!|复制失败/).waitFor()
  await page.goBack()
  await waitForRoute(page, /#\/pages\/order\/list\?type=unpaid/)

  // Cancel, after confirming: the tab empties.
  await unpaidCard.getByTestId('order-cancel').click()
  await page.getByText('确定取消该订单吗？').waitFor()
  await screenshot(page, 'order-cancel-confirm')
  await page.locator('.adm-dialog').getByRole('button', { name: '取消订单' }).click()
  await page.getByText('订单已取消').waitFor()
  await page.getByTestId('order-empty').waitFor()
  const count = await api('/trade/order/get-count', { token })
  assert.equal(count.data.unpaidCount, 0)
  const member = await api('/member/user/get', { token })
  assert.equal(member.data.point, 10000) // the points used came back

  // It is under "closed".
  await page.getByTestId('order-tab-closed').click()
  await waitForRoute(page, /#\/pages\/order\/list\?type=closed/)
  const closedCard = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
  await closedCard.waitFor()
  assert.equal(await closedCard.getByTestId('order-status').textContent(), '已关闭')
  await toastsGone(page)
  await screenshot(page, 'order-list-closed')

  // Its details say so; deleting it goes back to the list, where it is gone.
  await closedCard.getByTestId('order-item').first().click()
  await page.getByTestId('status-banner').getByText('您已取消该订单，使用的积分已退回。').waitFor()
  await screenshot(page, 'order-detail-closed')
  await page.getByTestId('order-actions').getByTestId('order-delete').click()
  await page.locator('.adm-dialog').getByRole('button', { name: '删除订单' }).click()
  await waitForRoute(page, /#\/pages\/order\/list\?type=closed/)
  await page.getByTestId('order-empty').waitFor()
  const detail = await api(`/trade/order/get-detail?id=${orderId}`, { token })
  assert.equal(detail.data.hidden, true) // hidden from the list, its details still there
  assert.deepEqual(page.errors, [])
})

/** Places an order for one key of `sku` and pays it in the sandbox: the order is completed. */
async function boughtOrder(token, sku) {
  const created = await api('/trade/order/create', {
    method: 'POST',
    token,
    body: { items: [{ skuId: sku.id, count: 1 }], pointStatus: false, remark: '' },
  })
  assert.equal(created.code, 0, created.msg)
  const paid = await api('/pay/order/submit', { method: 'POST', token, body: { id: created.data.payOrderId, channelCode: 'mock' } })
  assert.equal(paid.code, 0, paid.msg)
  assert.equal(paid.data.status, 0)
  return created.data.id
}

/** Holds picture uploads until `release()`: the screen can be seen while one uploads. */
async function holdUpload(page) {
  const url = '**/app-api/infra/file/upload'
  let open
  const gate = new Promise((resolve) => {
    open = resolve
  })
  const passed = []
  await page.route(url, (route) => {
    passed.push(gate.then(() => route.continue()))
  })
  return {
    release: async () => {
      open()
      await Promise.all(passed)
      await page.unroute(url)
    },
  }
}

/** Waits until the full-screen viewer has faded in. */
function viewerShown(page) {
  return shownAtRest(page, '.adm-image-viewer-content')
}

/** The picture's width once it has loaded (decoded, or broken: 0). */
async function loaded(image) {
  await expect.poll(() => image.evaluate((node) => node.complete), { message: 'the picture loads', timeout: 10_000 }).toBe(true)
  return image.evaluate((node) => node.naturalWidth)
}

test('review a bought game and write to the store, with pictures, shown full screen on tap', async () => {
  const page = await newPhonePage(browser)
  await loginByUi(page)
  await toastsGone(page)
  const token = await tokenOf(page)
  const [game] = await twoGames()
  const orderId = await boughtOrder(token, game.sku)

  // The order's Review opens the sheet; a file that is not a picture is refused with the reason.
  await page.goto(`/#/pages/order/detail?id=${orderId}`)
  await page.getByTestId('order-detail').waitFor()
  await page.getByTestId('item-review').first().click()
  const sheet = page.getByTestId('review-sheet')
  await sheet.waitFor()
  // The stars follow touch (a tap), as on a phone.
  await sheet.getByRole('radio', { name: '4' }).tap()
  assert.equal(await sheet.getByRole('radio', { name: '4' }).getAttribute('aria-checked'), 'true')
  assert.equal(await sheet.getByRole('radio', { name: '5' }).getAttribute('aria-checked'), 'false')
  const words = `Pictures show it best ${Date.now()}`
  await sheet.getByRole('textbox').fill(words)
  const pictures = sheet.getByTestId('review-pictures')
  const input = pictures.locator('input[type=file]')
  assert.equal(await input.getAttribute('accept'), 'image/png,image/jpeg,image/gif,image/webp')
  await pictures.getByText('0/9 · 支持 PNG、JPG、GIF、WebP，每张不超过 2 MB').waitFor()
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
  await page.getByText('“notes.txt”不是 PNG、JPG、GIF 或 WebP 图片').waitFor()
  assert.equal(await pictures.locator('.adm-image-uploader-cell:not(.adm-image-uploader-upload-button)').count(), 0)
  await toastsGone(page)

  // A PNG: while it uploads its thumbnail says so and Publish waits; then it is there, 1/9.
  const submit = page.getByRole('button', { name: '发表评价' })
  const held = await holdUpload(page)
  await input.setInputFiles(pictureFile('pattern-orange-48.png', 'game.png'))
  await pictures.getByText('上传中...').waitFor()
  await pictures.getByText('1/9 ·', { exact: false }).waitFor()
  assert.equal(await submit.isDisabled(), true)
  await screenshot(page, 'order-review-uploading')
  await held.release()
  await pictures.locator('.adm-image-uploader-cell-image img').waitFor()
  await page.waitForFunction(() => !globalThis.document.querySelector('.adm-image-uploader-cell-mask'))
  assert.equal(await submit.isDisabled(), false)
  assert.ok((await loaded(pictures.locator('.adm-image-uploader-cell-image img'))) > 0)
  await screenshot(page, 'order-review-picture')

  // Published with the picture's URL: the game's page shows the review and its picture.
  await submit.click()
  await page.getByText('感谢您的评价').waitFor()
  await sheet.waitFor({ state: 'detached' })
  const comments = await api(`/product/comment/page?spuId=${game.id}&pageNo=1&pageSize=10`)
  assert.equal(comments.code, 0, comments.msg)
  const mine = comments.data.list.find((comment) => comment.content === words)
  assert.ok(mine, 'the review is listed for the game')
  assert.equal(mine.picUrls.length, 1)
  assert.match(mine.picUrls[0], /\/uploads\/.+\.png$/)
  await toastsGone(page)
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  const review = page.getByTestId('review').filter({ hasText: words })
  await review.waitFor()
  const photo = review.getByRole('button', { name: '第 1 张图片' })
  assert.ok((await loaded(photo.locator('img'))) > 0)
  await review.scrollIntoViewIfNeeded()
  await screenshot(page, 'order-review-on-game-page')
  await photo.click()
  const enlarged = page.locator('.adm-image-viewer-content img').first()
  await enlarged.waitFor()
  assert.equal(await enlarged.getAttribute('src'), mine.picUrls[0])
  await viewerShown(page)
  await screenshot(page, 'order-review-on-game-page-viewer')
  await fingerTap(page, enlarged) // a tap on the picture closes the viewer
  await enlarged.waitFor({ state: 'detached' })

  // The feedback thread: attach a picture to a message; it is shown in the thread, full screen on tap.
  await page.goto(`/#/pages/order/feedback?orderId=${orderId}`)
  await page.getByTestId('feedback-empty').waitFor()
  await page.getByTestId('feedback-attach').click()
  const attach = page.getByTestId('feedback-pictures-input')
  await attach.getByText('0/9', { exact: false }).waitFor()
  await attach.locator('input[type=file]').setInputFiles(pictureFile('pattern-blue-48.png', 'receipt.png'))
  await attach.locator('.adm-image-uploader-cell-image img').waitFor()
  await attach.getByText('1/9', { exact: false }).waitFor()
  await page.getByTestId('feedback-input').getByRole('textbox').fill('The key was refused, see the picture')
  await page.waitForFunction(() => !globalThis.document.querySelector('.adm-image-uploader-cell-mask'))
  await screenshot(page, 'order-feedback-attached')
  await page.getByTestId('feedback-send').click()
  const message = page.getByTestId('feedback-mine').filter({ hasText: 'The key was refused, see the picture' })
  const shown = message.getByTestId('feedback-pictures').locator('img')
  assert.ok((await loaded(shown)) > 0)
  assert.equal(await page.getByTestId('feedback-pictures-input').count(), 0)
  const thread = await api(`/trade/order-feedback-reply/get?orderId=${orderId}`, { token })
  assert.equal(thread.code, 0, thread.msg)
  assert.equal(thread.data.length, 1)
  // A feedback photo is private: the thread names its path, the page shows it through a signed,
  // expiring link, and the path alone opens nothing.
  const [stored] = thread.data[0].picUrls
  assert.match(stored, /^private\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/)
  const link = await shown.getAttribute('src')
  assert.match(link, new RegExp(`/uploads/${stored}\\?expires=\\d+&sign=[0-9a-f]{64}$`))
  assert.equal((await page.request.get(`/uploads/${stored}`)).status(), 404)
  assert.equal((await page.request.get(link)).status(), 200)
  await toastsGone(page)
  await screenshot(page, 'order-feedback-thread-picture')
  await message.getByRole('button', { name: '图片 1' }).click()
  const viewer = page.locator('.adm-image-viewer-content img').first()
  await viewer.waitFor()
  assert.equal(await viewer.getAttribute('src'), link)
  await viewerShown(page)
  await screenshot(page, 'order-feedback-picture-viewer')
  assert.deepEqual(page.errors, [])
})
