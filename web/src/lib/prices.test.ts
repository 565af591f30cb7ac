import { describe, expect, it } from 'vitest'
import { discountEnd, priceView, type Priced } from './prices'
import { referenceOf } from './referenceOf.testing'

/** Prices in CNY, where display units are fen too. */
function priced(price: number, marketPrice: number, activityPrice: number | null, memberPrice: number): Priced {
  const referencePrice = referenceOf(price, marketPrice, memberPrice)
  return {
    price,
    marketPrice,
    activityPrice,
    memberPrice,
    priceUnit: 'CNY',
    displayPrice: price,
    displayMarketPrice: marketPrice,
    displayActivityPrice: activityPrice,
    displayMemberPrice: memberPrice,
    referencePrice,
    displayReferencePrice: referencePrice,
  }
}

describe('priceView', () => {
  it("strikes through the server's reference price: the market price when nothing lowers the list price", () => {
    expect(priceView(priced(14850, 19800, null, 14850))).toEqual({
      pay: 14850,
      was: 19800,
      off: 25,
      onEvent: false,
      memberCheaper: false,
    })
  })

  it('shows the event price with the list price struck through', () => {
    expect(priceView(priced(14850, 19800, 10395, 10395))).toEqual({
      pay: 10395,
      was: 14850,
      off: 30,
      onEvent: true,
      memberCheaper: false,
    })
  })

  it('marks a member price below the event price', () => {
    // Diamond: 12 % off the event price.
    const view = priceView(priced(14850, 19800, 10395, 9148))
    expect(view).toMatchObject({ pay: 9148, was: 14850, onEvent: true, memberCheaper: true })
    expect(view.off).toBe(38)
    // The level lowers the list price: the list price is struck through, as the order's game total starts from it.
    expect(priceView(priced(4800, 5800, null, 4560))).toMatchObject({ pay: 4560, was: 4800, memberCheaper: true })
  })

  it('uses the display currency for what it shows', () => {
    const usd = { ...priced(14850, 19800, 10395, 10395), displayPrice: 2063, displayMemberPrice: 1444, displayReferencePrice: 2063 }
    expect(priceView(usd)).toMatchObject({ pay: 1444, was: 2063, off: 30 })
  })

  it('strikes nothing through when nothing is saved, and a free game is 100 % off', () => {
    expect(priceView(priced(9800, 9800, null, 9800))).toMatchObject({ was: null, off: 0, onEvent: false })
    expect(priceView(priced(9800, 9800, 9800, 9800))).toMatchObject({ was: null, onEvent: false })
    expect(priceView(priced(2500, 3500, 0, 0))).toMatchObject({ pay: 0, was: 2500, off: 100, onEvent: true })
  })
})

describe('discountEnd', () => {
  const onEvent = { activityPrice: 3360, activityEndTime: 2000 }
  const plain = { activityPrice: null, activityEndTime: null }

  it("is the chosen version's activity end while it is on event", () => {
    expect(discountEnd({ discountEndTime: 2000, activityEndTime: 2000 }, onEvent)).toBe(2000)
  })

  it("leaves out another version's activity", () => {
    expect(discountEnd({ discountEndTime: 2000, activityEndTime: 2000 }, plain)).toBeNull()
  })

  it("is the game's stored date without an activity", () => {
    expect(discountEnd({ discountEndTime: 5000, activityEndTime: null }, plain)).toBe(5000)
    expect(discountEnd({ discountEndTime: 5000, activityEndTime: null })).toBe(5000)
    expect(discountEnd({ discountEndTime: null, activityEndTime: null }, plain)).toBeNull()
  })
})
