import { Suspense } from 'react'
import { retryableLazy } from '@/lib/chunkReload'
import { useStarDeals } from '@/features/catalogue/starDeals'

// The cards' code (buttons, reminders, the buy) loads only when there is a deal to show: the home's
// first screen stays as light without one (web/e2e/tests/weight.spec.mjs).
const StarDealCards = retryableLazy(() => import('./StarDeals'))

/**
 * The home page's star deals: the one running now and the next to come. Read again every few
 * seconds while one runs (each card ticks its own countdown).
 */
export function HomeStarDeals() {
  const deals = useStarDeals()
  if (!deals.data?.length) return null
  return (
    <Suspense fallback={null}>
      <StarDealCards deals={deals.data} />
    </Suspense>
  )
}
