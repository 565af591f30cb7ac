import { Suspense } from 'react'
import { retryableLazy } from '@/lib/chunkReload'
import { useNav } from '@/lib/navigation'
import { useNow } from '@/lib/useNow'
import { StarDealCard } from '@/features/catalogue/components/StarDealCard'
import type { StarDeal } from '@/features/catalogue/starDeals'
import { dealOfGame, dealsOnHome, useLiveStarDeals } from '@/features/catalogue/starDealsShown'
import styles from './StarDeals.module.css'

// The actions (reminders, the buy) come a moment after the card: the card's own code stays small.
const DealAction = retryableLazy(() => import('./StarDealActions'))

/**
 * The home page's star deal cards (catalogue), the running one and the next, each opening its game,
 * with their actions: a reminder before the start (notification), the buy button from it (trade).
 * Loaded only when there are deals (HomeStarDeals.tsx).
 */
export default function StarDealCards({ deals: first }: { deals: StarDeal[] }) {
  const nav = useNav()
  const deals = useLiveStarDeals().data ?? first
  return dealsOnHome(deals, useNow(1000)).map((deal) => (
    <StarDealCard
      key={deal.id}
      deal={deal}
      action={<Action deal={deal} />}
      onOpen={() => nav.go('gameDetail', { id: deal.spuId })}
    />
  ))
}

/** The game's star deal on its page, running or to come, with its action. */
export function GameStarDeal({ spuId }: { spuId: number }) {
  const deals = useLiveStarDeals()
  const deal = dealOfGame(deals.data ?? [], spuId, useNow(deals.data?.length ? 1000 : null))
  return deal ? <StarDealCard deal={deal} action={<Action deal={deal} />} /> : null
}

function Action({ deal }: { deal: StarDeal }) {
  return (
    <Suspense fallback={<div className={styles.actionSpace} />}>
      <DealAction deal={deal} />
    </Suspense>
  )
}
