import { useQuery } from '@tanstack/react-query'
import { useUserStore } from '@/stores/user'
import { api, unwrap } from './http'

/**
 * Every query about the member's own games starts with this key, so paying for an order can reload
 * them all at once. Whether a game is owned is shown by the game's page (catalog) and My Games
 * (game), hence here rather than in a feature.
 */
export const OWNED_GAMES_KEY = ['game', 'owned'] as const

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
