import { queryOptions, useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { useTranslation } from '@/lib/i18next-lite/react'
import { STAR_DEALS_KEY } from '@/lib/queryKeys'

export type StarDeal = components['schemas']['StarDealResp']

/** The star deals running and to come, soonest first (no ended one). */
export function starDealsQuery(language: string) {
  return queryOptions({
    queryKey: [...STAR_DEALS_KEY, language],
    queryFn: () => unwrap(api.GET('/app-api/promotion/star-deal/list', { showError: false })),
  })
}

/** The deals' list as the home reads it, once: whether there is a card to show (then it reads it live). */
export function useStarDeals() {
  const { i18n } = useTranslation()
  return useQuery(starDealsQuery(i18n.language))
}
