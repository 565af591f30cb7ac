import { describe, expect, it } from 'vitest'
import { checkoutQuery, type CartBundle, type CartLine } from './cart'
import { selectedTotal } from '@/stores/cart'
import { cartTotal, checkoutBundles, checkoutLines, maxCount, selectedLines, shownPrice, unavailableReason, versionTwice } from './cartLines'

function line(id: number, overrides: { selected?: boolean; count?: number; price?: number; stock?: number; status?: number } = {}): CartLine {
  const { selected = true, count = 1, price = 1000, stock = 5, status = 1 } = overrides
  return {
    id,
    count,
    selected,
    spu: { id: id * 10, name: `Game ${id}`, picUrl: `/covers/${id}.svg`, status },
    sku: {
      id: id * 100,
      name: 'Standard',
      stock,
      price: price + 500,
      marketPrice: price + 1000,
      memberPrice: price,
      priceUnit: 'CNY',
      displayPrice: price + 500,
      displayMarketPrice: price + 1000,
      displayMemberPrice: price,
    } as CartLine['sku'],
  }
}

describe('cart lines', () => {
  it('totals count × the shown member price of the selected items only', () => {
    const lines = [line(1, { count: 2, price: 1999 }), line(2, { selected: false, count: 5 }), line(3, { price: 1 })]
    expect(selectedTotal(lines, shownPrice)).toBe(3999)
    expect(selectedTotal([], shownPrice)).toBe(0)
    expect(selectedLines(lines).map((item) => item.id)).toEqual([1, 3])
  })

  it('checks out the selected items with their version, count and cart id', () => {
    const lines = [line(1, { count: 3 }), line(2, { selected: false }), line(4)]
    expect(checkoutLines(lines)).toEqual([
      { skuId: 100, count: 3, cartId: 1 },
      { skuId: 400, count: 1, cartId: 4 },
    ])
    const query = checkoutQuery(checkoutLines(lines))
    expect(JSON.parse(query.items)).toEqual(checkoutLines(lines))
    expect(checkoutQuery([{ skuId: 7, count: 1 }])).toEqual({ items: '[{"skuId":7,"count":1}]' })
  })

  it('says why an item cannot be bought', () => {
    expect(unavailableReason(line(1, { status: 0, stock: 0 }))).toBe('offShelf')
    expect(unavailableReason(line(1, { stock: 0 }))).toBe('outOfStock')
  })

  it('offers counts up to the per-order cap or the keys left', () => {
    expect(maxCount(line(1, { stock: 50 }))).toBe(10)
    expect(maxCount(line(1, { stock: 3 }))).toBe(3)
    expect(maxCount(line(1, { stock: 0 }))).toBe(1)
  })
})

describe('bundles in the cart', () => {
  const bundle = (id: number, displayPrice: number, selected: boolean, available = true) =>
    ({ id, displayPrice, selected, available }) as unknown as CartBundle

  it('totals the selected items and the selected bundles that can be bought', () => {
    const lines = [line(1, { count: 2, price: 1000 }), line(2, { selected: false })]
    const bundles = [bundle(1, 4900, true), bundle(2, 3000, false), bundle(3, 6900, true, false)]
    expect(checkoutBundles(bundles).map((b) => b.id)).toEqual([1])
    expect(cartTotal(lines, bundles)).toBe(2000 + 4900)
  })

  it('names a version the selection would buy twice: on its own and in a bundle, or in two bundles', () => {
    const holding = (id: number, skuIds: number[], selected = true, available = true) =>
      ({ id, selected, available, items: skuIds.map((skuId) => ({ skuId, spuName: `Game ${skuId / 100}`, skuName: 'Standard' })) }) as unknown as CartBundle
    const lines = [line(1), line(2, { selected: false })]
    expect(versionTwice(lines, [holding(1, [300, 400])])).toBeNull()
    expect(versionTwice(lines, [holding(1, [300, 100])])).toBe('Game 1 Standard')
    // Unselected, or not to be bought now, it is not checked out: nothing twice.
    expect(versionTwice(lines, [holding(1, [200, 300])])).toBeNull()
    expect(versionTwice(lines, [holding(1, [100], false)])).toBeNull()
    expect(versionTwice(lines, [holding(1, [100], true, false)])).toBeNull()
    expect(versionTwice([], [holding(1, [300, 400]), holding(2, [500, 400])])).toBe('Game 4 Standard')
  })
})
