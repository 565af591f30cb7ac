// The membership half (issue 14): the daily login reward from the sheet, the Check-in Center with
// its streak, calendar and disabled button, the points record it wrote and the level page's
// experience, in zh-Hans (dark) and en (light) at 375×812.

import assert from 'node:assert/strict'
import { after, api, before, launch, loginByApi, newPhonePage, screenshot, test, waitForRoute } from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** A logged-in phone page in the language and theme, the daily sheet allowed. */
async function memberPage({ language, mode }) {
  const tokens = await loginByApi()
  const page = await newPhonePage(browser, { language: language === 'en' ? 'en' : 'zh-CN', dailyOffer: true })
  await page.addInitScript(
    ([sys, pair]) => {
      if (!localStorage.getItem('sys')) localStorage.setItem('sys', JSON.stringify({ state: sys, version: 0 }))
      if (!localStorage.getItem('user')) {
        const state = { token: pair.accessToken, refreshToken: pair.refreshToken, expiresTime: pair.expiresTime }
        localStorage.setItem('user', JSON.stringify({ state, version: 0 }))
      }
    },
    [{ language, theme: 'orange-red', mode, modeAuto: false, fontSize: 14, priceUnit: 'CNY' }, tokens],
  )
  return { page, tokens }
}

/** Today in Asia/Shanghai, YYYY-MM-DD (the server's business day). */
function businessToday() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
}

test('zh-Hans: the daily sheet pays today, the centre shows it done, points and experience follow', async () => {
  const { page, tokens } = await memberPage({ language: 'zh-Hans', mode: 'dark' })
  await page.goto('/')
  const sheet = page.getByTestId('daily-check-in')
  await sheet.getByText('今日登录奖励').waitFor()
  await sheet.getByText('连续签到第 1 天').waitFor()
  await sheet.locator('strong', { hasText: '+5' }).waitFor()
  await screenshot(page, 'membership-sheet-zh-Hans-dark')
  await sheet.getByTestId('daily-check-in-collect').click()
  await page.getByText('签到成功 +5 积分 +5 经验').waitFor()
  await sheet.waitFor({ state: 'hidden' })

  const summary = await api('/member/sign-in/record/get-summary', { token: tokens.accessToken })
  assert.deepEqual(summary.data, { totalDay: 1, continuousDay: 1, todaySignIn: true })

  await page.getByTestId('home-check-in').click()
  await waitForRoute(page, /pages\/user\/sign-in/)
  await page.getByRole('heading', { name: '签到中心' }).waitFor()
  const button = page.getByTestId('check-in-button')
  await button.getByText('今日已签到').waitFor()
  assert.ok(await button.isDisabled(), 'the button is disabled once checked in')
  await page.getByTestId('check-in-continuous').getByText('1').waitFor()
  const today = page.getByTestId('check-in-calendar').locator(`[data-date="${businessToday()}"]`)
  assert.equal(await today.getAttribute('data-checked'), 'true')
  const strip = page.getByTestId('check-in-strip').locator('li')
  assert.equal(await strip.count(), 7)
  assert.equal(await strip.first().getAttribute('data-done'), 'true')
  assert.equal(await strip.nth(1).getAttribute('data-done'), 'false')
  await screenshot(page, 'membership-center-zh-Hans-dark')

  // Reopening the app the same day offers nothing.
  await page.goto('/#/pages/index/user')
  await page.getByTestId('level-card').waitFor()
  assert.equal(await page.getByTestId('daily-check-in').isVisible(), false)

  await page.goto('/#/pages/user/point')
  const record = page.getByTestId('point-record').first()
  await record.getByText('每日签到').waitFor()
  await record.getByText('+5').waitFor()
  await record.getByText('刚刚').waitFor()
  await record.click()
  await waitForRoute(page, /pages\/user\/sign-in/)

  await page.goto('/#/pages/index/user')
  await page.getByTestId('level-card').click()
  await waitForRoute(page, /pages\/user\/level/)
  await page.getByTestId('level-experience').getByText('经验 5 / 1000，再得 995 升至白银').waitFor()
  await page.getByTestId('experience-records').getByText('每日签到').waitFor()
  await page.getByRole('cell', { name: '钻石' }).waitFor()
  await screenshot(page, 'membership-level-zh-Hans-dark')
  assert.deepEqual(page.errors, [])
})

test('en: a closed sheet stays closed today; the centre checks in from the user centre', async () => {
  const { page, tokens } = await memberPage({ language: 'en', mode: 'light' })
  await page.goto('/')
  const sheet = page.getByTestId('daily-check-in')
  await sheet.getByText("Today's login reward").waitFor()
  await screenshot(page, 'membership-sheet-en-light')
  await page.locator('.adm-mask').click({ position: { x: 180, y: 100 } })
  await sheet.waitFor({ state: 'hidden' })
  await page.reload()
  await page.getByTestId('home-search').waitFor()
  await page.getByTestId('game-card').first().waitFor()
  assert.equal(await page.getByTestId('daily-check-in').isVisible(), false, 'offered once a day')

  await page.goto('/#/pages/index/user')
  await page.getByTestId('check-in-entry').click()
  await waitForRoute(page, /pages\/user\/sign-in/)
  await page.getByRole('heading', { name: 'Check-in Center' }).waitFor()
  const button = page.getByTestId('check-in-button')
  await button.getByText('Check in').waitFor()
  await button.click()
  await page.getByText('+5 points, +5 experience').waitFor()
  await button.getByText('Checked in today').waitFor()
  assert.ok(await button.isDisabled())
  const today = page.getByTestId('check-in-calendar').locator(`[data-date="${businessToday()}"]`)
  await page.waitForFunction((cell) => cell?.dataset.checked === 'true', await today.elementHandle())
  await screenshot(page, 'membership-center-en-light')

  const second = await api('/member/sign-in/record/create', { method: 'POST', token: tokens.accessToken, body: { language: 'en' } })
  assert.equal(second.msg, 'You have already checked in today; come back tomorrow')

  await page.goto('/#/pages/user/level')
  await page.getByTestId('level-experience').getByText('5 / 1000 experience: 995 more to Silver').waitFor()
  await page.getByRole('cell', { name: 'Silver' }).waitFor()
  await screenshot(page, 'membership-level-en-light')
  assert.deepEqual(page.errors, [])
})

test('a visitor reaching for the Check-in Center is asked to log in', async () => {
  const page = await newPhonePage(browser)
  await page.goto('/')
  await page.getByTestId('home-check-in').click()
  // The same "please log in first" as the other member actions (issue 37), then the login page.
  const dialog = page.locator('.adm-dialog')
  await dialog.getByText('请先登录').waitFor()
  await dialog.getByRole('button', { name: '去登录' }).click()
  await waitForRoute(page, /pages\/user\/login/)
  assert.deepEqual(page.errors, [])
})
