// Paying in the app shell (issue 39 part 3): the store signs WeChat's APP PayReq (wx_app) or Alipay's
// app order string (alipay_app), the page hands it to the shell's `pay` bridge call, and the shell
// answers ok / cancelled / failed / not installed. The shell stand-in here answers as docs/native-shell.md
// says the shell does; for "ok" it hands the order to the WeChat Pay or Alipay stand-in's app client
// (/standin/client/app-pay), which checks it as the WeChat or Alipay app would, pays the order and
// sends the gateway's notice. The page confirms with the server: the notice is the truth.
// Also: the iOS shell while it sells nothing, and the spec's last messages ("Failed to load game
// information", "Template not found").

import assert from 'node:assert/strict'
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buyNow, gamesInStock, orderOf } from '../shop.mjs'
import {
  after,
  alipayUrl,
  api,
  before,
  expect,
  launch,
  memberPage,
  operator,
  screenshot,
  shownAtRest,
  test,
  toastsGone,
  waitForRoute,
  wechatApiUrl,
  wechatPayUrl,
} from '../support.mjs'

const ANDROID_SHELL_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 uni-app GameStoreApp/1.0'
const IOS_SHELL_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 uni-app GameStoreApp/1.0'

// The mini program's appid (gateway_standins_server: wechatpay_standin.APPID_MINI).
const APPID_MINI = 'wx2421b1c4370ec43b'
const SHOTS = '/tmp/shots-payunify'

let browser
let games = []

before(async () => {
  assert.ok(
    wechatPayUrl && alipayUrl && wechatApiUrl,
    'run the specs with `npm run e2e` (E2E_WECHAT_PAY_URL, E2E_ALIPAY_URL, E2E_WECHAT_API_URL)',
  )
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

async function postJson(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  assert.equal(response.status, 200, `${url}: ${await response.clone().text()}`)
  return response.json()
}

/** The screenshot, also kept in SHOTS (the unified "confirming payment"). */
async function shot(page, name) {
  const path = await screenshot(page, name)
  mkdirSync(SHOTS, { recursive: true })
  copyFileSync(path, `${SHOTS}/${name}.png`)
}

/**
 * What the WeChat or Alipay app does with the order the shell hands it (uni.requestPayment): the
 * stand-in's app client checks it, pays it and notifies the store. Answers whether it was paid.
 */
async function payInTheApp(message) {
  if (message.provider === 'wxpay') {
    const answer = await postJson(`${wechatPayUrl}/standin/client/app-pay`, { req: message.orderInfo, choice: 'confirm' })
    assert.equal(answer.errCode, 0, answer.errStr)
  } else {
    const answer = await postJson(`${alipayUrl}/standin/client/app-pay`, { orderStr: message.orderInfo, choice: 'confirm' })
    assert.equal(answer.resultStatus, '9000', answer.memo)
  }
}

/**
 * A member's page inside the app shell whose bridge answers `pay` as `shell.answer` says:
 * 'ok' (paid in the payment app at once), 'late' (ok at once; the payment app's payment, and so
 * the gateway's notice, only when the test calls shell.payNow()), 'cancelled', 'failed' or
 * 'not-installed'. `shell.messages` records what the page sent.
 */
async function shellPage({ language, mode }) {
  const { page, tokens } = await memberPage(browser, { language, mode, userAgent: ANDROID_SHELL_UA })
  const shell = { answer: 'ok', messages: [], pending: null }
  shell.payNow = async () => {
    assert.ok(shell.pending, 'nothing was handed to the payment app')
    await payInTheApp(shell.pending)
    shell.pending = null
  }
  await page.exposeBinding('__shellAnswer', async (_source, message) => {
    shell.messages.push(message)
    if (message.action !== 'pay') return null
    if (shell.answer === 'ok') {
      await payInTheApp(message)
      return { ok: true, data: {} }
    }
    if (shell.answer === 'late') {
      shell.pending = message
      return { ok: true, data: {} }
    }
    if (shell.answer === 'failed') return { ok: false, code: 'failed', message: '商家参数格式有误，请联系商家解决' }
    return { ok: false, code: shell.answer, message: '' }
  })
  await page.addInitScript(() => {
    globalThis.GameStoreNative = {
      postMessage(text) {
        const message = JSON.parse(text)
        void globalThis.__shellAnswer(message).then((answer) => {
          if (message.id && answer) globalThis.GameStoreNativeReply(message.id, answer)
        })
      },
    }
  })
  return { page, shell, token: tokens.accessToken }
}

async function aGame(token) {
  if (games.length === 0) games = await gamesInStock(token)
  return games.shift()
}

async function submitWith(page, method, channel) {
  const row = page.getByTestId(`pay-method-${method}`)
  assert.equal(await row.getAttribute('data-channel'), channel)
  await row.click()
  await page.getByTestId('pay-submit').click()
}

async function closeDialog(page, confirmText) {
  await page.locator('.adm-dialog').getByRole('button', { name: confirmText }).click()
  await page.locator('.adm-dialog').waitFor({ state: 'detached' })
}

test('app shell, WeChat Pay: not installed, cancelled and failed leave it payable; ok confirms until the notice pays it (zh-Hans dark)', async () => {
  const { page, shell, token } = await shellPage({ language: 'zh-Hans', mode: 'dark' })
  const game = await aGame(token)
  const payOrderId = await buyNow(page, game)

  shell.answer = 'not-installed'
  await submitWith(page, 'wechat', 'wx_app')
  await page.locator('.adm-dialog').getByText('微信未安装').waitFor()
  await page.getByTestId('shell-pay-not-installed').getByText('请安装后再试，或选择其他支付方式。').waitFor()
  await shownAtRest(page, '.adm-dialog-body')
  await screenshot(page, 'shell-pay-wechat-not-installed-zh-Hans-dark')
  await closeDialog(page, '确定')

  shell.answer = 'cancelled'
  await submitWith(page, 'wechat', 'wx_app')
  await page.getByText('支付已手动取消').waitFor()
  await toastsGone(page)

  shell.answer = 'failed'
  await submitWith(page, 'wechat', 'wx_app')
  await page.locator('.adm-dialog').getByText('支付失败').waitFor()
  await page.getByTestId('shell-pay-failed').getByText('原因：商家参数格式有误，请联系商家解决').waitFor()
  await closeDialog(page, '确定')
  assert.equal((await orderOf(token, payOrderId)).payOrder.status, 0)
  await page.getByTestId('pay-page').waitFor()

  // ok from the shell, the notice not yet: the payment page confirms (its confirm=1, as in the mini
  // program) and does not call it paid.
  shell.answer = 'late'
  await submitWith(page, 'wechat', 'wx_app')
  await waitForRoute(page, new RegExp(`#/pages/pay/index\\?id=${payOrderId}&confirm=1`))
  await page.getByTestId('pay-confirming').getByText('正在确认支付…').waitFor()
  await page.getByText('支付应用已返回，正在等待支付平台的结果通知，请勿重复支付。').waitFor()
  await toastsGone(page)
  await shot(page, 'shell-pay-confirming-zh-Hans-dark')
  assert.equal((await orderOf(token, payOrderId)).payOrder.status, 0)
  await shell.payNow()
  await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success`))
  await page.getByText('支付成功', { exact: true }).waitFor()

  const pays = shell.messages.filter((message) => message.action === 'pay')
  assert.equal(pays.length, 4)
  for (const message of pays) {
    assert.equal(message.provider, 'wxpay')
    assert.deepEqual(Object.keys(message.orderInfo).sort(), ['appid', 'noncestr', 'package', 'partnerid', 'prepayid', 'sign', 'timestamp'])
    assert.equal(message.orderInfo.package, 'Sign=WXPay')
  }
  const { payOrder, order } = await orderOf(token, payOrderId)
  assert.equal(payOrder.status, 10)
  assert.equal(payOrder.channelCode, 'wx_app')
  assert.equal(order.payStatus, true)
  assert.deepEqual(page.errors, [])
  await page.context().close()
})

test('app shell, Alipay: not installed, then ok pays through the Alipay app (en light)', async () => {
  const { page, shell, token } = await shellPage({ language: 'en', mode: 'light' })
  const game = await aGame(token)
  const payOrderId = await buyNow(page, game)

  shell.answer = 'not-installed'
  await submitWith(page, 'alipay', 'alipay_app')
  await page.locator('.adm-dialog').getByText('Alipay is not installed').waitFor()
  await shownAtRest(page, '.adm-dialog-body')
  await screenshot(page, 'shell-pay-alipay-not-installed-en-light')
  await closeDialog(page, 'Confirm')

  shell.answer = 'late'
  await submitWith(page, 'alipay', 'alipay_app')
  await waitForRoute(page, new RegExp(`#/pages/pay/index\\?id=${payOrderId}&confirm=1`))
  await page.getByTestId('pay-confirming').getByText('Confirming payment…').waitFor()
  await page.getByText('Back from the payment app; waiting for the payment provider to confirm. Please do not pay again.').waitFor()
  await toastsGone(page)
  await shot(page, 'shell-pay-confirming-en-light')
  await shell.payNow()
  await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success`))
  await page.getByText('Payment successful', { exact: true }).waitFor()

  const [message] = shell.messages.filter((m) => m.action === 'pay' && m.provider === 'alipay').slice(-1)
  assert.match(message.orderInfo, /(^|&)method=alipay\.trade\.app\.pay(&|$)/)
  const { payOrder } = await orderOf(token, payOrderId)
  assert.equal(payOrder.status, 10)
  assert.equal(payOrder.channelCode, 'alipay_app')
  assert.deepEqual(page.errors, [])
  await page.context().close()
})

test('iOS app shell while it sells nothing: the game page says how to buy in the browser', async () => {
  for (const [language, mode, title] of [
    ['zh-Hans', 'dark', '请在浏览器中购买'],
    ['en', 'light', 'Buy in your browser'],
  ]) {
    const { page, tokens } = await memberPage(browser, { language, mode, userAgent: IOS_SHELL_UA })
    const game = await aGame(tokens.accessToken)
    await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
    await page.getByTestId('ios-buy-note').getByText(title).waitFor()
    assert.equal(await page.getByTestId('buy-now').count(), 0)
    assert.equal(await page.getByTestId('add-to-cart').count(), 0)
    await page.getByTestId('copy-buy-link').waitFor()
    await screenshot(page, `shell-ios-buy-note-${language}-${mode}`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  }
})

test('"Failed to load game information" when a game page cannot load, and Retry loads it', async () => {
  for (const [language, mode, text, retry] of [
    ['zh-Hans', 'dark', '游戏信息加载失败', '重试'],
    ['en', 'light', 'Failed to load game information', 'Retry'],
  ]) {
    const { page, tokens } = await memberPage(browser, { language, mode })
    const game = await aGame(tokens.accessToken)
    // The game's request never reaches the server: its connection is refused (the network cut for
    // that one request; the page, the language and everything else load as usual).
    await page.route('**/app-api/product/spu/get-detail**', (route) => route.abort('connectionrefused'))
    await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
    await page.getByTestId('page-error').getByText(text, { exact: true }).waitFor({ timeout: 30_000 })
    await toastsGone(page)
    await screenshot(page, `game-load-failed-${language}-${mode}`)
    await page.unroute('**/app-api/product/spu/get-detail**')
    await page.getByTestId('page-error').getByRole('button', { name: retry }).click()
    await page.getByTestId('game-detail').waitFor()
    await page.context().close()
  }
})

function importActivity(title) {
  const file = join(mkdtempSync(join(tmpdir(), 'shell-remind-')), 'content.json')
  const texts = { en: title, 'zh-Hans': title, 'zh-Hant': title, ja: title }
  const start = Date.now() + 5 * 3_600_000
  const body = '<p>Soon</p>'
  writeFileSync(
    file,
    JSON.stringify({
      articles: [
        {
          code: title,
          type: 'activity',
          titles: texts,
          summaries: texts,
          bodies: { en: body, 'zh-Hans': body, 'zh-Hant': body, ja: body },
          cover: '/uploads/demo/games/mossling/1.svg',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 3_600_000).toISOString(),
        },
      ],
    }),
  )
  operator('import-articles', file)
}

test('"Template not found" with Reload when the mini program\'s reminder template is missing', async () => {
  const title = `e2e-shell-template-${Date.now()}`
  importActivity(title)
  const found = await api(`/promotion/article/page?pageSize=50&keyword=${encodeURIComponent(title)}`)
  const activity = found.data.list[0]
  // The operator deletes the reminder template in the mini program's console (the WeChat stand-in's):
  // the store's list, asked of WeChat each time here (WECHAT_TEMPLATES_CACHE_SECONDS=0), is without it.
  const listed = await api('/member/social-user/get-subscribe-template-list')
  const reminder = listed.data.find((template) => template.reminder)
  assert.ok(reminder, 'the store has a reminder template to delete')
  const { template } = await postJson(`${wechatApiUrl}/standin/console/delete-template`, {
    appid: APPID_MINI,
    priTmplId: reminder.id,
  })
  try {
    assert.deepEqual((await api('/member/social-user/get-subscribe-template-list')).data.filter((t) => t.reminder), [])
    for (const [language, mode, text, reload] of [
      ['zh-Hans', 'dark', '未找到模板', '重新加载'],
      ['en', 'light', 'Template not found', 'Reload'],
    ]) {
      const { page } = await memberPage(browser, { language, mode })
      // Inside the mini program's web-view.
      await page.addInitScript(() => {
        globalThis.__wxjs_environment = 'miniprogram'
      })
      let asked = 0
      page.on('response', (response) => {
        if (response.url().includes('/app-api/member/social-user/get-subscribe-template-list')) asked += 1
      })
      await page.goto(`/#/pages/goods/detail?id=${activity.id}`)
      await page.getByTestId('remind-me').click()
      await page.locator('.adm-dialog').getByText(text, { exact: true }).waitFor()
      await page.getByTestId('reminder-template-missing').waitFor()
      await shownAtRest(page, '.adm-dialog-body')
      await screenshot(page, `reminder-template-not-found-${language}-${mode}`)
      await page.locator('.adm-dialog').getByRole('button', { name: reload }).click()
      // Reloaded: the list is asked again and, still without the template, says so again.
      await expect.poll(() => asked).toBe(2)
      await page.locator('.adm-dialog').last().getByText(text, { exact: true }).waitFor()
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  } finally {
    // The other specs on this server remind through the mini program with that template.
    await postJson(`${wechatApiUrl}/standin/console/restore-template`, { appid: APPID_MINI, template })
  }
  assert.ok((await api('/member/social-user/get-subscribe-template-list')).data.some((t) => t.id === reminder.id && t.reminder))
})
