import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import { starDealsQuery, type StarDeal } from './starDeals'

export type DealPhase = 'coming' | 'running' | 'soldOut' | 'ended'

/** While a deal runs its keys left are read this often (the server's own view is at most a second old). */
const RUNNING_REFRESH_MS = 2000
const IDLE_REFRESH_MS = 60_000

/** The deals' list where cards show it: read often while one runs, so its stock bar moves. */
export function useLiveStarDeals() {
  const { i18n } = useTranslation()
  return useQuery({
    ...starDealsQuery(i18n.language),
    staleTime: 1000, // the home's read, a moment ago, is not asked again
    refetchInterval: (query) =>
      query.state.data?.some((deal) => dealPhase(deal, Date.now()) === 'running') ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS,
  })
}

/** Where a deal stands at `now` (by its window, so a countdown reaching the start opens it at once). */
export function dealPhase(deal: StarDeal, now: number): DealPhase {
  if (now >= deal.endTime) return 'ended'
  if (now < deal.startTime) return 'coming'
  return deal.left > 0 ? 'running' : 'soldOut'
}

/** What the home page shows: the deal running now (sold out too, until it ends) and the next one to come. */
export function dealsOnHome(deals: readonly StarDeal[], now: number): StarDeal[] {
  const running = deals.find((deal) => ['running', 'soldOut'].includes(dealPhase(deal, now)))
  const next = deals.find((deal) => dealPhase(deal, now) === 'coming')
  return [running, next].filter((deal): deal is StarDeal => deal !== undefined)
}

/** The game's deal a shopper can still take part in (running, sold out until it ends, or to come), soonest first. */
export function dealOfGame(deals: readonly StarDeal[], spuId: number, now: number): StarDeal | undefined {
  return deals.find((deal) => deal.spuId === spuId && dealPhase(deal, now) !== 'ended')
}
