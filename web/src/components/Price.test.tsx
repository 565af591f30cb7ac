import { cleanup, render, screen } from '@testing-library/react'
import i18next from '@/lib/i18next-lite'
import { setI18n } from '@/lib/i18next-lite/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Price } from './Price'
import type { Priced } from '@/lib/prices'
import { referenceOf } from '@/lib/referenceOf.testing'

const game = (activityPrice: number | null, memberPrice: number): Priced => ({
  price: 14850,
  marketPrice: 19800,
  activityPrice,
  memberPrice,
  priceUnit: 'CNY',
  displayPrice: 14850,
  displayMarketPrice: 19800,
  displayActivityPrice: activityPrice,
  displayMemberPrice: memberPrice,
  referencePrice: referenceOf(14850, 19800, memberPrice),
  displayReferencePrice: referenceOf(14850, 19800, memberPrice),
})

beforeAll(() => setI18n(i18next))
afterEach(cleanup)

describe('Price', () => {
  it('shows the event price with an event tag and the list price struck through', () => {
    render(<Price item={game(10395, 10395)} />)
    expect(screen.getByTestId('price').textContent).toBe('¥103.95')
    expect(screen.getByTestId('event-tag').textContent).toBe('catalog.event')
    expect(screen.getByTestId('was-price').textContent).toBe('¥148.50')
    expect(screen.getByText('-30%')).toBeTruthy()
    expect(screen.queryByText('catalog.memberPrice')).toBeNull()
  })

  it('says "from" on a card of a game whose versions cost different amounts, on one line without tags', () => {
    render(<Price item={{ ...game(10395, 9148), priceFrom: true }} size="compact" />)
    expect(screen.getByTestId('price').textContent).toBe('catalog.fromPrice')
    expect(screen.getByTestId('was-price').textContent).toBe('¥148.50')
    expect(screen.queryByText('catalog.memberPrice')).toBeNull()
  })

  it("shows a member's price after the event with both tags", () => {
    render(<Price item={game(10395, 9148)} />)
    expect(screen.getByTestId('price').textContent).toBe('¥91.48')
    expect(screen.getByTestId('event-tag')).toBeTruthy()
    expect(screen.getByText('catalog.memberPrice')).toBeTruthy()
    expect(screen.getByTestId('was-price').textContent).toBe('¥148.50')
  })

  it('strikes the market price through without an event, as before', () => {
    render(<Price item={game(null, 14850)} />)
    expect(screen.getByTestId('price').textContent).toBe('¥148.50')
    expect(screen.queryByTestId('event-tag')).toBeNull()
    expect(screen.getByTestId('was-price').textContent).toBe('¥198.00')
    expect(screen.getByText('-25%')).toBeTruthy()
  })
})
