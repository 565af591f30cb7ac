import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { test } from 'node:test'

const require = createRequire(import.meta.url)
const handoff = require('../handoff.js')

const STORE = 'https://store.test/'

test('a page route starts with /pages/ and has no #, no control characters, at most 512 characters', () => {
  assert.equal(handoff.isPageRoute('/pages/goods/gameDetail?id=3&spm=1.2.3.4.5'), true)
  assert.equal(handoff.isPageRoute(`/pages/${'a'.repeat(505)}`), true)
  assert.equal(handoff.isPageRoute(`/pages/${'a'.repeat(506)}`), false)
  assert.equal(handoff.isPageRoute('pages/index/index'), false)
  assert.equal(handoff.isPageRoute('https://elsewhere.test/pages/index/index'), false)
  assert.equal(handoff.isPageRoute('//elsewhere.test/pages/'), false)
  assert.equal(handoff.isPageRoute('/pages/index/index#x'), false)
  assert.equal(handoff.isPageRoute('/pages/index/index\n'), false)
  assert.equal(handoff.isPageRoute('/pages/index/\u0000index'), false)
  assert.equal(handoff.isPageRoute('/pages/index/\u007findex'), false)
  assert.equal(handoff.isPageRoute(undefined), false)
  assert.equal(handoff.routeOrHome('/pages/x#y'), '/pages/index/index')
})

test('an option value is read the same whether WeChat decoded it or not', () => {
  const route = '/pages/goods/gameDetail?id=3&spm=1.2.3'
  assert.equal(handoff.decodeOption(route), route)
  assert.equal(handoff.decodeOption(encodeURIComponent(route)), route)
  assert.equal(handoff.decodeOption('T1%2CT2'), 'T1,T2')
  assert.equal(handoff.decodeOption('%E0%A4%A'), '%E0%A4%A')
  assert.equal(handoff.decodeOption(undefined), '')
})

test('the web-view address comes from a path, else a share code scene, else the home page', () => {
  const route = '/pages/goods/gameDetail?id=3&spm=1.2.3'
  assert.equal(handoff.webViewSrc(STORE, { path: encodeURIComponent(route) }), `${STORE}#${route}`)
  assert.equal(handoff.webViewSrc(STORE, { scene: 'Ab3dE9xZ' }), `${STORE}?shareCode=Ab3dE9xZ#/`)
  assert.equal(handoff.webViewSrc(STORE, { scene: 'a b<' }), `${STORE}#/pages/index/index`)
  assert.equal(handoff.webViewSrc(STORE, {}), `${STORE}#/pages/index/index`)
  assert.equal(handoff.webViewSrc(STORE, undefined), `${STORE}#/pages/index/index`)
})

test('the hand-off address encodes the query and keeps the route', () => {
  const url = handoff.handoffUrl(STORE, {
    query: { mpAction: 'login', mpState: 'a b&c=d', mpLoginCode: 'x+/=', mpPhoneCode: 'p' },
    back: '/pages/goods/gameDetail?id=3',
  })
  assert.equal(
    url,
    `${STORE}?mpAction=login&mpState=a%20b%26c%3Dd&mpLoginCode=x%2B%2F%3D&mpPhoneCode=p#/pages/goods/gameDetail?id=3`,
  )
  const badBack = { query: { mpAction: 'x' }, back: 'javascript:1' }
  assert.equal(handoff.handoffUrl(STORE, badBack), `${STORE}?mpAction=x#/pages/index/index`)
})

test('a share opens the index page with the shared route; at most three template ids', () => {
  assert.equal(
    handoff.sharePath('/pages/news/detail?id=1&spm=a'),
    '/pages/index/index?path=%2Fpages%2Fnews%2Fdetail%3Fid%3D1%26spm%3Da',
  )
  assert.deepEqual(handoff.templateIds('A, B,,C,D'), ['A', 'B', 'C'])
  assert.deepEqual(handoff.templateIds('A%2CB'), ['A', 'B'])
  assert.deepEqual(handoff.templateIds(undefined), [])
})
