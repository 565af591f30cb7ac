import { describe, expect, it } from 'vitest'
import { buildShareString } from '@/lib/share'
import { shareEntry } from './shareEntry'

const gameShare = buildShareString({ sharerId: 42, page: 2, queryId: 7, platform: 1, method: 3 })
const homeShare = buildShareString({ sharerId: 42, page: 1, queryId: 0, platform: 3, method: 1 })

describe('share entry', () => {
  it('remembers the sharer for a visitor and opens the shared page', () => {
    const entry = shareEntry(gameShare, false)
    expect(entry.remember).toMatchObject({ sharerId: 42, page: 2, queryId: 7 })
    expect(entry.redirect).toBe('/pages/goods/gameDetail?id=7')
  })

  it('does not remember the sharer for a member', () => {
    expect(shareEntry(gameShare, true)).toEqual({ remember: null, redirect: '/pages/goods/gameDetail?id=7' })
  })

  it('stays on home for home shares', () => {
    expect(shareEntry(homeShare, false).redirect).toBeNull()
  })

  it("stays on a gift's link, which carries its claim code, or opens the page a share code resolved to", () => {
    const giftShare = buildShareString({ sharerId: 42, page: 5, queryId: 9, platform: 3, method: 2 })
    expect(shareEntry(giftShare, false)).toMatchObject({ remember: { page: 5, queryId: 9 }, redirect: null })
    const resolved = `/pages/gift/claim?code=abc&spm=${giftShare}`
    expect(shareEntry(giftShare, true, resolved)).toEqual({ remember: null, redirect: resolved })
  })

  it('ignores missing and malformed strings', () => {
    expect(shareEntry(null, false)).toEqual({ remember: null, redirect: null })
    expect(shareEntry('1.2.3', false)).toEqual({ remember: null, redirect: null })
  })
})
