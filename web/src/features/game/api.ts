import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { components } from '@/client/schema'
import { request } from '@/lib/http'
import { OWNED_GAMES_KEY } from '@/lib/ownedGames'
import { useUserStore } from '@/stores/user'

type Schemas = components['schemas']
export type OwnedGame = Schemas['OwnedGameResp']
export type GameCode = Schemas['GameCodeResp']

export const PAGE_SIZE = 20

export interface Page<T> {
  list: T[]
  total: number
}

export function nextPageParam<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.list.length, 0)
  return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined
}

/** The member's games, the latest bought first, page by page; reloaded whenever shown. */
export function useOwnedGamePages() {
  const { i18n } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useInfiniteQuery({
    queryKey: [...OWNED_GAMES_KEY, 'page', i18n.language],
    queryFn: ({ pageParam }) =>
      request<Page<OwnedGame>>({
        url: '/game/user/page',
        params: { pageNo: pageParam, pageSize: PAGE_SIZE },
        auth: true,
        showError: false,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: loggedIn,
    staleTime: 0,
  })
}

/** A short-lived code that lets a browser game know who is playing; failures are shown as toasts. */
export function fetchGameCode(spuId: number): Promise<GameCode> {
  return request<GameCode>({ url: '/game/data/code', params: { spuId }, auth: true, showLoading: true })
}
