import { useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { OWNED_GAMES_KEY } from '@/lib/queryKeys'

export type SteamLibrary = components['schemas']['SteamLibraryResp']

export const STEAM_LIBRARY_KEY = [...OWNED_GAMES_KEY, 'steam'] as const

/** The member's Steam library as features/library/steamLibrary.ts last read it (never fetched here). */
export function useSteamLibraryData(): SteamLibrary | undefined {
  return useQuery<SteamLibrary>({ queryKey: STEAM_LIBRARY_KEY, enabled: false }).data
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
  return ownsOnSteam(useSteamLibraryData(), spuId)
}
