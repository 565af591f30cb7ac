import { useQuery } from '@tanstack/react-query'
import { useUserStore } from '@/stores/user'
import { api, unwrap } from '@/lib/http'
import { OWNED_GAMES_KEY } from '@/lib/queryKeys'

const ownedGameKey = (spuId: number) => [...OWNED_GAMES_KEY, 'one', spuId] as const

/** Whether the logged-in member owns the game; visitors own nothing (no call is made). */
export function useGameOwned(spuId: number) {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: ownedGameKey(spuId),
    queryFn: () =>
      unwrap(api.GET('/app-api/game/user/isGameOwnedByUser', { params: { query: { spuId } }, auth: true, showError: false })),
    enabled: loggedIn && Number.isInteger(spuId) && spuId > 0,
  })
}
