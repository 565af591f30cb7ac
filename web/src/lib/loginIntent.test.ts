import { afterEach, describe, expect, it } from 'vitest'
import { forgetIntent, LOGIN_INTENT_TTL_MS, rememberIntent, takeIntent, type LoginIntent } from './loginIntent'

const any = () => true

describe('login intent', () => {
  afterEach(() => forgetIntent())

  it('is taken once, by the page it belongs to', () => {
    rememberIntent({ kind: 'addToCart', skuId: 7, count: 1 }, 1000)
    const otherSku = (intent: LoginIntent) => intent.kind === 'addToCart' && intent.skuId === 8
    expect(takeIntent(otherSku, 2000)).toBeNull()
    expect(takeIntent(any, 2000)).toEqual({ kind: 'addToCart', skuId: 7, count: 1 })
    expect(takeIntent(any, 2000)).toBeNull()
  })

  it('is dropped when stale, or dated in the future', () => {
    rememberIntent({ kind: 'favorite', spuId: 3 }, 1000)
    expect(takeIntent(any, 1000 + LOGIN_INTENT_TTL_MS + 1)).toBeNull()
    rememberIntent({ kind: 'favorite', spuId: 3 }, 5000)
    expect(takeIntent(any, 4000)).toBeNull()
    expect(takeIntent(any, 5000)).toBeNull()
  })

  it('keeps a bundle with its picks, or a fixed set with none', () => {
    rememberIntent({ kind: 'addBundle', bundleId: 5, skuIds: [11, 12, 13] }, 1000)
    expect(takeIntent(any, 1001)).toEqual({ kind: 'addBundle', bundleId: 5, skuIds: [11, 12, 13] })
    rememberIntent({ kind: 'addBundle', bundleId: 6, skuIds: [] }, 1000)
    expect(takeIntent(any, 1001)).toEqual({ kind: 'addBundle', bundleId: 6, skuIds: [] })
  })

  it('keeps only the latest wish', () => {
    rememberIntent({ kind: 'favorite', spuId: 3 }, 1000)
    rememberIntent({ kind: 'follow', brandId: 4 }, 1001)
    expect(takeIntent(any, 1002)).toEqual({ kind: 'follow', brandId: 4 })
  })

  it.each([
    'not json',
    '{"at":1}',
    '{"intent":{"kind":"addToCart","skuId":-1,"count":1},"at":1}',
    '{"intent":{"kind":"addToCart","skuId":1,"count":1.5},"at":1}',
    '{"intent":{"kind":"follow","brandId":"4"},"at":1}',
    '{"intent":{"kind":"delete","spuId":4},"at":1}',
    '{"intent":{"kind":"addBundle","bundleId":5,"skuIds":[1,"2"]},"at":1}',
    '{"intent":{"kind":"addBundle","bundleId":5},"at":1}',
    '{"intent":{"kind":"favorite","spuId":4},"at":"1"}',
  ])('believes nothing malformed: %s', (text) => {
    sessionStorage.setItem('loginIntent', text)
    expect(takeIntent(any, 2)).toBeNull()
    expect(sessionStorage.getItem('loginIntent')).toBeNull()
  })
})
