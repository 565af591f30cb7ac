// The console's membership screens (/admin, 1280x800): a content operator changes the check-in
// reward of day 1 and a member checking in on a phone gets that many points; the operator creates a
// recharge package and the member's wallet offers it. The levels screen is shown too. What the spec
// changes is put back at the end (the other specs expect the demo's check-in rewards and packages).

import assert from 'node:assert/strict'
import {
  after,
  animationsDone,
  api,
  baseUrl,
  before,
  consoleLogin,
  createOperator,
  launch,
  memberPage,
  newDesktopPage,
  OPERATOR_PASSWORD,
  screenshot,
  spaced,
  test,
} from '../support.mjs'

let browser


before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** The /admin-api as `username` (to put back what the spec changed, whatever happened on screen). */
async function consoleApi(username) {
  const call = async (path, { method = 'GET', body, token } = {}) => {
    const headers = { 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const request = () => fetch(`${baseUrl}/admin-api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    // A kept-alive connection the server closed meanwhile fails before anything was sent (support.mjs's api).
    const response = await request().catch((error) => {
      if (error?.cause?.code === 'UND_ERR_SOCKET') return request()
      throw error
    })
    return response.json()
  }
  const login = await call('/system/auth/login', { method: 'POST', body: { username, password: OPERATOR_PASSWORD, language: 'en' } })
  assert.equal(login.code, 0, login.msg)
  return (path, options = {}) => call(path, { ...options, token: login.data.accessToken })
}

async function openScreen(page, label, path) {
  await page.getByRole('menu').getByText(label, { exact: true }).click()
  await page.waitForFunction((hash) => globalThis.location.hash === hash, `#${path}`)
}

test('a content operator changes day 1 of the check-in rewards and a member checking in earns it', async () => {
  const username = createOperator('content')
  const admin = await consoleApi(username)
  const original = (await admin('/member/sign-in-config/list')).data
  const page = await newDesktopPage(browser)
  try {
    await consoleLogin(page, username)

    await openScreen(page, '会员等级', '/levels')
    await page.getByLabel('名称 2 (简体中文)').waitFor()
    assert.equal(await page.getByLabel('名称 2 (简体中文)').inputValue(), '白银')
    assert.equal(await page.getByLabel('经验门槛 1').isDisabled(), true, 'level 1 always starts at 0')
    await page.screenshot({ path: '/tmp/levels-console-levels.png', fullPage: true })
    // A threshold below the level before is refused on the page.
    await page.getByLabel('经验门槛 3').fill('500')
    await page.getByRole('button', { name: spaced('保存') }).click()
    await page.getByText('须高于上一级的门槛').waitFor()
    await page.getByRole('button', { name: spaced('重置') }).click()
    await page.getByText('须高于上一级的门槛').waitFor({ state: 'detached' })

    await openScreen(page, '签到奖励', '/check-in-rewards')
    const day1 = page.getByLabel('积分 第 1 天')
    await day1.waitFor()
    assert.equal(await day1.inputValue(), String(original[0].point))
    const points = original[0].point + 32
    await day1.fill(String(points))
    await page.getByRole('button', { name: spaced('保存') }).click()
    await page.locator('.ant-message').getByText('已保存').waitFor()
    await animationsDone(page)
    await page.screenshot({ path: '/tmp/levels-console-check-in.png', fullPage: true })
    await screenshot(page, 'console-membership-check-in')
    const saved = (await admin('/member/sign-in-config/list')).data
    assert.equal(saved[0].point, points)
    assert.deepEqual(saved.slice(1), original.slice(1))
    assert.deepEqual(page.errors, [])

    const { page: phone } = await memberPage(browser, { language: 'zh-Hans', mode: 'light' })
    await phone.goto('/#/pages/user/sign-in')
    const button = phone.getByTestId('check-in-button')
    await button.getByText('签到').waitFor()
    await phone.getByTestId('check-in-strip').getByText(`+${points}`).first().waitFor()
    await button.click()
    await phone.getByText(`签到成功 +${points} 积分 +${original[0].experience} 经验`).waitFor()
    await phone.screenshot({ path: '/tmp/levels-phone-check-in.png' })
    assert.deepEqual(phone.errors, [])
    await phone.context().close()
  } finally {
    const restored = await admin('/member/sign-in-config/update', { method: 'POST', body: { days: original } })
    assert.equal(restored.code, 0, restored.msg)
    await page.context().close()
  }
})

test('a content operator creates a recharge package and the member’s wallet offers it', async () => {
  const username = createOperator('content')
  const admin = await consoleApi(username)
  const page = await newDesktopPage(browser)
  const payPrice = 1234 + Math.floor(Math.random() * 1000) // fen: a price no other package has
  let created
  try {
    await consoleLogin(page, username)
    await openScreen(page, '充值套餐', '/recharge-packages')
    await page.getByRole('button', { name: '新建充值套餐' }).click()
    const drawer = page.getByRole('dialog').filter({ hasText: '支付金额（元）' })
    await drawer.waitFor()
    for (const [language, name] of [
      ['简体中文', `充 ¥${payPrice / 100} 送 ¥1`],
      ['繁體中文', `充 CN¥${payPrice / 100} 送 CN¥1`],
      ['English', `CN¥${payPrice / 100}, CN¥1 bonus`],
      ['日本語', `元 ${payPrice / 100} で 元 1 ボーナス`],
    ]) {
      await drawer.getByLabel(`名称 (${language})`).fill(name)
    }
    await drawer.getByLabel('支付金额（元）').fill(String(payPrice / 100))
    await drawer.getByLabel('赠送金额（元）').fill('1')
    await drawer.getByText(`¥${((payPrice + 100) / 100).toFixed(2)}`).waitFor() // credited, in yuan
    await animationsDone(page)
    await page.screenshot({ path: '/tmp/levels-console-package-drawer.png' })
    await drawer.getByRole('button', { name: spaced('保存') }).click()
    await drawer.waitFor({ state: 'detached' })
    const row = page.locator('.ant-table-row').filter({ hasText: `充 ¥${payPrice / 100} 送 ¥1` })
    await row.waitFor()
    await row.getByText(`¥${(payPrice / 100).toFixed(2)}`).first().waitFor()
    await animationsDone(page)
    await page.screenshot({ path: '/tmp/levels-console-packages.png', fullPage: true })
    await screenshot(page, 'console-membership-packages')
    const listed = (await admin('/pay/wallet-recharge-package/page?pageSize=100')).data.list
    created = listed.find((item) => item.payPrice === payPrice)
    assert.ok(created, 'the package was saved in fen')
    assert.equal(created.bonusPrice, 100)
    assert.deepEqual(page.errors, [])

    const offered = await api('/pay/wallet-recharge-package/list?language=zh-Hans')
    assert.ok(offered.data.some((item) => item.id === created.id))
    const { page: phone } = await memberPage(browser, { language: 'zh-Hans', mode: 'light' })
    await phone.goto('/#/pages/user/wallet')
    const pack = phone.locator(`[data-testid="recharge-package"][data-pay-price="${payPrice}"]`)
    await pack.waitFor()
    await pack.scrollIntoViewIfNeeded()
    await phone.screenshot({ path: '/tmp/levels-phone-wallet.png' })
    assert.deepEqual(phone.errors, [])
    await phone.context().close()

    // Withdrawn on the console: the wallet no longer offers it.
    await row.getByRole('switch').click()
    await page.waitForFunction(
      async ([url, id]) => {
        const answer = await fetch(`${url}/app-api/pay/wallet-recharge-package/list`, { headers: { 'tenant-id': '1', terminal: '20' } })
        return !(await answer.json()).data.some((item) => item.id === id)
      },
      [baseUrl, created.id],
    )
  } finally {
    if (created) {
      const withdrawn = await admin('/pay/wallet-recharge-package/update', {
        method: 'POST',
        body: { id: created.id, names: created.names, payPrice: created.payPrice, bonusPrice: created.bonusPrice, sort: created.sort, enabled: false },
      })
      assert.equal(withdrawn.code, 0, withdrawn.msg)
    }
    await page.context().close()
  }
})
