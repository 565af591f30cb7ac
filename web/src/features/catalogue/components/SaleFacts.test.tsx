import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { I18n } from '@/lib/i18next-lite'
import { setI18n } from '@/lib/i18next-lite/react'
import type { Priced } from '@/lib/prices'
import en from '../../../../public/locales/en.json'
import zhHans from '../../../../public/locales/zh-Hans.json'
import { chartSeries } from './priceHistorySeries'
import { SaleFacts } from './SaleFacts'

const version = (over: Partial<Priced>): Priced => ({
  price: 15000,
  marketPrice: 16000,
  activityPrice: 12000,
  memberPrice: 12000,
  priceUnit: 'CNY',
  displayPrice: 15000,
  displayMarketPrice: 16000,
  displayActivityPrice: 12000,
  displayMemberPrice: 12000,
  referencePrice: 15000,
  displayReferencePrice: 15000,
  priorLowestPrice: 10000,
  displayPriorLowestPrice: 10000,
  lowestEver: false,
  ...over,
})

async function speak(lng: string): Promise<void> {
  const i18n = new I18n()
  await i18n.init({ lng, fallbackLng: 'zh-Hans', resources: {}, interpolation: { escapeValue: false }, returnNull: false })
  i18n.addResourceBundle('en', 'translation', en)
  i18n.addResourceBundle('zh-Hans', 'translation', zhHans)
  setI18n(i18n)
}

beforeAll(() => speak('en'))
afterEach(cleanup)

describe('SaleFacts', () => {
  it('tells the lowest price of the 30 days before the sale, not "lowest ever" when it is not', () => {
    render(<SaleFacts item={version({})} />)
    expect(screen.getByTestId('prior-lowest').textContent).toBe('Lowest in the 30 days before the sale: CN¥100.00')
    expect(screen.queryByTestId('lowest-ever')).toBeNull()
  })

  it('marks the lowest price ever here, in the display currency', async () => {
    await speak('zh-Hans')
    render(<SaleFacts item={version({ priceUnit: 'USD', displayPriorLowestPrice: 1380, lowestEver: true })} />)
    expect(screen.getByTestId('lowest-ever').textContent).toBe('本店历史最低')
    expect(screen.getByTestId('prior-lowest').textContent).toContain('促销前30天最低价')
    expect(screen.getByTestId('prior-lowest').textContent).toContain('13.80')
    await speak('en')
  })

  it('says nothing off sale, whatever the fields hold', () => {
    const { container } = render(<SaleFacts item={version({ activityPrice: null, displayActivityPrice: null, lowestEver: true })} />)
    expect(container.textContent).toBe('')
  })
})

describe('chartSeries', () => {
  it('holds the last price up to now, in seconds', () => {
    const points = [
      { time: 1_000_000, displayPrice: 10000 },
      { time: 2_000_000, displayPrice: 12000 },
    ]
    expect(chartSeries(points, 5_000_000)).toEqual({ times: [1000, 2000, 5000], prices: [10000, 12000, 12000] })
    expect(chartSeries([], 5_000_000)).toEqual({ times: [], prices: [] })
  })
})
