// Price alerts (issue 40 part 4) on a phone: a member sets an alert on a game's page (saving it
// favorites the game), a target at or above what the game costs now is refused under the field in
// the member's language, a good target is saved and shown on the page and on the favorites list; an
// operator's price change through the catalogue file drops the price below the target, the alert
// job tells the member once, and the notification opens the game. Each run imports its own game.
// Screenshots in zh-Hans dark and en light, also copied to /tmp/shots-price-alert.

import assert from 'node:assert/strict'
import { after, api, before, expect, launch, memberPage, screenshotAlsoTo, test, toastsGone, waitForRoute, shopMessages } from '../support.mjs'
import { importGame } from '../shop.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

const messages = shopMessages

const shot = (page, name) => screenshotAlsoTo(page, name, '/tmp/shots-price-alert')

/** This run's game at `price` fen (imported again with another price: an operator's price change). */
function importAlertGame(code, price) {
  importGame({ code, name: `Alert ${code}`, about: 'A game whose price falls', price, marketPrice: 4900 })
}

/** The notification the alert job writes for the member, once it has (the job runs every second). */
async function alertNotification(token, name) {
  let found
  await expect
    .poll(async () => {
      const page = await api('/member/notification/page?pageNo=1&pageSize=10', { token })
      found = page.data?.list.find((note) => note.title.includes(name))
      return Boolean(found)
    }, { timeout: 30_000 })
    .toBe(true)
  return found
}

for (const [language, mode, currency] of [
  ['zh-Hans', 'dark', '¥'],
  ['en', 'light', 'CN¥'],
]) {
  test(`a member sets a target price alert and is told when the price falls below it (${language}, ${mode})`, async () => {
    const t = messages(language).priceAlert
    const code = `e2e-pa-${language.toLowerCase()}-${Date.now().toString(36)}`
    importAlertGame(code, 4900)
    const found = await api(`/product/spu/page?pageNo=1&pageSize=5&keyword=${encodeURIComponent(`Alert ${code}`)}`)
    assert.equal(found.data.list.length, 1, 'the game is on sale')
    const game = found.data.list[0]

    const { page, tokens } = await memberPage(browser, { language, mode })
    await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
    const entry = page.getByTestId('price-alert-entry')
    assert.equal((await entry.textContent()).trim(), t.entry)
    await entry.click()
    await page.getByText(t.favoriteNote).waitFor()

    // A target at the price now is refused by the server, under the field, in the member's language.
    await page.getByTestId('price-alert-kind-2').click()
    await page.getByTestId('price-alert-target').locator('input').fill('49')
    await page.getByRole('button', { name: t.save }).click()
    const refusal = language === 'en' ? 'The target price must be below what the game costs you now' : '目标价格须低于您当前的购买价格'
    await page.getByText(refusal).waitFor()
    assert.equal(await page.getByTestId('favorite-toggle').getAttribute('aria-pressed'), 'true', 'saving favorited the game')
    await shot(page, `price-alert-refused-${language}-${mode}`)

    await page.getByTestId('price-alert-target').locator('input').fill('30')
    await page.getByRole('button', { name: t.save }).click()
    // The app asks before the browser does; this member keeps alerts in the app.
    await page.getByRole('button', { name: messages(language).reminder.inAppOnly }).click()
    const summary = t.summaryTarget.replace('{{price}}', `${currency}30.00`)
    await page.getByText(t.savedInApp.replace('{{summary}}', summary)).waitFor()
    await toastsGone(page)
    assert.equal((await entry.textContent()).trim(), t.on.replace('{{summary}}', summary))
    await shot(page, `price-alert-set-${language}-${mode}`)

    await page.goto('/#/pages/user/goods-collect')
    const chip = page.getByTestId('price-alert-chip')
    await chip.waitFor()
    assert.equal((await chip.textContent()).trim(), summary)
    await shot(page, `price-alert-favorites-${language}-${mode}`)

    // The operator lowers the price to 25.00: below the target, told once.
    importAlertGame(code, 2500)
    const note = await alertNotification(tokens.accessToken, `Alert ${code}`)
    assert.match(note.content, /25\.00/)
    await page.goto('/#/pages/user/notification')
    const told = page.getByTestId('notification').filter({ hasText: `Alert ${code}` })
    await told.waitFor()
    assert.equal(await told.count(), 1)
    await shot(page, `price-alert-told-${language}-${mode}`)
    await told.click()
    await waitForRoute(page, new RegExp(`gameDetail\\?id=${game.id}$`))
    await page.getByTestId('game-detail').waitFor()

    // The sheet says what was told; turning the alert off leaves the game a favorite.
    await entry.click()
    await page.getByTestId('price-alert-facts').getByText(/25\.00/).first().waitFor()
    await shot(page, `price-alert-sheet-${language}-${mode}`)
    await page.getByTestId('price-alert-off').click()
    await page.getByText(t.turnedOff).waitFor()
    await expect(entry).toHaveText(t.entry)
    assert.equal(await page.getByTestId('favorite-toggle').getAttribute('aria-pressed'), 'true')
    assert.deepEqual(page.errors, [])
    await page.close()
  })
}
