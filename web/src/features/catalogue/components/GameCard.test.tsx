import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { components } from '@/client/schema'
import { HashRouter, RouterProvider } from '@/lib/router'
import { loadShippedMessages, renderWithQueries, setUpComponentTests } from '@/test/components'
import { GameCard } from './GameCard'

loadShippedMessages()
setUpComponentTests({ language: 'en' })

const card = (lowestEver: boolean): components['schemas']['SpuSummaryResp'] => ({
  id: 3,
  skuId: 30,
  priceFrom: false,
  name: 'Crown of Embers',
  introduction: '',
  picUrl: '/uploads/demo/games/crown/1.svg',
  categoryId: 1,
  brandId: 1,
  brandName: 'Emberwind Studio',
  tags: [],
  salesCount: 0,
  favoriteCount: 0,
  stock: 5,
  releaseTime: 0,
  discountEndTime: null,
  activityEndTime: null,
  price: 14880,
  marketPrice: 14880,
  activityPrice: 8928,
  memberPrice: 8928,
  priceUnit: 'CNY',
  displayPrice: 14880,
  displayMarketPrice: 14880,
  displayActivityPrice: 8928,
  displayMemberPrice: 8928,
  referencePrice: 14880,
  displayReferencePrice: 14880,
  priorLowestPrice: 14880,
  displayPriorLowestPrice: 14880,
  lowestEver,
})

function renderCard(lowestEver: boolean) {
  return renderWithQueries(
    <RouterProvider router={new HashRouter()}>
      <GameCard game={card(lowestEver)} />
    </RouterProvider>,
  )
}

describe('a game card', () => {
  it('marks a discount that is the lowest price the game has had here', () => {
    renderCard(true)
    expect(screen.getByTestId('card-lowest-ever').textContent).toBe('Lowest ever')
  })

  it('has no mark otherwise', () => {
    renderCard(false)
    expect(screen.queryByTestId('card-lowest-ever')).toBeNull()
  })
})
