// What a purchase earns is pending until the order is final (issue 36, item 2): a member buys a game
// with the wallet and sees the points pending in the user centre (and the experience beside the level),
// on the point records ("pending until <date>", opening the order) and on the weekly buying task; once
// they reveal the key the order is final, and the points, the experience and the task's count are given.

import assert from 'node:assert/strict'
import { buyNow, gamesInStock } from '../shop.mjs'
import { after, api, before, launch, memberPage, screenshot, shownAtRest, test, waitForRoute } from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** The wallet topped up with the largest recharge package, paid in the sandbox. */
async function topUpWallet(token) {
  const packages = (await api('/pay/wallet-recharge-package/list?language=zh-Hans')).data
  const pack = packages.sort((a, b) => b.payPrice + b.bonusPrice - (a.payPrice + a.bonusPrice))[0]
  const recharge = await api('/pay/wallet-recharge/create', { method: 'POST', token, body: { packageId: pack.id, payPrice: pack.payPrice } })
  assert.equal(recharge.code, 0, recharge.msg)
  const paid = await api('/pay/order/submit', { method: 'POST', token, body: { id: recharge.data.payOrderId, channelCode: 'mock' } })
  assert.equal(paid.code, 0, paid.msg)
  return pack.payPrice + pack.bonusPrice
}

/** The calendar date as the app writes it (lib/time.ts formatDate), in this machine's time zone as the browser's. */
function appDate(ms, language) {
  if (language === 'en') return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(ms)
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms)
}

const TEXTS = {
  'zh-Hans': {
    pending: (count) => `+${count} 待到账`,
    until: (date) => `最迟 ${date} 到账`,
    section: '待到账',
    task: '1 笔订单确定后计入进度',
    reveal: '确认查看',
    experience: '经验',
  },
  en: {
    pending: (count) => `+${count} pending`,
    until: (date) => `Pending until ${date}`,
    section: 'Pending',
    task: '1 order counts once final',
    reveal: 'Reveal',
    experience: 'EXP',
  },
}

for (const [language, mode] of [
  ['zh-Hans', 'dark'],
  ['en', 'light'],
]) {
  const texts = TEXTS[language]
  test(`${language}: bought with the wallet, the points are pending until the key is revealed`, async () => {
    const { page, tokens } = await memberPage(browser, { language, mode })
    const token = tokens.accessToken
    const credit = await topUpWallet(token)
    const game = (await gamesInStock(token)).find((item) => item.payPrice <= credit && item.payPrice >= 100)
    assert.ok(game, `no game in stock costs between ¥1 and ${credit} fen`)

    // Paid from the wallet on the payment page.
    const payOrderId = await buyNow(page, game)
    await page.getByTestId('pay-method-wallet').click()
    await page.getByTestId('pay-submit').click()
    await waitForRoute(page, new RegExp(`#/pages/pay/result\\?id=${payOrderId}&payState=success&orderType=trade`))
    // Confirmed paid by the server (the result then reloads the member's data).
    await page.getByTestId('result-channel').waitFor()
    const orderId = (await api(`/pay/order/get?id=${payOrderId}`, { token })).data.merchantOrderId

    // The server holds it pending: nothing given yet.
    const user = (await api('/member/user/get', { token })).data
    const [pending] = (await api(`/member/point/pending?language=${language}`, { token })).data
    assert.equal(user.point, 0)
    assert.ok(user.pendingPoint > 0 && user.pendingExperience > 0, JSON.stringify(user))
    assert.deepEqual([pending.orderId, pending.point], [orderId, user.pendingPoint])

    // The user centre: the points pending under the points, the experience beside the level.
    await page.goto('/#/pages/index/user')
    await page.getByTestId('pending-points').getByText(texts.pending(user.pendingPoint), { exact: true }).waitFor()
    await page.getByTestId('pending-experience').getByText(texts.pending(user.pendingExperience), { exact: true }).waitFor()
    assert.equal(await page.getByTestId('points').textContent(), '0')
    await screenshot(page, `pending-user-centre-${language}-${mode}`)

    // Tapping them opens the point records: the order's points and the date they are given by.
    await page.getByTestId('pending-points').click()
    await waitForRoute(page, /#\/pages\/user\/point$/)
    const section = page.getByTestId('pending-section')
    await section.getByRole('heading', { name: texts.section }).waitFor()
    const row = section.getByTestId('pending-point')
    await row.getByText(pending.title).waitFor()
    await row.getByText(`+${pending.point}`, { exact: true }).waitFor()
    await row.getByTestId('pending-until').getByText(texts.until(appDate(pending.finalBy, language)), { exact: true }).waitFor()
    assert.equal(await page.getByTestId('point-record').count(), 0)
    await screenshot(page, `pending-points-${language}-${mode}`)

    // The weekly buying task counts the order once it is final.
    await page.goto('/#/pages/user/task')
    const task = page.locator('[data-testid="task"][data-code="weekly-buy"]')
    await task.getByTestId('task-pending').getByText(texts.task, { exact: true }).waitFor()
    assert.equal(await task.getByTestId('task-progress').textContent(), '0/1')
    await screenshot(page, `pending-tasks-${language}-${mode}`)

    // The pending row opens the order, where the member reveals its key: the order is final.
    await page.goto('/#/pages/user/point')
    await page.getByTestId('pending-point').click()
    await waitForRoute(page, new RegExp(`#/pages/order/detail\\?id=${orderId}$`))
    await page.getByTestId('reveal-code').click()
    await shownAtRest(page, '.adm-dialog .adm-center-popup-body')
    await page.getByRole('button', { name: texts.reveal, exact: true }).click()
    await page.getByTestId('activation-code-value').waitFor()

    // Given: the points in the balance and the records, nothing pending, the task counted.
    await page.goto('/#/pages/index/user')
    await page.getByTestId('points').getByText(String(user.pendingPoint), { exact: true }).waitFor()
    assert.equal(await page.getByTestId('pending-points').count(), 0)
    assert.equal(await page.getByTestId('pending-experience').count(), 0)
    await page.getByTestId('level-card').getByText(new RegExp(`^${texts.experience} ${user.pendingExperience}\\b`)).waitFor()
    await page.goto('/#/pages/user/point')
    await page.getByTestId('point-record').getByText(`+${user.pendingPoint}`, { exact: true }).waitFor()
    // The records and the pending list are two reads; the pending one shown from before may be a moment behind.
    await page.getByTestId('pending-section').waitFor({ state: 'detached' })
    await page.goto('/#/pages/user/task')
    await task.getByTestId('task-progress').getByText('1/1', { exact: true }).waitFor()
    assert.equal(await task.getByTestId('task-pending').count(), 0)
    const given = (await api('/member/user/get', { token })).data
    assert.deepEqual([given.point, given.pendingPoint, given.pendingExperience], [user.pendingPoint, 0, 0])
    assert.deepEqual(page.errors, [])
  })
}
