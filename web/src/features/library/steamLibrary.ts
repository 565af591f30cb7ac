import { useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { OWNED_GAMES_KEY } from '@/lib/queryKeys'
import { useUserStore } from '@/stores/user'

export type SteamLibrary = components['schemas']['SteamLibraryResp']

export const STEAM_LIBRARY_KEY = [...OWNED_GAMES_KEY, 'steam'] as const

/** The member's Steam library, read once a session for a logged-in member (the first card's mark asks
 * for it, so cards are marked from the first screen). */
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
