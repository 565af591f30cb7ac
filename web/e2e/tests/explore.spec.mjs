// Explore and help (issue 15): browse activities and news, filter news, search, open an activity
// about to start (label and countdown) and its featured game; a shared activity link opened
// logged out lands on the activity; a taken-offline activity says so and leads back to Explore;
// the help centre's search finds a question and shows its answer.

import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  after,
  api,
  before,
  expect,
  launch,
  loginByApi,
  newPhonePage,
  operator,
  pictureFile,
  screenshot,
  shownAtRest,
  test,
  toastsGone,
  waitForRoute,
} from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

async function phone(language, mode) {
  const page = await newPhonePage(browser, { language: language === 'en' ? 'en' : 'zh-CN' })
  await page.addInitScript(
    (sys) => {
      if (!localStorage.getItem('sys')) localStorage.setItem('sys', JSON.stringify({ state: sys, version: 0 }))
    },
    { language, theme: 'orange-red', mode, modeAuto: false, fontSize: 14, priceUnit: 'CNY' },
  )
  return page
}

/** Imports a published activity starting `inMs` from now (an hour long) through the operator's command. */
function importActivity(code, title, inMs, games = []) {
  const file = join(mkdtempSync(join(tmpdir(), 'activity-')), 'content.json')
  const texts = { en: title, 'zh-Hans': title, 'zh-Hant': title, ja: title }
  const start = Date.now() + inMs
  const body = { en: '<p>See you there</p><p><img src="/uploads/demo/games/eidolon-nine/1.svg" alt=""></p>' }
  writeFileSync(
    file,
    JSON.stringify({
      articles: [
        {
          code,
          type: 'activity',
          titles: texts,
          summaries: texts,
          bodies: { en: body.en, 'zh-Hans': body.en, 'zh-Hant': body.en, ja: body.en },
          cover: '/uploads/demo/games/eidolon-nine/2.svg',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 3_600_000).toISOString(),
          games,
        },
      ],
    }),
  )
  operator('import-articles', file)
}

async function articleTitled(title) {
  const page = await api('/promotion/article/page?pageSize=50&keyword=' + encodeURIComponent(title))
  assert.equal(page.data.list.length, 1, `one article is titled "${title}"`)
  return page.data.list[0]
}

for (const [language, mode, texts] of [
  [
    'zh-Hans',
    'dark',
    { news: '资讯', activities: '活动', upcoming: '未开始', comingSoon: '即将开始', startsIn: '距开始', search: '搜索活动和资讯', games: '活动游戏' },
  ],
  [
    'en',
    'light',
    { news: 'News', activities: 'Activities', upcoming: 'Upcoming', comingSoon: 'Coming soon', startsIn: 'Starts in', search: 'Search activities and news', games: 'Games in this event' },
  ],
]) {
  test(`${language}: browse Explore, filter news, search, open an activity about to start and its game`, async () => {
    // An activity starting in half an hour, whenever this spec runs (the demo's starts 40 min after loading).
    const title = `Launch party ${language} ${Date.now()}`
    importActivity(`e2e-launch-${language.toLowerCase()}-${Date.now()}`, title, 30 * 60_000, ['eidolon-nine'])
    const page = await phone(language, mode)
    await page.goto('/#/pages/index/article')
    const cards = page.getByTestId('article-card')
    await cards.first().waitFor()
    assert.ok((await cards.count()) >= 5, 'activities and news together')
    await screenshot(page, `explore-${language}`)

    await page.getByRole('tab', { name: texts.news }).click()
    await page.waitForFunction(() => globalThis.location.hash.includes('tab=news'))
    await page.getByTestId('article-status').first().waitFor({ state: 'detached' })
    assert.equal(await page.getByTestId('article-status').count(), 0, 'news has no activity status')
    assert.ok((await cards.count()) >= 2)

    await page.getByPlaceholder(texts.search).fill('Hollow')
    await page.getByPlaceholder(texts.search).press('Enter')
    await page.waitForFunction(() => globalThis.document.querySelectorAll('[data-testid="article-card"]').length === 1)

    await page.getByRole('tab', { name: texts.activities }).click()
    await page.getByPlaceholder(texts.search).fill('')
    await page.getByPlaceholder(texts.search).press('Enter')
    const upcoming = cards
      .filter({ hasText: title })
      .filter({ has: page.getByTestId('article-status').getByText(texts.upcoming, { exact: true }) })
    await upcoming.click()
    await waitForRoute(page, /pages\/goods\/detail\?id=\d+/)
    await page.getByRole('heading', { name: title }).waitFor()
    await page.getByTestId('activity-label').getByText(texts.comingSoon).waitFor()
    const countdown = await page.getByTestId('activity-countdown').textContent()
    assert.match(countdown ?? '', new RegExp(`${texts.startsIn} 00:[0-5]\\d:\\d\\d`), 'starts within the hour')
    await page.getByRole('heading', { name: texts.games }).waitFor()
    await page.getByTestId('article-content').locator('img').first().waitFor()
    assert.equal(await page.getByTestId('article-content').locator('img').first().getAttribute('loading'), 'lazy')
    await screenshot(page, `activity-${language}`)

    await page.getByTestId('game-card').first().click()
    await waitForRoute(page, /pages\/goods\/gameDetail\?id=\d+/)
    await page.goBack()
    await waitForRoute(page, /pages\/goods\/detail\?id=\d+/)
    await page.goBack()
    await waitForRoute(page, /pages\/index\/article\?tab=activity/)
    assert.deepEqual(page.errors, [])
  })
}

test('a shared activity link opened logged out lands on the activity; an ended one says so', async () => {
  const running = await articleTitled('Winter sale: up to 40% off')
  const page = await phone('en', 'light')
  await page.goto(`/#/pages/index/index?spm=42.3.${running.id}.1.3`)
  await waitForRoute(page, new RegExp(`pages/goods/detail\\?id=${running.id}`))
  await page.getByRole('heading', { name: 'Winter sale: up to 40% off' }).waitFor()
  await page.getByTestId('activity-label').getByText(/In progress|Ending soon/).waitFor()
  await page.getByTestId('activity-countdown').getByText(/^Ends in /).waitFor()
  const stored = await page.evaluate(() => JSON.parse(globalThis.localStorage.getItem('app')).state.shareLog)
  assert.equal(stored.sharerId, 42)

  const ended = await articleTitled('Autumn co-op marathon')
  await page.goto(`/#/pages/goods/detail?id=${ended.id}`)
  await page.getByTestId('activity-ended').getByText('This event has ended, please check other activities').waitFor()
  assert.equal(await page.getByTestId('activity-countdown').count(), 0)
  await page.getByTestId('activity-ended').getByRole('button', { name: 'Explore other activities' }).click()
  await waitForRoute(page, /pages\/index\/article/)
  assert.deepEqual(page.errors, [])
})

test('a taken-offline activity says so and leads back to Explore', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'explore-'))
  const file = join(dir, 'content.json')
  const texts = (word) => ({ en: word, 'zh-Hans': `${word} 简`, 'zh-Hant': `${word} 繁`, ja: `${word} 日` })
  const now = Date.now()
  const article = (status) => ({
    code: 'e2e-pulled-event',
    type: 'activity',
    status,
    titles: texts('Pulled event'),
    summaries: texts('Gone'),
    bodies: texts('<p>Gone</p>'),
    cover: '/uploads/demo/games/dustline/1.svg',
    startTime: new Date(now - 3_600_000).toISOString(),
    endTime: new Date(now + 3_600_000).toISOString(),
  })
  writeFileSync(file, JSON.stringify({ articles: [article('published')] }))
  operator('import-articles', file)
  const published = await articleTitled('Pulled event')
  writeFileSync(file, JSON.stringify({ articles: [article('offline')] }))
  operator('import-articles', file)
  const listed = await api('/promotion/article/page?pageSize=50&keyword=Pulled')
  assert.equal(listed.data.total, 0, 'an offline activity is not listed')
  const offlineId = published.id
  const page = await phone('zh-Hans', 'dark')
  await page.goto(`/#/pages/goods/detail?id=${offlineId}`)
  await page.getByTestId('article-offline').getByText('该活动已下线').waitFor()
  await screenshot(page, 'activity-offline-zh-Hans')
  await page.getByRole('button', { name: '查看其他活动' }).click()
  await waitForRoute(page, /pages\/index\/article/)
  assert.deepEqual(page.errors, [])
})

for (const [language, mode, texts] of [
  ['zh-Hans', 'dark', { search: '搜索问题', question: '可以退款吗？', answer: '14 天内退款', keyword: '退款' }],
  ['en', 'light', { search: 'Search questions', question: 'Can I get a refund?', answer: 'within 14 days', keyword: 'refund' }],
]) {
  test(`${language}: the help centre's search finds a question and opens its answer`, async () => {
    const page = await phone(language, mode)
    await page.goto('/#/pages/index/user')
    await page.getByTestId('help-entry').click()
    await waitForRoute(page, /pages\/user\/help/)
    await page.getByTestId('help-question').first().waitFor()
    await screenshot(page, `help-${language}`)
    await page.getByPlaceholder(texts.search).fill(texts.keyword)
    await page.getByPlaceholder(texts.search).press('Enter')
    const question = page.getByTestId('help-question').filter({ hasText: texts.question })
    await question.click()
    await page.getByTestId('help-answer').getByText(texts.answer, { exact: false }).waitFor()
    await screenshot(page, `help-answer-${language}`)
    await page.getByPlaceholder(texts.search).fill('zzzz-no-such-question')
    await page.getByPlaceholder(texts.search).press('Enter')
    await page.getByTestId('help-empty').waitFor()
    assert.deepEqual(page.errors, [])
  })
}

test('a member sets a reminder (notifications allowed), sees it, and finds it delivered in Notifications', async () => {
  const tokens = await loginByApi()
  const dir = mkdtempSync(join(tmpdir(), 'remind-'))
  const file = join(dir, 'content.json')
  const texts = (word) => ({ en: word, 'zh-Hans': `${word}（简）`, 'zh-Hant': `${word}（繁）`, ja: `${word}（日）` })
  const now = Date.now()
  // Starts in 10 minutes: inside the 15-minute lead, so the reminder is due as soon as it is set.
  writeFileSync(
    file,
    JSON.stringify({
      articles: [
        {
          code: `e2e-soon-${now}`,
          type: 'activity',
          titles: texts(`Soon ${now}`),
          summaries: texts('Soon'),
          bodies: texts('<p>Soon</p>'),
          cover: '/uploads/demo/games/mossling/1.svg',
          startTime: new Date(now + 10 * 60_000).toISOString(),
          endTime: new Date(now + 3_600_000).toISOString(),
        },
        {
          code: `e2e-later-${now}`,
          type: 'activity',
          titles: texts(`Later ${now}`),
          summaries: texts('Later'),
          bodies: texts('<p>Later</p>'),
          cover: '/uploads/demo/games/mossling/2.svg',
          startTime: new Date(now + 5 * 3_600_000).toISOString(),
          endTime: new Date(now + 6 * 3_600_000).toISOString(),
        },
      ],
    }),
  )
  operator('import-articles', file)
  const soon = await articleTitled(`Soon ${now}`)
  const later = await articleTitled(`Later ${now}`)
  const page = await newPhonePage(browser, { language: 'en', permissions: ['notifications'] })
  await page.addInitScript(
    ([pair]) => {
      localStorage.setItem('sys', JSON.stringify({ state: { language: 'en', theme: 'orange-red', mode: 'light', modeAuto: false, fontSize: 14, priceUnit: 'CNY' }, version: 0 }))
      const state = { token: pair.accessToken, refreshToken: pair.refreshToken, expiresTime: pair.expiresTime }
      localStorage.setItem('user', JSON.stringify({ state, version: 0 }))
    },
    [tokens],
  )

  // The later one: set, listed under My reminders, cancelled there.
  await page.goto(`/#/pages/goods/detail?id=${later.id}`)
  await page.getByTestId('remind-me').click()
  // Permission granted, but this browser has no push service: the app says so and sets the reminder in the app.
  await page.getByText('Failed to save reminder settings').waitFor()
  await page.getByTestId('reminder-set').waitFor()
  await screenshot(page, 'activity-reminder-set-en')
  await page.goto('/#/pages/user/notification')
  await page.getByRole('tab', { name: 'My reminders' }).click()
  const reminder = page.getByTestId('reminder').filter({ hasText: `Later ${now}` })
  await reminder.waitFor()
  await reminder.getByRole('button', { name: 'Cancel reminder' }).click()
  await reminder.waitFor({ state: 'detached' })

  // The soon one: due at once, delivered by the server's job into Notifications with a badge.
  await page.goto(`/#/pages/goods/detail?id=${soon.id}`)
  await page.getByTestId('remind-me').click()
  await page.getByTestId('reminder-set').waitFor()
  // The server's job runs every second: wait until it has delivered, then look as the member does.
  await expect
    .poll(async () => (await api('/member/notification/get-unread-count', { token: tokens.accessToken })).data, {
      message: 'the reminder is delivered within 20 s',
      timeout: 20_000,
    })
    .toBe(1)
  await page.goto('/#/pages/index/user')
  await page.getByTestId('unread-badge').getByText('1', { exact: true }).waitFor()
  await page.getByTestId('notifications-entry').click()
  await waitForRoute(page, /pages\/user\/notification/)
  const note = page.getByTestId('notification').filter({ hasText: `Starting soon: Soon ${now}` })
  await note.waitFor()
  assert.equal(await note.getAttribute('data-read'), 'false')
  await screenshot(page, 'notifications-en')
  await note.click()
  await waitForRoute(page, new RegExp(`pages/goods/detail\\?id=${soon.id}`))
  await page.goBack()
  await waitForRoute(page, /pages\/user\/notification/)
  await page.getByTestId('notification').filter({ hasText: `Soon ${now}` }).and(page.locator('[data-read="true"]')).waitFor()
  // Chromium's own message: a test browser context cannot subscribe to a push service.
  const errors = page.errors.filter((error) => !error.includes('does not support the Push API'))
  assert.deepEqual(errors, [])
})

for (const [language, mode, texts] of [
  [
    'zh-Hans',
    'dark',
    {
      ask: '活动开始时通知你？',
      inAppOnly: '仅在应用内提醒',
      setInApp: /^将于 .+ 在消息通知中提醒你$/,
      allow: '允许通知',
      refused: '用户拒绝了通知权限',
      blockedTitle: '此网站的通知已被屏蔽',
      blocked: /^如需在应用外收到提醒，请在浏览器的网站设置/,
      cancel: '取消',
      confirm: '确定',
    },
  ],
  [
    'en',
    'light',
    {
      ask: 'Get notified when it starts?',
      inAppOnly: 'Only in the app',
      setInApp: /^You will find the reminder in Notifications at/,
      allow: 'Allow notifications',
      refused: 'User refused notification permissions',
      blockedTitle: 'Notifications are blocked for this site',
      blocked: /^To be reminded outside the app, allow notifications for this site/,
      cancel: 'Cancel',
      confirm: 'Confirm',
    },
  ],
]) {
  test(`${language}: a member never asked about notifications is asked in the app first; each answer is said as it is`, async () => {
    const tokens = await loginByApi()
    const title = `Asked ${language} ${Date.now()}`
    importActivity(`e2e-asked-${language.toLowerCase()}-${Date.now()}`, title, 5 * 3_600_000)
    const activity = await articleTitled(title)
    // No permission granted: the browser has never asked (Notification.permission is "default").
    const page = await phone(language, mode)
    await page.addInitScript((pair) => {
      const state = { token: pair.accessToken, refreshToken: pair.refreshToken, expiresTime: pair.expiresTime }
      localStorage.setItem('user', JSON.stringify({ state, version: 0 }))
    }, tokens)
    await page.goto(`/#/pages/goods/detail?id=${activity.id}`)
    assert.equal(await page.evaluate(() => globalThis.Notification.permission), 'default')
    const dialog = page.locator('.adm-dialog')
    const cancelReminder = async () => {
      await page.getByTestId('reminder-set').locator('..').getByRole('button', { name: texts.cancel }).click()
      await page.getByTestId('remind-me').waitFor()
    }

    // 1. Asked in the app; "Only in the app": set in the app, and no word of a refusal.
    await page.getByTestId('remind-me').click()
    await dialog.getByText(texts.ask).waitFor()
    await shownAtRest(page, '.adm-dialog-body')
    await screenshot(page, `reminder-ask-${language}`)
    await dialog.getByRole('button', { name: texts.inAppOnly }).click()
    await page.getByText(texts.setInApp).waitFor()
    assert.equal(await page.getByText(texts.refused).count(), 0)
    await page.getByTestId('reminder-set').waitFor()
    await cancelReminder()

    // 2. Allow: the browser asks and (headless Chromium) refuses: now that is what happened.
    await page.getByTestId('remind-me').click()
    await dialog.getByRole('button', { name: texts.allow }).click()
    await page.getByText(texts.refused).waitFor()
    await page.getByTestId('reminder-set').waitFor()
    await cancelReminder()

    // 3. Refused before: nobody asks again; the member is told how to allow notifications.
    await toastsGone(page)
    await page.getByTestId('remind-me').click()
    await dialog.getByText(texts.blockedTitle, { exact: true }).waitFor()
    await dialog.getByText(texts.blocked).waitFor()
    assert.equal(await dialog.getByText(texts.ask).count(), 0)
    await page.getByTestId('reminder-set').waitFor()
    await shownAtRest(page, '.adm-dialog-body')
    await screenshot(page, `reminder-blocked-${language}`)
    await dialog.getByRole('button', { name: texts.confirm }).click()
    await dialog.waitFor({ state: 'detached' })
    assert.deepEqual(page.errors, [])
  })
}

for (const [language, mode, texts] of [
  [
    'zh-Hans',
    'dark',
    { payment: '支付问题', suggestion: '建议', selectOrder: '请选择订单', placeholder: '请尽量详细地描述您遇到的问题', submit: '提交', replied: '已回复', history: '我的反馈', stillNeedHelp: '仍需帮助？联系我们' },
  ],
  [
    'en',
    'light',
    { payment: 'Payment', suggestion: 'Suggestion', selectOrder: 'Please select an order', placeholder: 'Tell us what happened, in as much detail as you can', submit: 'Send', replied: 'Replied', history: 'My feedback', stillNeedHelp: 'Still need help? Write to us' },
  ],
]) {
  test(`${language}: write feedback with a picture from the help centre and read the store's reply`, async () => {
    const tokens = await loginByApi()
    const page = await newPhonePage(browser, { language: language === 'en' ? 'en' : 'zh-CN' })
    await page.addInitScript(
      ([sys, pair]) => {
        localStorage.setItem('sys', JSON.stringify({ state: sys, version: 0 }))
        const state = { token: pair.accessToken, refreshToken: pair.refreshToken, expiresTime: pair.expiresTime }
        localStorage.setItem('user', JSON.stringify({ state, version: 0 }))
      },
      [{ language, theme: 'orange-red', mode, modeAuto: false, fontSize: 14, priceUnit: 'CNY' }, tokens],
    )
    await page.goto('/#/pages/user/help')
    await page.getByTestId('help-feedback').getByText(texts.stillNeedHelp).click()
    await waitForRoute(page, /pages\/user\/feedback/)

    await page.getByTestId('feedback-type').getByText(texts.payment, { exact: true }).click()
    await page.getByTestId('feedback-order').getByText(texts.selectOrder).waitFor()
    await page.getByTestId('feedback-type').getByText(texts.suggestion, { exact: true }).click()
    assert.equal(await page.getByTestId('feedback-order').count(), 0, 'a suggestion needs no order')
    const words = `Dark mode for the store page ${Date.now()}`
    await page.getByPlaceholder(texts.placeholder).fill(words)
    const pictures = page.getByTestId('feedback-centre-pictures')
    await pictures.locator('input[type=file]').setInputFiles(pictureFile('pattern-green-48.png', 'idea.png'))
    await pictures.locator('.adm-image-uploader-cell-image img').waitFor()
    await screenshot(page, `feedback-write-${language}`)
    await page.getByTestId('feedback-submit').click()
    const entry = page.getByTestId('feedback-entry').filter({ hasText: words })
    await entry.waitFor()
    await entry.getByTestId('feedback-entry-pictures').locator('img').first().waitFor()

    const history = await api('/member/feedback/page', { token: tokens.accessToken })
    const mine = history.data.list.find((row) => row.content === words)
    assert.ok(mine, 'the feedback is stored')
    operator('reply-feedback', '--feedback', String(mine.id), 'Thanks, it is on our list.')
    await page.reload()
    await page.getByRole('tab', { name: texts.history }).click()
    await entry.getByTestId('feedback-reply').getByText('Thanks, it is on our list.').waitFor()
    await entry.getByText(texts.replied).waitFor()
    await screenshot(page, `feedback-history-${language}`)
    assert.deepEqual(page.errors, [])
  })
}
