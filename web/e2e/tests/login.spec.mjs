// Logging in the way each platform expects (issue 18): WeChat login in the WeChat browser (the WeChat
// server API stand-in's authorization page, its consenting user named by a cookie of its own), a new
// member adding a phone number before paying; one-tap login in the app shell (the shell's carrier SDK
// is played by the one-tap stand-in's carrier, the number comes from the stand-in of our uniCloud
// function, which checks the server's signature).

import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { gamesInStock } from '../shop.mjs'
import {
  after,
  api,
  before,
  launch,
  newMobile,
  newPhonePage,
  screenshot,
  shownAtRest,
  smsCode,
  test,
  toastsGone,
  tokenOf,
  univerifyUrl,
  waitForRoute,
} from '../support.mjs'
import { WECHAT_API_URL, wechatPage } from '../wechat.mjs'

const APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 uni-app GameStoreApp/1.0'
const CARRIER_URL = `${univerifyUrl}/standin/carrier/login`
// Our app's WeChat open-platform appid (gateway_standins_server: wechatpay_standin.APPID_APP).
const WECHAT_APP_ID = 'wx8888888888888888'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/**
 * A page inside our app shell, whose bridge answers `univerify` as the shell does: `shell.answer`
 * is what the member does on the shell's one-tap screen ('confirm' with `shell.mobile` as the
 * phone's number, 'cancel', or 'forged' for a token the carrier never gave).
 */
async function shellPage(language = 'zh-CN') {
  const page = await newPhonePage(browser, { userAgent: APP_UA, language })
  const shell = { answer: 'confirm', mobile: newMobile(), wechatUser: `oApp${randomBytes(12).toString('hex')}`, messages: [] }
  await page.exposeBinding('__shellAnswer', async (_source, message) => {
    shell.messages.push(message)
    if (message.action === 'wechatLogin') {
      // WeChat's SendAuth answer for our app and the phone's WeChat user.
      const response = await fetch(`${WECHAT_API_URL}/standin/client/app-auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appid: WECHAT_APP_ID, openid: shell.wechatUser }),
      })
      return { ok: true, data: await response.json() }
    }
    if (message.action !== 'univerify') return null
    if (shell.answer === 'cancel') return { ok: false, code: 'cancelled', message: '' }
    if (shell.answer === 'forged') return { ok: true, data: { access_token: 'forged-token', openid: 'forged-openid' } }
    const response = await fetch(CARRIER_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: shell.mobile }),
    })
    return { ok: true, data: await response.json() }
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
  return { page, shell }
}

test('app shell: one-tap login logs in the phone’s own number and returns to the wanted page', async () => {
  const { page, shell } = await shellPage()
  await page.goto('/#/pages/user/point')
  await page.waitForURL(/#\/pages\/user\/login/)
  const oneTap = page.getByTestId('one-tap-login')
  await oneTap.getByText('本机号码一键登录').waitFor()
  await screenshot(page, 'login-one-tap-zh-Hans')

  // Cancelled on the shell's screen: still here, nothing said.
  shell.answer = 'cancel'
  await oneTap.click()
  await page.getByRole('button', { name: '同意并继续' }).click()
  await page.waitForFunction(() => globalThis.document.querySelector('[data-testid="one-tap-login"] .adm-button-loading') === null)
  assert.equal(await tokenOf(page), '')
  assert.equal(await page.getByText('一键登录失败').count(), 0)

  // A token the carrier never gave: the server's provider refuses it.
  shell.answer = 'forged'
  await oneTap.click()
  await page.getByText('一键登录失败').waitFor()
  assert.equal(await tokenOf(page), '')
  await toastsGone(page)

  shell.answer = 'confirm'
  await oneTap.click()
  await page.getByText('登录成功').waitFor()
  await page.waitForURL(/#\/pages\/user\/point/)
  const token = await tokenOf(page)
  const me = await api('/member/user/get', { token })
  assert.equal(me.data.mobile, shell.mobile)
  assert.deepEqual(
    shell.messages.map((message) => message.action),
    ['univerify', 'univerify', 'univerify'],
  )
})

test('app shell: WeChat login through the WeChat app makes a member bound to that WeChat user', async () => {
  const { page, shell } = await shellPage('en')
  await page.goto('/#/pages/user/login')
  await page.getByTestId('app-wechat-login').getByText('WeChat login').waitFor()
  await page.getByTestId('agree-box').click()
  await page.getByTestId('app-wechat-login').click()
  await page.getByText('Logged in').waitFor()
  const token = await tokenOf(page)
  assert.equal((await api('/member/user/get', { token })).data.mobile, null)
  assert.equal((await api('/member/social-user/get?type=43', { token })).data.openid, shell.wechatUser)
  assert.deepEqual(
    shell.messages.map((message) => message.action),
    ['wechatLogin'],
  )
})

test('a phone browser offers no one-tap login', async () => {
  const page = await newPhonePage(browser, { language: 'en' })
  await page.goto('/#/pages/user/login')
  await page.getByRole('button', { name: 'Log in', exact: true }).waitFor()
  assert.equal(await page.getByTestId('one-tap-login').count(), 0)
  assert.equal(await page.getByTestId('wechat-login').count(), 0)
})

/** A WeChat browser whose WeChat user (who consents on the authorization page) is `openid`. */
async function wechatUserPage(openid) {
  const { page } = await wechatPage(browser)
  await page.context().addCookies([{ name: 'standin_wechat_openid', value: openid, url: WECHAT_API_URL }])
  return page
}

async function wechatLogin(page) {
  const toAuthorize = page.waitForRequest((request) => request.url().startsWith(`${WECHAT_API_URL}/connect/oauth2/authorize?`))
  await page.getByTestId('wechat-login').click()
  await page.getByRole('button', { name: '同意并继续' }).click()
  const authorize = new URL((await toAuthorize).url())
  assert.equal(new URL(authorize.searchParams.get('redirect_uri')).searchParams.get('wechatLogin'), '1')
  await page.getByText('登录成功').waitFor()
}

test('WeChat browser: WeChat login makes a member, who adds a phone number before paying', async () => {
  const openid = `oE2e${randomBytes(12).toString('hex')}`
  const page = await wechatUserPage(openid)
  await page.goto('/#/pages/order/list')
  await page.waitForURL(/#\/pages\/user\/login/)
  await page.getByTestId('wechat-login').getByText('微信登录').waitFor()
  await screenshot(page, 'login-wechat-zh-Hans')

  await wechatLogin(page)
  await waitForRoute(page, /pages\/order\/list/)
  assert.equal(new URL(page.url()).search, '', 'the authorization code stayed in the address')
  const token = await tokenOf(page)
  const me = await api('/member/user/get', { token })
  assert.equal(me.data.mobile, null)
  const bound = await api('/member/social-user/get?type=31', { token })
  assert.equal(bound.data.openid, openid)
  await toastsGone(page)

  // Buying: Confirm Order asks for a phone number first, then goes on.
  const [game] = await gamesInStock(token, 1)
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await page.getByTestId('buy-now').click()
  await page.getByTestId('confirm-order').waitFor()
  await page.getByTestId('submit-order').click()
  const dialog = page.locator('.adm-dialog')
  await dialog.getByText('请添加手机号').waitFor()
  await shownAtRest(page, '.adm-dialog-body')
  await screenshot(page, 'login-wechat-mobile-needed')
  await dialog.getByRole('button', { name: '添加手机号' }).click()
  await waitForRoute(page, /pages\/user\/info\?addMobile=1/)
  const mobile = newMobile()
  const sheet = page.locator('.adm-popup-body')
  await sheet.getByText('添加手机号').first().waitFor()
  await sheet.getByPlaceholder('请输入手机号').fill(mobile)
  await sheet.getByRole('button', { name: '获取验证码' }).click()
  await sheet.getByText(/秒后重发/).waitFor()
  await sheet.getByPlaceholder('6 位验证码').fill(smsCode)
  await shownAtRest(page, '.adm-popup-body')
  await screenshot(page, 'login-wechat-add-mobile')
  await sheet.getByRole('button', { name: '确定' }).click()
  await page.getByText('手机号已添加').waitFor()
  await page.getByTestId('confirm-order').waitFor()
  assert.equal((await api('/member/user/get', { token })).data.mobile, mobile)
  await page.getByTestId('submit-order').click()
  await waitForRoute(page, /#\/pages\/pay\/index\?id=\d+/)

  // The same WeChat user logging in again lands in the same member.
  const again = await wechatUserPage(openid)
  await again.goto('/#/pages/user/login')
  await wechatLogin(again)
  await waitForRoute(again, /pages\/index\/index/)
  const second = await api('/member/user/get', { token: await tokenOf(again) })
  assert.equal(second.data.id, me.data.id)
})
