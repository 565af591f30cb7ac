import { useMutation } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { queryClient } from '@/lib/queryClient'
import { STEAM_LIBRARY_KEY } from './steamLibrary'

// Apart from steamLibrary.ts, which every card's mark loads with the first screen.

export type WishlistImport = components['schemas']['SteamWishlistImportResp']

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
