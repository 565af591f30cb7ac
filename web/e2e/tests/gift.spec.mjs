// A gift from checkout to a friend's claim (issue 41): a member buys a game "as a gift" with a message,
// pays, and finds its keys waiting unrevealed in the order's gift block; they copy its link from the
// share sheet (opening it themselves, they are told it is theirs). A friend opens the link logged out,
// sees the game, the giver's nickname and message, logs in from it (registering), lands back on the
// gift and claims it: the order and its keys are theirs. The giver's sent gifts say who claimed it.
// Screenshots in zh-Hans dark and en light, also copied to /tmp/shots-gift.

import assert from 'node:assert/strict'
import { gamesInStock } from '../shop.mjs'
import {
  after,
  api,
  baseUrl,
  before,
  launch,
  loginByApi,
  memberPage,
  newMobile,
  newPhonePage,
  screenshotAlsoTo,
  shopMessages,
  smsCode,
  test,
  toastsGone,
  waitForRoute,
} from '../support.mjs'

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

const shot = (page, name) => screenshotAlsoTo(page, name, '/tmp/shots-gift')

/** A visitor's phone with the app's settings (language, theme mode) stored before it loads. */
async function visitorPage(language, mode) {
  const page = await newPhonePage(browser, { language: language === 'en' ? 'en' : 'zh-CN' })
  await page.addInitScript((sys) => {
    if (!localStorage.getItem('sys')) localStorage.setItem('sys', JSON.stringify({ state: sys, version: 0 }))
  }, { language, theme: 'orange-red', mode, modeAuto: false, fontSize: 14, priceUnit: 'CNY' })
  return page
}

/** Logs in (registering) on the login page, in the page's language. */
async function logInHere(page, language, mobile) {
  const t = shopMessages(language).login
  await waitForRoute(page, /#\/pages\/user\/login/)
  await page.getByPlaceholder(t.mobilePlaceholder).fill(mobile)
  await page.getByRole('button', { name: t.getCode }).click()
  await page.getByPlaceholder(t.codePlaceholder).fill(smsCode)
  await page.getByTestId('agree-box').click()
  await page.getByRole('button', { name: t.submit, exact: true }).click()
}

for (const [language, mode] of [
  ['zh-Hans', 'dark'],
  ['en', 'light'],
]) {
  test(`a gift bought at checkout, shared by link and claimed by a friend who logs in from it (${language}, ${mode})`, async () => {
    test.setTimeout(90_000)
    const t = shopMessages(language).gift
    const message = language === 'en' ? 'Happy birthday, see you in the raid!' : '生日快乐，副本见！'
    const { page, tokens } = await memberPage(browser, { language, mode, mobile: newMobile() })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })

    // Checkout: bought as a gift, with a message.
    await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
    await page.getByTestId('game-detail').waitFor()
    await page.getByTestId('buy-now').click()
    await page.getByTestId('confirm-order').waitFor()
    await page.getByTestId('gift-switch').click()
    await page.getByPlaceholder(t.messagePlaceholder).fill(message)
    await page.getByText(t.codesNote).waitFor()
    await shot(page, `gift-checkout-${language}-${mode}`)
    await page.getByTestId('submit-order').click()
    await waitForRoute(page, /#\/pages\/pay\/index\?id=\d+/)
    await page.getByTestId('pay-method-mock').click()
    await page.getByTestId('pay-submit').click()
    await waitForRoute(page, /#\/pages\/pay\/result\?.*payState=success/)
    const payOrderId = Number(new URLSearchParams(page.url().split('?').at(-1)).get('id'))
    const orderId = (await api(`/pay/order/get?id=${payOrderId}`, { token: tokens.accessToken })).data.merchantOrderId

    // The order: its key waits for the friend, unrevealed (no key rows); the giver shares its link.
    await page.goto(`/#/pages/order/detail?id=${orderId}`)
    const block = page.getByTestId('order-gift')
    await block.getByTestId('gift-message').getByText(message).waitFor()
    assert.equal(await block.getByTestId('gift-status').getAttribute('data-status'), '10')
    assert.equal(await page.getByTestId('activation-code').count(), 0, 'a waiting gift shows no key to reveal')
    await page.getByTestId('status-banner').getByText(t.waitingHint).waitFor()
    await shot(page, `gift-order-${language}-${mode}`)
    await block.getByTestId('share-button').click()
    await page.getByTestId('share-sheet').getByTestId('share-link').click()
    await page.getByText(shopMessages(language).share.copied).waitFor()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    const spm = `${tokens.userId}\\.5\\.${orderId}\\.1\\.3`
    assert.match(link, new RegExp(`^${baseUrl}/#/pages/gift/claim\\?code=[\\w-]{22}&spm=${spm}$`))
    await toastsGone(page)
    await page.goto(link)
    await page.getByTestId('gift-mine').waitFor()

    // The friend opens the link logged out: the game, who sent it and their message; logging in
    // (registering) brings them back to the gift, and they claim it.
    const friend = await visitorPage(language, mode)
    await friend.goto(link)
    await friend.getByTestId('gift-claim').waitFor()
    const giver = (await api('/member/user/get', { token: tokens.accessToken })).data.nickname
    await friend.getByTestId('gift-giver').getByText(giver, { exact: false }).waitFor()
    await friend.getByTestId('gift-message').getByText(message).waitFor()
    const name = (await api(`/product/spu/get-detail?id=${game.id}&language=${language}`)).data.name
    await friend.getByTestId('order-item').getByText(name, { exact: false }).first().waitFor()
    await shot(friend, `gift-link-${language}-${mode}`)
    await friend.getByTestId('gift-login').click()
    const friendMobile = newMobile()
    await logInHere(friend, language, friendMobile)
    await waitForRoute(friend, /#\/pages\/gift\/claim\?code=/)
    await friend.getByTestId('gift-claim-button').click()
    await waitForRoute(friend, new RegExp(`#/pages/order/detail\\?id=${orderId}$`))
    await friend.getByTestId('activation-code').first().waitFor()
    assert.equal(await friend.getByTestId('gift-status').getAttribute('data-status'), '20')
    await friend.getByTestId('order-gift').getByText(message).waitFor()
    const earned = shopMessages(language).order.pointsEarned
    assert.equal(await friend.getByTestId('order-info').getByText(earned).count(), 0, "the gift's points are the giver's")
    await toastsGone(friend)
    await shot(friend, `gift-claimed-${language}-${mode}`)

    // The giver's sent gifts: claimed, by the friend's masked number.
    await page.goto('/#/pages/gift/sent')
    const sent = page.locator('[data-testid="sent-gift"][data-status="20"]').first()
    const masked = `${friendMobile.slice(0, 3)}****${friendMobile.slice(-4)}`
    await sent.getByTestId('sent-gift-state').getByText(masked, { exact: false }).waitFor()
    await shot(page, `gift-sent-${language}-${mode}`)
    assert.deepEqual(page.errors, [])
    assert.deepEqual(friend.errors, [])
    await page.close()
    await friend.close()
  })
}
