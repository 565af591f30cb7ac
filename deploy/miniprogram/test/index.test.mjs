import assert from 'node:assert/strict'
import { test } from 'node:test'
import { STORE_URL, startHost } from './support.mjs'

const GAME = '/pages/goods/gameDetail?id=3&spm=7.2.3.3.1'

test('a shared path opens the store at that route', () => {
  const { mp, srcs } = startHost({ options: { path: encodeURIComponent(GAME) } })
  assert.deepEqual(srcs, [`${STORE_URL}#${GAME}`])
  assert.equal(mp.webViewSrc(), `${STORE_URL}#${GAME}`)
})

test('the path as WeChat decodes it from the host URL opens the same route', () => {
  const { mp } = startHost()
  mp.launch(`/pages/index/index?path=${encodeURIComponent(GAME)}`)
  assert.equal(mp.webViewSrc(), `${STORE_URL}#${GAME}`)
})

test("a mini-program code's scene opens the store with the share code", () => {
  const { srcs } = startHost({ options: { scene: 'Ab3dE9xZ' } })
  assert.deepEqual(srcs, [`${STORE_URL}?shareCode=Ab3dE9xZ#/`])
})

test('without a path or scene the store opens at its home page', () => {
  const { srcs } = startHost()
  assert.deepEqual(srcs, [`${STORE_URL}#/pages/index/index`])
})

for (const [name, path] of [
  ['another site', 'https://elsewhere.test/pages/index/index'],
  ['a route outside /pages/', '/admin/index'],
  ['a fragment', '/pages/goods/gameDetail?id=3#x'],
  ['a control character', '/pages/goods/gameDetail?id=3\n'],
  ['more than 512 characters', `/pages/goods/gameDetail?id=${'9'.repeat(600)}`],
]) {
  test(`a path with ${name} is ignored: home page`, () => {
    const { srcs } = startHost({ options: { path: encodeURIComponent(path) } })
    assert.deepEqual(srcs, [`${STORE_URL}#/pages/index/index`])
  })
}

test('without a share message, sharing shares the host home page', () => {
  const { mp } = startHost()
  assert.deepEqual(mp.share(), { title: 'Game Store', path: '/pages/index/index' })
})

test("the last share message is kept and shared; other messages don't replace it", async () => {
  const { mp } = startHost()
  const first = { title: 'First', path: '/pages/news/detail?id=1', imageUrl: 'https://cdn.test/1.png', scene: 'forward' }
  const second = { title: 'Second game', path: GAME, imageUrl: 'https://cdn.test/2.png', scene: 'forward' }
  await mp.deliverMessages([{ share: first }, { share: second }, { other: 'x' }])
  await mp.deliverMessages([{ something: 'else' }, { share: null }, { share: { title: 'Bad', path: 'https://x.test/' } }])

  assert.deepEqual(mp.share(), {
    title: 'Second game',
    imageUrl: 'https://cdn.test/2.png',
    path: `/pages/index/index?path=${encodeURIComponent(GAME)}`,
  })

  await mp.deliverMessages([{ share: { title: 'Third', path: '/pages/activity/detail?id=8' } }])
  assert.deepEqual(mp.share(), {
    title: 'Third',
    path: `/pages/index/index?path=${encodeURIComponent('/pages/activity/detail?id=8')}`,
  })
})

test('a forwarded share opens the shared route again', async () => {
  const { mp } = startHost()
  await mp.deliverMessages([{ share: { title: 'Game', path: GAME } }])
  const shared = mp.share().path

  const { mp: friend } = startHost()
  friend.launch(shared)
  assert.equal(friend.webViewSrc(), `${STORE_URL}#${GAME}`)
})
