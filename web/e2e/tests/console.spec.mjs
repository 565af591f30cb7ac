// The operator console (/admin) on a desktop: operators log in with their own accounts and see what
// their role allows. Support finds a member's order by its number and refunds its unrevealed key, and
// the member sees the money back in the wallet; a catalogue operator imports a game and its keys and
// discounts it, and the shop sells it at that price; a content operator publishes an activity that
// Explore then lists.

import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fen, gamesInStock } from '../shop.mjs'
import {
  after,
  animationsDone,
  api,
  before,
  consoleLogin,
  createOperator,
  expect,
  launch,
  loginByApi,
  memberPage,
  newDesktopPage,
  newPhonePage,
  pickRangePreset,
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

/** Clicks the shown option of an open antd Select (its role=option elements are for screen readers only). */
function pickOption(page, text) {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click()
}

/** A wallet topped up with the largest recharge package (paid in the sandbox), then the cheapest game bought with it. */
async function walletPurchase(tokens) {
  const token = tokens.accessToken
  const packages = (await api('/pay/wallet-recharge-package/list?language=zh-Hans')).data
  const pack = packages.sort((a, b) => b.payPrice + b.bonusPrice - (a.payPrice + a.bonusPrice))[0]
  const [game] = await gamesInStock(token, 6)
  assert.ok(game.payPrice <= pack.payPrice + pack.bonusPrice, 'the largest recharge package pays for the cheapest game')
  const recharge = await api('/pay/wallet-recharge/create', { method: 'POST', token, body: { packageId: pack.id, payPrice: pack.payPrice } })
  assert.equal(recharge.code, 0, recharge.msg)
  const topUp = await api('/pay/order/submit', { method: 'POST', token, body: { id: recharge.data.payOrderId, channelCode: 'mock' } })
  assert.equal(topUp.code, 0, topUp.msg)
  const created = await api('/trade/order/create', {
    method: 'POST',
    token,
    body: { items: [{ skuId: game.sku.id, count: 1 }], pointStatus: false, remark: '' },
  })
  assert.equal(created.code, 0, created.msg)
  const paid = await api('/pay/order/submit', { method: 'POST', token, body: { id: created.data.payOrderId, channelCode: 'wallet' } })
  assert.equal(paid.code, 0, paid.msg)
  const payOrder = (await api(`/pay/order/get?id=${created.data.payOrderId}`, { token })).data
  const order = (await api(`/trade/order/get-detail?id=${payOrder.merchantOrderId}`, { token })).data
  const balance = (await api('/pay/wallet/get', { token })).data.balance
  return { order, balance }
}

test('support finds an order by its number and refunds it; the member sees the money in the wallet', async () => {
  const member = await loginByApi()
  const { order, balance } = await walletPurchase(member)

  const username = createOperator('support')
  const page = await newDesktopPage(browser)
  await consoleLogin(page, username)
  // Support's menu: the dashboard, orders and members, not the admin's screens.
  const menu = page.getByRole('menu')
  await menu.getByText('订单').waitFor()
  await page.getByText('本周畅销').waitFor()
  await screenshot(page, 'console-dashboard')
  assert.equal(await menu.getByText('运营账号').count(), 0)
  assert.equal(await menu.getByText('操作日志').count(), 0)

  await menu.getByText('订单', { exact: true }).click()
  await page.getByLabel('订单号 / 手机号 / 激活码').fill(order.no)
  await page.getByRole('button', { name: spaced('搜索') }).click()
  const row = page.getByRole('row').filter({ hasText: order.no })
  // The unfiltered list, which holds the order too, stays on screen until the search's answer comes.
  await expect(page.getByRole('row'), 'the header and the one order found').toHaveCount(2)
  await row.getByText(order.no).click()
  const drawer = page.getByRole('dialog').filter({ hasText: `订单详情 ${order.no}` })
  await drawer.getByText('未查看').waitFor()
  await drawer.getByText('钱包 (wallet)').waitFor()
  await animationsDone(page)
  await screenshot(page, 'console-order-drawer')
  await drawer.getByRole('button', { name: spaced('退款') }).click()
  const dialog = page.getByRole('dialog').filter({ hasText: `退还订单 ${order.no}` })
  await dialog.getByLabel('原因').fill('会员来电：买错了版本')
  await animationsDone(page)
  await screenshot(page, 'console-refund-confirm')
  await dialog.getByRole('button', { name: spaced('退款') }).click()
  await drawer.getByText('客服退款').waitFor()
  await drawer.getByText('会员来电：买错了版本').waitFor()
  await screenshot(page, 'console-order-refunded')

  const after = (await api('/pay/wallet/get', { token: member.accessToken })).data.balance
  assert.equal(after, balance + order.payPrice)
  const { page: phone } = await memberPage(browser, { language: 'zh-Hans', mode: 'light', tokens: member })
  await phone.goto('/#/pages/user/wallet')
  await phone.getByTestId('wallet-balance').waitFor()
  assert.equal(fen(await phone.getByTestId('wallet-balance').textContent()), after)
  await screenshot(phone, 'console-refund-member-wallet')
  assert.deepEqual(page.errors, [])
  assert.deepEqual(phone.errors, [])
})

/** A file in a new temporary folder, for an upload. */
function tempFile(name, content) {
  const file = join(mkdtempSync(join(tmpdir(), 'console-')), name)
  writeFileSync(file, content)
  return file
}

const inAll = (text) => ({ en: text, 'zh-Hans': text, 'zh-Hant': text, ja: text })

test('a catalogue operator imports a game and its keys, puts it on sale in a discount activity, and the shop shows it', async () => {
  const stamp = Date.now().toString(36)
  const name = `控制台新游戏 ${stamp}`
  const code = `console-game-${stamp}`
  const catalogue = {
    games: [
      {
        code,
        category: 'action',
        team: 'nebula-forge',
        names: inAll(name),
        introductions: inAll('从控制台导入'),
        descriptions: inAll('从运营后台上传的商品文件导入。'),
        tags: inAll(['Console']),
        cover: '/uploads/demo/games/eidolon-nine/cover.svg',
        images: ['/uploads/demo/games/eidolon-nine/1.svg'],
        gameTypes: [{ gameType: 1, typeLink: 'https://store.steampowered.com/app/000000/' }],
        saleTypes: [{ saleType: 1, typeLink: 'https://store.steampowered.com/app/000000/' }],
        version: '1.0.0',
        size: '1 GB',
        releaseTime: '2026-01-01',
        discountEndTime: null,
        featured: false,
        status: 1,
        salesCount: 0,
        skus: [{ code: `${code}-standard`, names: inAll('标准版'), price: 10000, marketPrice: 12000 }],
      },
    ],
  }
  const username = createOperator('catalogue')
  const page = await newDesktopPage(browser)
  await consoleLogin(page, username)
  const menu = page.getByRole('menu')
  assert.equal(await menu.getByText('订单').count(), 0, 'the catalogue role has no orders screen')

  await menu.getByText('游戏', { exact: true }).click()
  await page.locator('input[type=file]').setInputFiles(tempFile('catalogue.json', JSON.stringify(catalogue)))
  await page.getByTestId('import-result').getByText('全部导入成功').waitFor()
  await page.getByLabel('名称 / 编码 / ID').fill(code)
  await page.getByRole('button', { name: spaced('搜索') }).click()
  const row = page.getByRole('row').filter({ hasText: name })
  await row.waitFor()
  const spuId = Number(await row.getByRole('cell').first().textContent())
  await screenshot(page, 'console-games-imported')

  await menu.getByText('激活码', { exact: true }).click()
  await page.getByLabel('按游戏筛选').fill(name)
  await pickOption(page, name)
  const stockRow = page.getByRole('row').filter({ hasText: name })
  await page.waitForFunction(() => globalThis.document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1)
  await stockRow.getByText('导入激活码').click()
  const keys = [1, 2, 3].map((n) => `CONSOLE-${stamp}-${n}`.toUpperCase())
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(tempFile('keys.txt', `${keys.join('\n')}\n${keys[0]}\n`))
  await page.getByTestId('import-result').getByText('接受 3，重复 1，无效 0；现有库存 3').waitFor()
  await animationsDone(page)
  await screenshot(page, 'console-keys-imported')
  await page.getByRole('dialog').getByRole('button', { name: '关 闭' }).click()

  await menu.getByText('限时折扣', { exact: true }).click()
  await page.getByRole('button', { name: '新建折扣活动' }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: '新建折扣活动' })
  for (const language of ['简体中文', '繁體中文', 'English', '日本語']) {
    await drawer.getByLabel(`活动名称 (${language})`).fill(`控制台折扣 ${stamp}`)
  }
  await pickRangePreset(page, drawer.getByLabel('活动时间').first(), '从现在起 7 天')
  await drawer.getByLabel('输入游戏名搜索').fill(name)
  await pickOption(page, name)
  await drawer.getByLabel('选择版本').click()
  await pickOption(page, '标准版')
  await drawer.getByLabel('减免百分比').last().fill('25')
  await animationsDone(page)
  await screenshot(page, 'console-discount-form')
  await drawer.getByRole('button', { name: spaced('保存') }).click()
  await page.getByRole('row').filter({ hasText: `控制台折扣 ${stamp}` }).getByText('进行中').waitFor()

  const phone = await newPhonePage(browser)
  await phone.goto(`/#/pages/goods/gameDetail?id=${spuId}`)
  const head = phone.getByTestId('game-detail').locator('section').first()
  await head.getByTestId('event-tag').waitFor()
  assert.equal(await head.getByTestId('price').textContent(), '¥75.00')
  await screenshot(phone, 'console-discount-in-shop')
  assert.deepEqual(page.errors, [])
  assert.deepEqual(phone.errors, [])
})

test('a content operator publishes an activity and Explore shows it', async () => {
  const stamp = Date.now().toString(36)
  const title = `控制台活动 ${stamp}`
  const username = createOperator('content')
  const page = await newDesktopPage(browser)
  await consoleLogin(page, username)
  await page.getByRole('menu').getByText('活动与资讯').click()
  await page.getByRole('button', { name: '新建活动或资讯' }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: '新建活动或资讯' })
  await drawer.getByLabel('编码').fill(`console-activity-${stamp}`)
  for (const language of ['简体中文', '繁體中文', 'English', '日本語']) {
    await drawer.getByLabel(`标题 (${language})`).fill(title)
    await drawer.getByLabel(`摘要 (${language})`).fill('运营后台发布的活动')
    await drawer.getByLabel(`正文（HTML） (${language})`).fill('<p>欢迎参加</p>')
  }
  await drawer.getByLabel('封面').fill('/uploads/demo/games/eidolon-nine/2.svg')
  await pickRangePreset(page, drawer.getByLabel('活动时间').first(), '从现在起 7 天')
  await drawer.getByRole('button', { name: spaced('保存') }).click()
  // A refused form stays open with its reason: keep what it showed for whoever reads the failure.
  await drawer.waitFor({ state: 'hidden' }).catch(async (error) => {
    await screenshot(page, 'console-activity-not-saved')
    throw error
  })
  const row = page.getByRole('row').filter({ hasText: title })
  await row.getByText('草稿').waitFor()
  await row.getByRole('switch').click()
  await row.getByText('已发布').waitFor()
  await screenshot(page, 'console-activity-published')

  const phone = await newPhonePage(browser)
  await phone.goto('/#/pages/index/article')
  await phone.getByTestId('article-card').filter({ hasText: title }).waitFor()
  await screenshot(phone, 'console-activity-in-explore')
  assert.deepEqual(page.errors, [])
  assert.deepEqual(phone.errors, [])
})
