// The look is one design: antd-mobile's parts take the app's theme, text follows the font-size
// setting, the shell's targets are big enough for a finger and named, Japanese breaks between
// phrases, and the level card opens the level page.

import assert from 'node:assert/strict'
import { after, api, before, launch, loginByApi, newPhonePage, test, waitForRoute } from '../support.mjs'

const MIN_TARGET = 44
let browser

before(async () => {
  browser = await launch()
})

after(async () => {
  await browser?.close()
})

/** A phone page with the settings the app keeps in its persisted sys store. */
async function pageWith({ language = 'zh-Hans', mode = 'dark', fontSize = 14, tokens } = {}) {
  const page = await newPhonePage(browser, { language: language === 'en' ? 'en' : 'zh-CN' })
  await page.addInitScript(
    ([sys, pair]) => {
      if (!localStorage.getItem('sys')) localStorage.setItem('sys', JSON.stringify({ state: sys, version: 0 }))
      if (pair && !localStorage.getItem('user')) {
        const state = { token: pair.accessToken, refreshToken: pair.refreshToken, expiresTime: pair.expiresTime }
        localStorage.setItem('user', JSON.stringify({ state, version: 0 }))
      }
    },
    [{ language, theme: 'orange-red', mode, modeAuto: false, fontSize, priceUnit: 'CNY' }, tokens ?? null],
  )
  return page
}

async function assertTarget(locator, what) {
  const box = await locator.boundingBox()
  assert.ok(box, `${what} is on screen`)
  assert.ok(box.width >= MIN_TARGET && box.height >= MIN_TARGET, `${what} is ${box.width}×${box.height} px, at least ${MIN_TARGET}`)
}

async function firstGame() {
  const spus = await api('/product/spu/page?pageNo=1&pageSize=1')
  return spus.data.list[0]
}

test('the shell: named back buttons and tab items of at least 44 px', async () => {
  const game = await firstGame()
  for (const [language, back] of [
    ['zh-Hans', '返回'],
    ['en', 'Back'],
  ]) {
    const page = await pageWith({ language })
    await page.goto('/')
    const tabs = page.locator('.adm-tab-bar-item')
    await tabs.first().waitFor()
    assert.equal(await tabs.count(), 3)
    for (let index = 0; index < 3; index += 1) await assertTarget(tabs.nth(index), `tab ${index + 1}`)

    await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
    await assertTarget(page.getByRole('button', { name: back, exact: true }), `the ${language} back button`)
    await page.goto('/#/pages/goods/list')
    await assertTarget(page.getByRole('button', { name: back, exact: true }), `the game list's back button`)
    await page.getByRole('button', { name: back, exact: true }).click()
    await waitForRoute(page, /pages\/goods\/gameDetail|pages\/index\/index/)
    assert.deepEqual(page.errors, [])
  }
})

/** Whether a tap `outside` px above the element's drawn top still lands on it (a larger hit area). */
async function hitAbove(locator, outside) {
  const box = await locator.boundingBox()
  return locator.evaluate(
    (element, point) => element.contains(globalThis.document.elementFromPoint(point.x, point.y)),
    { x: box.x + box.width / 2, y: box.y - outside },
  )
}

test("the shopper's own controls are 44 px targets: stepper, delete, buy, sort, search, attach", async () => {
  const tokens = await loginByApi()
  const spus = await api('/product/spu/page?pageNo=1&pageSize=10')
  let added = false
  for (const spu of spus.data.list) {
    const detail = await api(`/product/spu/get-detail?id=${spu.id}`)
    const sku = detail.data.skus.find((candidate) => candidate.stock > 2)
    if (!sku) continue
    const answer = await api(`/trade/cart/add`, { method: 'POST', token: tokens.accessToken, body: { skuId: sku.id, count: 1 } })
    assert.equal(answer.code, 0, answer.msg)
    added = true
    break
  }
  assert.ok(added, 'a game in stock to put in the cart')
  const page = await pageWith({ language: 'en', tokens })
  await page.goto('/#/pages/goods/cart')
  const stepper = page.getByTestId('cart-item-stepper').first()
  await stepper.waitFor()
  for (const part of ['.adm-stepper-minus', '.adm-stepper-plus']) await assertTarget(stepper.locator(part), `stepper ${part}`)

  const game = await firstGame()
  await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
  await assertTarget(page.getByRole('button', { name: 'Buy now' }), 'Buy now')
  await assertTarget(page.getByRole('button', { name: 'Add to cart' }), 'Add to cart')

  await page.goto('/#/pages/goods/list')
  await page.getByTestId('game-row').first().waitFor()
  await assertTarget(page.getByRole('button', { name: 'Newest' }), 'a sort button')

  await page.goto('/')
  const search = page.getByTestId('home-search')
  await search.waitFor()
  assert.ok(await hitAbove(search, 3), 'the home search bar takes taps 3 px above its 36 px pill')
  assert.deepEqual(page.errors, [])
})

test('antd-mobile parts wear the theme: accent chips, pill buttons in the app font, one star colour', async () => {
  const game = await firstGame()
  for (const mode of ['dark', 'light']) {
    const page = await pageWith({ mode })
    await page.goto(`/#/pages/goods/gameDetail?id=${game.id}`)
    const chosen = page.locator('.adm-selector-item-active').first()
    await chosen.waitFor()
    const look = await chosen.evaluate((element) => {
      const style = globalThis.getComputedStyle(element)
      // The theme's accent and its chip tint, as the browser computes them.
      const probe = globalThis.document.createElement('div')
      probe.style.color = 'var(--app-accent)'
      probe.style.backgroundColor = 'color-mix(in srgb, var(--app-accent) var(--app-tint), transparent)'
      globalThis.document.body.append(probe)
      const theme = globalThis.getComputedStyle(probe)
      const tokens = { accent: theme.color, tint: theme.backgroundColor }
      probe.remove()
      return { background: style.backgroundColor, color: style.color, ...tokens }
    })
    // The accent is the theme's: lighter on dark, deeper on light, each 4.5:1 on its surfaces (a11y.spec).
    assert.equal(look.accent, { dark: 'rgb(255, 98, 71)', light: 'rgb(186, 56, 34)' }[mode], `${mode}: the theme's accent`)
    assert.equal(look.color, look.accent, `${mode}: the chosen chip's text is the accent`)
    assert.equal(look.background, look.tint, `${mode}: the chosen chip is an accent tint, not blue`)
    await assertTarget(chosen, `${mode}: a version chip`)

    const button = page.locator('.adm-button').first()
    const buttonLook = await button.evaluate((element) => {
      const style = globalThis.getComputedStyle(element)
      return { font: style.fontFamily, radius: parseFloat(style.borderTopLeftRadius), height: element.offsetHeight }
    })
    assert.doesNotMatch(buttonLook.font, /^"?(Arial|Helvetica|Liberation)/i, 'buttons use the app font')
    assert.ok(buttonLook.radius >= buttonLook.height / 2, `buttons are pills (radius ${buttonLook.radius} for ${buttonLook.height} px)`)

    const starColour = await page.evaluate(() => globalThis.getComputedStyle(globalThis.document.documentElement).getPropertyValue('--adm-color-yellow').trim())
    const accentToken = await page.evaluate(() => globalThis.getComputedStyle(globalThis.document.documentElement).getPropertyValue('--app-accent').trim())
    assert.equal(starColour, accentToken, "antd-mobile's yellow is the star colour, the accent")
    const star = await page.evaluate(() => {
      const probe = globalThis.document.createElement('div')
      probe.className = 'adm-rate'
      globalThis.document.body.append(probe)
      const colour = globalThis.getComputedStyle(probe).getPropertyValue('--active-color').trim()
      probe.remove()
      return colour
    })
    assert.equal(star, accentToken, 'every Rate takes the one star colour')
    assert.deepEqual(page.errors, [])
  }
})

test('the font-size setting scales the text of every screen, not only rich text', async () => {
  const sizes = {}
  for (const fontSize of [14, 18]) {
    const page = await pageWith({ language: 'en', fontSize })
    await page.goto('/#/pages/public/setting')
    const title = page.getByRole('heading', { name: 'System Settings' })
    await title.waitFor()
    const listItem = page.locator('.adm-list-item-content-main').first()
    sizes[fontSize] = {
      title: await title.evaluate((element) => parseFloat(globalThis.getComputedStyle(element).fontSize)),
      item: await listItem.evaluate((element) => parseFloat(globalThis.getComputedStyle(element).fontSize)),
    }
  }
  for (const part of ['title', 'item']) {
    const ratio = sizes[18][part] / sizes[14][part]
    assert.ok(Math.abs(ratio - 18 / 14) < 0.02, `${part}: ${sizes[14][part]} → ${sizes[18][part]} px`)
  }
})

test('the bars keep the dark grey in the light theme, with a hairline', async () => {
  const page = await pageWith({ language: 'en', mode: 'light' })
  await page.goto('/#/pages/public/setting')
  const bar = page.locator('header', { has: page.getByRole('heading', { name: 'System Settings' }) })
  await bar.waitFor()
  const look = await bar.evaluate((element) => {
    const style = globalThis.getComputedStyle(element)
    return { background: style.backgroundColor, border: style.borderBottomWidth, borderColour: style.borderBottomColor }
  })
  const [red, green, blue] = look.background.match(/\d+/g).map(Number)
  assert.ok(red === green && Math.abs(green - blue) < 8 && red < 96, `a dark grey: ${look.background}`)
  assert.equal(look.border, '1px')
  assert.notEqual(look.borderColour, 'rgba(0, 0, 0, 0)')
})

test('Japanese text breaks between phrases, not inside words', async () => {
  const page = await pageWith({ language: 'ja' })
  await page.goto('/#/pages/public/setting')
  await page.locator('html[lang="ja"]').waitFor({ state: 'attached' })
  const breaking = await page.evaluate(() => {
    const style = globalThis.getComputedStyle(globalThis.document.body)
    return { wordBreak: style.wordBreak, lineBreak: style.lineBreak, overflowWrap: style.overflowWrap }
  })
  assert.ok(['auto-phrase', 'keep-all'].includes(breaking.wordBreak), `word-break: ${breaking.wordBreak}`)
  assert.equal(breaking.lineBreak, 'strict')
  assert.equal(breaking.overflowWrap, 'break-word')
})

test('the level card of the user centre opens the Membership level page', async () => {
  const page = await pageWith({ language: 'en', tokens: await loginByApi() })
  await page.goto('/#/pages/index/user')
  const card = page.getByTestId('level-card')
  await card.getByText(/^Lv\.1 Bronze$/).waitFor()
  await assertTarget(card, 'the level card')
  await card.click()
  await waitForRoute(page, /pages\/user\/level/)
  await page.getByRole('heading', { name: 'Membership Level' }).waitFor()
  await page.getByText('Lv.1 Bronze').waitFor()
  assert.deepEqual(page.errors, [])
})
