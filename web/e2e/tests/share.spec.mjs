// Sharing that rewards (issue 17): a member shares a game by link (copied, 复制成功!) and by poster
// (drawn by the server, saved as an image); a visitor opens the link in another browser, registers,
// buys and pays; both members then see their share points pending, given once the friend reveals the
// key, and the sharer sees the friend in My referrals.

import assert from 'node:assert/strict'
import { gamesInStock } from '../shop.mjs'
import { wechatPage } from '../wechat.mjs'
import {
  after,
  api,
  baseUrl,
  before,
  launch,
  loginByApi,
  loginByUi,
  memberPage,
  newMobile,
  newPhonePage,
  screenshot,
  smsCode,
  test,
  toastsGone,
  tokenOf,
  waitForRoute,
} from '../support.mjs'

/** Reveals every key of the order a payment paid for (through the API): the order is then final. */
async function revealAllKeys(token, payOrderId) {
  const orderId = (await api(`/pay/order/get?id=${payOrderId}`, { token })).data.merchantOrderId
  const detail = (await api(`/trade/order/get-detail?id=${orderId}`, { token })).data
  for (const key of detail.activationCodes) {
    const revealed = await api('/trade/order/reveal-key', { method: 'POST', token, body: { orderId, keyId: key.keyId } })
    assert.equal(revealed.code, 0, revealed.msg)
  }
}

let browser
let game

before(async () => {
  browser = await launch()
  const { accessToken } = await loginByApi()
  ;[game] = await gamesInStock(accessToken, 1)
})

after(async () => {
  await browser?.close()
})

async function openShareSheet(page) {
  await page.getByTestId('share-button').click()
  const sheet = page.getByTestId('share-sheet')
  await sheet.waitFor()
  return sheet
}

/** Log in (registering) on the login page the visitor was sent to. */
async function registerHere(page, mobile) {
  await waitForRoute(page, /#\/pages\/user\/login/)
  await page.getByPlaceholder('请输入手机号').fill(mobile)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByText(/秒后重发/).waitFor()
  await page.getByPlaceholder('6 位验证码').fill(smsCode)
  await page.getByTestId('agree-box').click()
  await page.getByRole('button', { name: '登录', exact: true }).click()
}

test('share a game by link and by poster; a friend registers from the link and buys; both earn share points', async () => {
  const sharerMobile = newMobile()
  const { page, tokens } = await memberPage(browser, { language: 'zh-Hans', mode: 'dark', mobile: sharerMobile })
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await page.getByTestId('game-detail').waitFor()

  // By link: copied with the member's tracking string (sharer, game page, the game, H5, link).
  let sheet = await openShareSheet(page)
  await screenshot(page, 'share-sheet-zh-Hans')
  const logged = page.waitForResponse((answer) => answer.url().includes('/member/share/log') && answer.ok())
  await sheet.getByRole('button', { name: '复制链接' }).click()
  await page.getByText('复制成功!').waitFor()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  assert.equal(link, `${baseUrl}/#/pages/goods/gameDetail?id=${game.id}&spm=${tokens.userId}.2.${game.id}.1.3`)
  await toastsGone(page)
  // The share counts for the daily task about sharing: it can be claimed now.
  await logged
  const daily = await api('/member/task/page?type=1&pageSize=50', { token: tokens.accessToken })
  assert.equal(daily.data.list.find((task) => task.code === 'daily-share')?.status, 10)

  // By poster: the server's image (cover, name, price, the sharer, a QR code), saved as a file.
  sheet = await openShareSheet(page)
  await sheet.getByRole('button', { name: '生成海报' }).click()
  await sheet.waitFor({ state: 'hidden' })
  const poster = page.getByTestId('share-poster-image')
  await page.waitForFunction(() => {
    const image = globalThis.document.querySelector('[data-testid="share-poster-image"]')
    return image instanceof globalThis.HTMLImageElement && image.complete && image.naturalWidth === 750
  })
  assert.equal(await poster.evaluate((image) => image.naturalHeight), 1200)
  await page.getByText('长按海报保存或发送给朋友').waitFor()
  await screenshot(page, 'share-poster-zh-Hans')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-poster-save').click()])
  assert.match(download.suggestedFilename(), /^[\w-]+\.png$/)

  // The friend opens the link logged out, in a browser of their own, lands on the game and buys it.
  const friend = await newPhonePage(browser)
  await friend.goto(link)
  await friend.getByTestId('game-detail').waitFor()
  assert.match(friend.url(), new RegExp(`gameDetail\\?id=${game.id}$`), 'the tracking string is taken off the address')
  await friend.getByTestId('buy-now').click()
  await friend.locator('.adm-dialog').getByRole('button', { name: '去登录' }).click()
  await registerHere(friend, newMobile())
  await friend.getByTestId('confirm-order').waitFor()
  await friend.getByTestId('submit-order').click()
  await waitForRoute(friend, /#\/pages\/pay\/index\?id=\d+/)
  await friend.getByTestId('pay-method-mock').click()
  await friend.getByTestId('pay-submit').click()
  await waitForRoute(friend, /#\/pages\/pay\/result\?.*payState=success/)
  await friend.getByTestId('result-channel').waitFor()
  const friendPayOrderId = Number(new URLSearchParams(friend.url().split('?').at(-1)).get('id'))

  // Both members' points are pending until the friend's order is final (issue 36).
  await friend.goto('/#/pages/user/point')
  await friend.getByTestId('pending-point').filter({ hasText: '受邀购物奖励' }).filter({ hasText: '+20' }).waitFor()
  await page.goto('/#/pages/user/point')
  await page.getByTestId('pending-point').filter({ hasText: '分享奖励' }).filter({ hasText: '+50' }).waitFor()

  // The friend reveals the key: the order is final and the points are given.
  const friendToken = await tokenOf(friend)
  await revealAllKeys(friendToken, friendPayOrderId)

  // The friend's points: the referral bonus, type share (the page read afresh: the key was revealed elsewhere).
  await friend.reload()
  await friend.getByTestId('point-record').filter({ hasText: '受邀购物奖励' }).filter({ hasText: '+20' }).waitFor()
  await screenshot(friend, 'share-friend-points-zh-Hans')
  const friendInfo = await api('/member/user/get', { token: friendToken })

  // The sharer's: the share reward, and the friend in My referrals.
  await page.reload()
  await page.getByTestId('point-record').filter({ hasText: '分享奖励' }).filter({ hasText: '+50' }).waitFor()
  await screenshot(page, 'share-sharer-points-zh-Hans')
  await page.goto('/#/pages/user/referral')
  await page.getByText(friendInfo.data.nickname).waitFor()
  await screenshot(page, 'share-referrals-zh-Hans')
  const summary = await api('/member/referral/summary', { token: tokens.accessToken })
  assert.deepEqual([summary.data.friendCount, summary.data.purchaseCount, summary.data.pointTotal], [1, 1, 50])
  assert.deepEqual(page.errors, [])
  assert.deepEqual(friend.errors, [])
})

// Our app shell's user agent (web/src/lib/platform.ts: uni-app + GameStoreApp).
const APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 uni-app GameStoreApp/1.0'

test('in the app shell, the poster is saved to the album only with the album permission', async () => {
  const { page } = await memberPage(browser, { language: 'zh-Hans', mode: 'light', mobile: newMobile(), userAgent: APP_UA })
  // The shell's bridge: `album` is what the member answers when the shell asks for the album permission.
  const shell = { album: 'refuse', saved: [], asked: [] }
  await page.exposeBinding('__shellAnswer', async (_source, message) => {
    shell.asked.push(message.action)
    if (message.action !== 'saveImage') return null
    if (shell.album === 'refuse') return { ok: false, code: 'album-denied', message: '' }
    const image = await fetch(message.url)
    const bytes = Buffer.from(await image.arrayBuffer())
    if (!image.ok || !bytes.subarray(1, 4).equals(Buffer.from('PNG'))) return { ok: false, code: 'write-failed', message: '' }
    shell.saved.push(bytes.length)
    return { ok: true, data: null }
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
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await page.getByTestId('game-detail').waitFor()
  const sheet = await openShareSheet(page)
  await sheet.getByRole('button', { name: '生成海报' }).click()
  await page.waitForFunction(() => {
    const image = globalThis.document.querySelector('[data-testid="share-poster-image"]')
    return image instanceof globalThis.HTMLImageElement && image.complete && image.naturalWidth === 750
  })

  // Refused: nothing saved, and the member is told what the album permission is for.
  await page.getByTestId('share-poster-save').click()
  await page.getByText('保存图片需要相册权限，请在系统设置中允许访问相册').waitFor()
  await screenshot(page, 'share-poster-album-denied-zh-Hans')
  assert.deepEqual(shell.saved, [])
  await toastsGone(page)

  // Allowed: the shell fetched the poster itself (a PNG) and kept it.
  shell.album = 'allow'
  await page.getByTestId('share-poster-save').click()
  await page.getByText('已保存到相册').waitFor()
  assert.equal(shell.saved.length, 1)
  assert.deepEqual(shell.asked, ['saveImage', 'saveImage'])
  assert.deepEqual(page.errors, [])
})

test('en, light: an activity and the home page share too; a visitor’s link refers nobody', async () => {
  const articles = await api('/promotion/article/page?pageNo=1&pageSize=1&type=1')
  const [activity] = articles.data.list
  const { page } = await memberPage(browser, { language: 'en', mode: 'light' })
  await page.goto(`/#/pages/goods/detail?id=${activity.id}`)
  await page.getByTestId('article').waitFor()
  const sheet = await openShareSheet(page)
  await sheet.getByRole('button', { name: 'Poster' }).click()
  await page.waitForFunction(
    () => globalThis.document.querySelector('[data-testid="share-poster-image"]')?.naturalWidth === 750,
  )
  await screenshot(page, 'share-activity-poster-en-light')

  const visitor = await newPhonePage(browser, { language: 'en' })
  await visitor.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
  await visitor.goto('/#/pages/index/index')
  await visitor.getByTestId('home-search').waitFor()
  await screenshot(visitor, 'share-home-en-light')
  const homeSheet = await openShareSheet(visitor)
  await homeSheet.getByRole('button', { name: 'Copy link' }).click()
  await visitor.getByText('Copied!').waitFor()
  assert.equal(await visitor.evaluate(() => navigator.clipboard.readText()), `${baseUrl}/#/pages/index/index?spm=0.1.0.1.3`)
  assert.deepEqual(page.errors, [])
  assert.deepEqual(visitor.errors, [])
})

test('in the WeChat browser, forward sets WeChat’s share card and points at its menu', async () => {
  const { page, client } = await wechatPage(browser)
  await loginByUi(page)
  await toastsGone(page)
  const userId = (await api('/member/user/get', { token: await tokenOf(page) })).data.id
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await page.getByTestId('game-detail').waitFor()
  const sheet = await openShareSheet(page)
  await sheet.getByRole('button', { name: '发送给朋友' }).click()
  await page.getByTestId('share-wechat-guide').getByText('点击右上角 ··· 发送给朋友或分享到朋友圈').waitFor()
  await screenshot(page, 'share-wechat-guide-zh-Hans')
  const card = client.calls.find((call) => call.name === 'updateAppMessageShareData')
  assert.equal(card?.answer.err_msg, 'updateAppMessageShareData:ok', 'a verified config allowed the share card')
  assert.equal(card.args.link, `${baseUrl}/#/pages/goods/gameDetail?id=${game.id}&spm=${userId}.2.${game.id}.2.1`)
  assert.equal(card.args.title, game.name)
  assert.ok(client.calls.some((call) => call.name === 'updateTimelineShareData' && call.answer.err_msg.endsWith(':ok')))
  await page.getByTestId('share-wechat-guide').click()
  await page.getByTestId('share-wechat-guide').waitFor({ state: 'detached' })
  assert.deepEqual(page.errors, [])
})
