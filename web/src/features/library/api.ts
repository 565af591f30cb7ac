import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { OWNED_GAMES_KEY } from '@/lib/queryKeys'
import { nextPageParam } from '@/lib/pagination'
import { queryClient } from '@/lib/queryClient'
import { useUserStore } from '@/stores/user'

type Schemas = components['schemas']
export type OwnedGame = Schemas['OwnedGameResp']
export type GameCode = Schemas['GameCodeResp']
export type OrderOfGame = Schemas['OrderOfGameResp']

export const PAGE_SIZE = 20

/** The member's games, the latest bought first, page by page; reloaded whenever shown. */
export function useOwnedGamePages() {
  const { i18n } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useInfiniteQuery({
    queryKey: [...OWNED_GAMES_KEY, 'page', i18n.language],
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/app-api/game/user/page', {
          params: { query: { pageNo: pageParam, pageSize: PAGE_SIZE } },
          auth: true,
          showError: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: loggedIn,
    staleTime: 0,
  })
}

/** A short-lived code that lets a browser game know who is playing; failures are shown as toasts. */
export function fetchGameCode(spuId: number): Promise<GameCode> {
  return unwrap(api.GET('/app-api/game/data/code', { params: { query: { spuId } }, auth: true, showLoading: true }))
}

/** The member's paid orders holding the game, hidden ones included, newest first: read afresh
 * (an order may have been paid or deleted since); failures are shown as toasts. */
export function fetchOrdersOfGame(spuId: number): Promise<OrderOfGame[]> {
  return queryClient.fetchQuery({
    queryKey: [...OWNED_GAMES_KEY, 'orders', spuId],
    queryFn: () =>
      unwrap(
        api.GET('/app-api/trade/order/list-by-game', { params: { query: { spuId } }, auth: true, showLoading: true }),
      ),
    staleTime: 0,
  })
}
