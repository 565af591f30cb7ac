import { useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { queryClient } from '@/lib/queryClient'
import { STEAM_LIBRARY_KEY } from '@/lib/steamLibrary'
import { useUserStore } from '@/stores/user'

export type WishlistImport = components['schemas']['SteamWishlistImportResp']

/** The member's Steam library, read once a session (cards stay shared: the mark is made in the app). */
export function useSteamLibrary() {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: STEAM_LIBRARY_KEY,
    queryFn: () => unwrap(api.GET('/app-api/game/user/steam-library', { auth: true, showError: false })),
    enabled: loggedIn,
    staleTime: 60 * 60 * 1000,
  })
}

/** Adds the Steam wishlist's games sold here to the favorites; failures are shown as toasts. */
export async function importSteamWishlist(): Promise<WishlistImport> {
  const result = await unwrap(api.POST('/app-api/game/user/steam-wishlist/import', { auth: true, showLoading: true }))
  await queryClient.invalidateQueries()
  return result
}
