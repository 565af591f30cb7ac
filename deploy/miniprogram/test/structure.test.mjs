// The mini program's files as WeChat's developer tools need them, and no dead buttons.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { test } from 'node:test'
import { createMiniProgram } from './runtime.mjs'
import { ROOT } from './support.mjs'

const require = createRequire(import.meta.url)
const appJson = readJson('app.json')

function readJson(file) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'))
}

function read(file) {
  return fs.readFileSync(path.join(ROOT, file), 'utf8')
}

function miniProgramScripts() {
  const scripts = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== 'test') walk(relative)
      if (entry.isFile() && entry.name.endsWith('.js')) scripts.push(relative)
    }
  }
  walk('.')
  return scripts
}

/** Every event binding in a WXML file: [event, handler]. */
function bindings(wxml) {
  const attributes = wxml.matchAll(/\s(?:capture-)?(?:bind|catch):?([a-z]+)="([^"]*)"/g)
  return [...attributes].map((match) => [match[1], match[2].trim()])
}

test('app.json lists the index page first, then the auth and pay pages, with the store title', () => {
  assert.deepEqual(appJson.pages, ['pages/index/index', 'pages/auth/index', 'pages/pay/index'])
  assert.equal(appJson.window.navigationBarTitleText, 'Game Store')
  assert.ok(fs.existsSync(path.join(ROOT, appJson.sitemapLocation)))
})

test('the project files are plain JSON with a placeholder appid', () => {
  const project = readJson('project.config.json')
  assert.equal(project.appid, 'touristappid')
  assert.equal(project.compileType, 'miniprogram')
  readJson('sitemap.json')
  for (const file of ['app.js', 'app.wxss', 'config.js', 'handoff.js', 'i18n.js']) {
    assert.ok(fs.existsSync(path.join(ROOT, file)), file)
  }
  assert.match(require('../config.js').storeUrl, /^https:\/\/.+\/$/)
})

test('every page in app.json has its four files', () => {
  for (const route of appJson.pages) {
    for (const extension of ['js', 'json', 'wxml', 'wxss']) {
      assert.ok(fs.existsSync(path.join(ROOT, `${route}.${extension}`)), `${route}.${extension}`)
    }
    readJson(`${route}.json`)
  }
})

// The pay page has nothing to tap: WeChat's own payment sheet opens over it at once.
const WITHOUT_BINDINGS = ['pages/pay/index']

test('every handler a WXML binds exists on its page', () => {
  const mp = createMiniProgram({ root: ROOT, config: { storeUrl: 'https://store.test/' } })
  for (const route of appJson.pages) {
    const found = bindings(read(`${route}.wxml`))
    assert.equal(found.length > 0, !WITHOUT_BINDINGS.includes(route), `${route}.wxml bindings: ${found.length}`)
    for (const [event, handler] of found) {
      assert.equal(typeof mp.pageDefinition(route)[handler], 'function', `${route}: ${event} → ${handler}`)
    }
  }
})

test('the WXML tags are balanced', () => {
  for (const route of appJson.pages) {
    const open = []
    for (const [, closing, tag, selfClosing] of read(`${route}.wxml`).matchAll(
      /<(\/?)([a-z][a-z0-9-]*)(?:"[^"]*"|[^>"])*?(\/?)>/g,
    )) {
      if (selfClosing) continue
      if (!closing) open.push(tag)
      else assert.equal(open.pop(), tag, `${route}.wxml: </${tag}>`)
    }
    assert.deepEqual(open, [], `${route}.wxml leaves open: ${open.join(', ')}`)
  }
})

test('the native pages have their words in every language', () => {
  const { LANGUAGES, wordsFor } = require('../i18n.js')
  assert.deepEqual(LANGUAGES, ['en', 'zh-Hans', 'zh-Hant', 'ja'])
  const keys = Object.keys(wordsFor('en')).sort()
  const used = [...read('pages/auth/index.wxml').matchAll(/words\.([A-Za-z]+)/g)].map((match) => match[1])
  const perAction = ['login', 'mobile', 'subscribe', 'bind'].flatMap((action) => [`${action}Title`, `${action}Line`])
  for (const language of LANGUAGES) {
    const words = wordsFor(language)
    assert.deepEqual(Object.keys(words).sort(), keys, language)
    for (const key of [...used, ...perAction, 'quickLoginFailed', 'payTitle', 'payOpening']) {
      assert.ok(typeof words[key] === 'string' && words[key].length > 0, `${language}.${key}`)
    }
  }
})

test('the scripts are CommonJS requiring only files of the mini program', () => {
  for (const script of miniProgramScripts()) {
    const source = read(script)
    assert.doesNotMatch(source, /^\s*(import|export)\s/m, `${script} uses ES module syntax`)
    for (const [, request] of source.matchAll(/require\(\s*'([^']+)'\s*\)/g)) {
      assert.match(request, /^\.\.?\//, `${script} requires ${request}`)
    }
  }
})
