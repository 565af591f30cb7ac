import { useMutation, useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { queryClient } from '@/lib/queryClient'
import { OWNED_GAMES_KEY } from '@/lib/queryKeys'
import { useUserStore } from '@/stores/user'

export type SteamLibrary = components['schemas']['SteamLibraryResp']
export type WishlistImport = components['schemas']['SteamWishlistImportResp']

const STEAM_LIBRARY_KEY = [...OWNED_GAMES_KEY, 'steam'] as const

/** The member's Steam library, read once a session for a logged-in member (the app root asks for it,
 * so cards are marked from the first screen). */
export function useSteamLibrary() {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: STEAM_LIBRARY_KEY,
    queryFn: () => unwrap(api.GET('/app-api/game/user/steam-library', { auth: true, showError: false })),
    enabled: loggedIn,
    staleTime: 60 * 60 * 1000,
  })
}

/** Whether the game has a version the member's Steam account owns. */
export function ownsOnSteam(library: SteamLibrary | undefined, spuId: number): boolean {
  return Boolean(library?.enabled && library.spuIds?.includes(spuId))
}

/** Whether the version's Steam app is one the member's account owns. */
export function ownsVersionOnSteam(library: SteamLibrary | undefined, skuId: number | undefined): boolean {
  return Boolean(library?.enabled && skuId !== undefined && library.skuIds?.includes(skuId))
}

/** Whether the game is in the member's Steam library (false for visitors and with the feature off). */
export function useOwnedOnSteam(spuId: number): boolean {
  return ownsOnSteam(useSteamLibrary().data, spuId)
}

/** How Steam last answered (SteamLibraryResp.status): read, private profile, failed. */
export const STEAM_READ = { read: 0, private: 1, failed: 2 } as const

/** Reads the library from Steam now (a few times an hour); the answer replaces the session's copy. */
export function useRefreshSteamLibrary() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/app-api/game/user/steam-library/refresh', { auth: true, showLoading: true })),
    onSuccess: (library) => queryClient.setQueryData(STEAM_LIBRARY_KEY, library),
  })
}

/** Adds the Steam wishlist's games sold here to the favorites; failures are shown as toasts. */
export function useImportSteamWishlist() {
  return useMutation({
    mutationFn: (): Promise<WishlistImport> =>
      unwrap(api.POST('/app-api/game/user/steam-wishlist/import', { auth: true, showLoading: true })),
    // Favorites are read in several features: everything is read again when next shown.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
