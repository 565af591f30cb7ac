import { describe, expect, it } from 'vitest'
import { checkoutQuery } from './cart'
import { MAX_COUNT, MAX_ITEMS, parseOrderGoods, parseOrderItems } from './confirmItems'

describe('the items query of Confirm Order', () => {
  it('reads what the cart sends, cart ids included', () => {
    const raw = '[{"skuId":12,"count":2,"cartId":5},{"skuId":7,"count":1}]'
    expect(parseOrderItems(raw)).toEqual([
      { skuId: 12, count: 2, cartId: 5 },
      { skuId: 7, count: 1 },
    ])
  })

  it('reads back what checkoutQuery builds', () => {
    const items = [{ skuId: 3, count: 4 }, { skuId: 9, count: 1, cartId: 2 }]
    expect(parseOrderItems(checkoutQuery(items).items)).toEqual(items)
  })

  it('drops a null cart id', () => {
    expect(parseOrderItems('[{"skuId":1,"count":1,"cartId":null}]')).toEqual([{ skuId: 1, count: 1 }])
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', '[{skuId:1}'],
    ['not an array', '{"skuId":1,"count":1}'],
    ['an empty array', '[]'],
    ['a number inside', '[1]'],
    ['null inside', '[null]'],
    ['an array inside', '[[1,1]]'],
    ['no skuId', '[{"count":1}]'],
    ['a string skuId', '[{"skuId":"1","count":1}]'],
    ['a zero count', '[{"skuId":1,"count":0}]'],
    ['a negative count', '[{"skuId":1,"count":-2}]'],
    ['a fractional count', '[{"skuId":1,"count":1.5}]'],
    ['too many keys', `[{"skuId":1,"count":${MAX_COUNT + 1}}]`],
    ['a bad cart id', '[{"skuId":1,"count":1,"cartId":0}]'],
    ['a string cart id', '[{"skuId":1,"count":1,"cartId":"4"}]'],
  ])('refuses %s', (_name, raw) => {
    expect(parseOrderItems(raw)).toBeNull()
  })

  it('accepts the largest order the server takes and no more', () => {
    const lines = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ skuId: i + 1, count: 1 })))
    expect(parseOrderItems(lines(MAX_ITEMS))).toHaveLength(MAX_ITEMS)
    expect(parseOrderItems(lines(MAX_ITEMS + 1))).toBeNull()
  })
})

describe('parseOrderGoods', () => {
  it('reads a bundle with its picked versions, or a fixed set without any', () => {
    expect(parseOrderGoods({ bundleId: '4', skuIds: '11,12,13' })).toEqual({ bundle: { bundleId: 4, skuIds: [11, 12, 13] } })
    expect(parseOrderGoods({ bundleId: '4' })).toEqual({ bundle: { bundleId: 4, skuIds: [] } })
  })

  it('refuses a bundle id or version that is not a positive whole number', () => {
    for (const query of [{ bundleId: '' }, { bundleId: 'x' }, { bundleId: '0' }, { bundleId: '4', skuIds: '11,,12' }, { bundleId: '4', skuIds: '1.5' }]) {
      expect(parseOrderGoods(query)).toBeNull()
    }
  })

  it('reads lines when no bundle is named', () => {
    expect(parseOrderGoods({ items: '[{"skuId":1,"count":2}]' })).toEqual({ items: [{ skuId: 1, count: 2 }] })
    expect(parseOrderGoods({})).toBeNull()
  })

  it('reads the cart bundles with the lines, or alone, and checkoutQuery builds them', () => {
    const lines = [{ skuId: 1, count: 2, cartId: 7 }]
    expect(parseOrderGoods(checkoutQuery(lines, [5, 6]))).toEqual({ items: lines, cartBundleIds: [5, 6] })
    expect(parseOrderGoods(checkoutQuery([], [5]))).toEqual({ items: [], cartBundleIds: [5] })
    expect(checkoutQuery(lines)).toEqual({ items: JSON.stringify(lines) })
  })

  it('refuses cart bundles that are not ids, or named with a bundle bought straight away', () => {
    for (const query of [{ cartBundles: '5,x' }, { cartBundles: '0' }, { bundleId: '4', cartBundles: '5' }, { items: '[]', cartBundles: '' }]) {
      expect(parseOrderGoods(query)).toBeNull()
    }
  })
})
