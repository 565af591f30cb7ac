import { useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { useUserStore } from '@/stores/user'
import { api, unwrap } from '@/lib/http'

export type OrderCount = components['schemas']['OrderCountResp']

/** Session data (spec §4: setting a token loads them), shown by the user centre and the order centre. */
const ORDER_COUNT_KEY = ['order', 'count'] as const

/** How many of the member's orders each tab holds; visitors have none (no call is made). */
export function useOrderCount() {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: ORDER_COUNT_KEY,
    queryFn: () => unwrap(api.GET('/app-api/trade/order/get-count', { auth: true, showError: false })),
    enabled: loggedIn,
    staleTime: 0,
  })
}
