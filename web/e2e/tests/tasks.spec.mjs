// My tasks (issue 14): favoriting a game moves the daily task, which is claimed on My tasks; the
// reward shows in the user centre's points, the points records and the level page's experience.

import assert from 'node:assert/strict'
import { after, api, before, launch, memberPage, screenshot, test, waitForRoute } from '../support.mjs'

let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

async function firstGame() {
  const spus = await api('/product/spu/page?pageNo=1&pageSize=1')
  return spus.data.list[0]
}

for (const [language, mode, texts] of [
  ['zh-Hans', 'dark', { go: '去完成', claim: '领取', collected: '已领取', toast: '领取成功 +15 积分 +5 经验', record: '任务奖励', title: '我的任务' }],
  ['en', 'light', { go: 'Go', claim: 'Claim', collected: 'Collected', toast: '+15 points, +5 experience', record: 'Task reward', title: 'My Tasks' }],
]) {
  test(`${language}: favorite a game, claim the task, see points and experience move`, async () => {
    const { page, tokens } = await memberPage(browser, { language, mode })
    await page.goto('/#/pages/index/user')
    await page.getByTestId('tasks-entry').click()
    await waitForRoute(page, /pages\/user\/task/)
    await page.getByRole('heading', { name: texts.title }).waitFor()
    const task = page.locator('[data-testid="task"][data-code="daily-favorite"]')
    await task.getByTestId('task-progress').getByText('0/1').waitFor()
    assert.equal(await task.getAttribute('data-status'), '0')
    await screenshot(page, `tasks-before-${language}-${mode}`)
    await task.getByRole('button', { name: texts.go }).click()
    await waitForRoute(page, /pages\/goods\/list/)

    const game = await firstGame()
    await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
    await page.getByTestId('game-detail').waitFor()
    const favorite = page.getByTestId('favorite-toggle')
    // The toggle shows the favorite at once; the task counts it when the server has it.
    const saved = page.waitForResponse((response) => response.url().includes('/product/favorite/create'))
    await favorite.click()
    await page.locator('[data-testid="favorite-toggle"][aria-pressed="true"]').waitFor()
    assert.equal((await saved).status(), 200)

    await page.goto('/#/pages/user/task')
    await task.getByTestId('task-progress').getByText('1/1').waitFor()
    assert.equal(await task.getAttribute('data-status'), '10')
    await task.getByRole('button', { name: texts.claim }).click()
    await page.getByText(texts.toast).waitFor()
    await task.getByText(texts.collected).waitFor()
    assert.equal(await task.getAttribute('data-status'), '20')
    await screenshot(page, `tasks-claimed-${language}-${mode}`)

    const user = await api('/member/user/get', { token: tokens.accessToken })
    assert.equal(user.data.point, 15)
    assert.equal(user.data.experience, 5)
    await page.goto('/#/pages/index/user')
    await page.getByTestId('points').getByText('15').waitFor()
    await page.goto('/#/pages/user/point')
    const record = page.getByTestId('point-record').first()
    await record.getByText(texts.record).waitFor()
    await record.getByText('+15').waitFor()
    await page.goto('/#/pages/user/level')
    await page.getByTestId('experience-records').getByText(texts.record).waitFor()
    assert.deepEqual(page.errors, [])
  })
}
