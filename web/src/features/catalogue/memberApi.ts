import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap, type QueryOf } from '@/lib/http'
import { nextPageParam, type Page } from '@/lib/pagination'
import { queryClient } from '@/lib/queryClient'
import { useUserStore } from '@/stores/user'
import { PAGE_SIZE, useCatalogueContext } from './api'

type Schemas = components['schemas']
export type Favorite = Schemas['FavoriteResp']
export type Footprint = Schemas['BrowseHistoryResp']
export type Brand = Schemas['BrandResp']

/** Query keys of a member's catalogue records and of teams; mutations invalidate by these. */
export const catalogMemberKeys = {
  favorites: ['catalog', 'favorites'] as const,
  favoriteExists: (spuId: number) => ['catalog', 'favorite-exists', spuId] as const,
  footprints: ['catalog', 'footprints'] as const,
  /** Every team query (lists, followed, one team) starts with this. */
  brands: ['catalog', 'brands'] as const,
  brandList: (language: string) => ['catalog', 'brands', 'list', language] as const,
  followedBrands: (language: string) => ['catalog', 'brands', 'followed', language] as const,
  brand: (id: number, language: string) => ['catalog', 'brands', 'get', id, language] as const,
}

function useLoggedIn(): boolean {
  return useUserStore((state) => Boolean(state.token))
}

// ---- Favorites -------------------------------------------------------------------------------

export function addFavorite(spuId: number): Promise<boolean> {
  return unwrap(api.POST('/app-api/product/favorite/create', { body: { spuId }, auth: true }))
}

export function removeFavorite(spuId: number): Promise<boolean> {
  return unwrap(api.DELETE('/app-api/product/favorite/delete', { body: { spuId }, auth: true }))
}

/** Unfavorites each game (one call per game); the favorites reload either way. */
export function useRemoveFavorites() {
  return useMutation({
    mutationFn: (spuIds: number[]) =>
      Promise.all(
        spuIds.map((spuId) =>
          unwrap(api.DELETE('/app-api/product/favorite/delete', { body: { spuId }, auth: true, showLoading: true })),
        ),
      ),
    onSettled: (_answers, _error, spuIds) => invalidateFavorites(spuIds),
  })
}

async function invalidateFavorites(spuIds: number[]): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogMemberKeys.favorites }),
    ...spuIds.map((spuId) => queryClient.invalidateQueries({ queryKey: catalogMemberKeys.favoriteExists(spuId) })),
  ])
}

/** Whether the member favorited the game; visitors never have (no call is made). */
export function useFavoriteExists(spuId: number) {
  const loggedIn = useLoggedIn()
  return useQuery({
    queryKey: catalogMemberKeys.favoriteExists(spuId),
    queryFn: () =>
      unwrap(api.GET('/app-api/product/favorite/exist', { params: { query: { spuId } }, auth: true, showError: false })),
    enabled: loggedIn && spuId > 0,
  })
}

/**
 * Favorite or unfavorite a game. The heart changes at once and goes back if the call fails;
 * the favorites list reloads either way.
 */
export function useToggleFavorite(spuId: number) {
  const key = catalogMemberKeys.favoriteExists(spuId)
  return useMutation({
    mutationFn: (favorite: boolean) => (favorite ? addFavorite(spuId) : removeFavorite(spuId)),
    onMutate: async (favorite: boolean) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<boolean>(key)
      queryClient.setQueryData(key, favorite)
      return { previous }
    },
    onError: (_error, _favorite, context) => {
      queryClient.setQueryData(key, context?.previous ?? false)
    },
    onSettled: () => invalidateFavorites([spuId]),
  })
}

type PageQuery = Required<QueryOf<'/app-api/product/favorite/page', 'get'>>
const asMemberList = { auth: true, showError: false } as const

/** A member's own list of games (favorites, footprints), page by page, reloaded whenever shown. */
function useMemberGamePages<T>(key: readonly unknown[], fetchPage: (query: PageQuery) => Promise<Page<T>>) {
  const context = useCatalogueContext()
  return useInfiniteQuery({
    queryKey: [...key, context],
    queryFn: ({ pageParam }) => fetchPage({ pageNo: pageParam, pageSize: PAGE_SIZE, priceUnit: context.priceUnit }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: context.member,
    staleTime: 0,
  })
}

/** The member's favorites, newest first; `spu` is null for games taken offline. */
export function useFavoritePages() {
  return useMemberGamePages(catalogMemberKeys.favorites, (query) =>
    unwrap(api.GET('/app-api/product/favorite/page', { params: { query }, ...asMemberList })),
  )
}

// ---- Footprints ------------------------------------------------------------------------------

/** The member's footprints, most recently viewed first (every game page opened adds one). */
export function useFootprintPages() {
  return useMemberGamePages(catalogMemberKeys.footprints, (query) =>
    unwrap(api.GET('/app-api/product/browse-history/page', { params: { query }, ...asMemberList })),
  )
}

const invalidateFootprints = () => queryClient.invalidateQueries({ queryKey: catalogMemberKeys.footprints })

/** Forgets the footprints of the listed games (one call); the list reloads either way. */
export function useDeleteFootprints() {
  return useMutation({
    mutationFn: (spuIds: number[]) =>
      unwrap(api.DELETE('/app-api/product/browse-history/delete', { body: { spuIds }, auth: true, showLoading: true })),
    onSettled: invalidateFootprints,
  })
}

/** Forgets every footprint; the list reloads either way. */
export function useCleanFootprints() {
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/app-api/product/browse-history/clean', { auth: true, showLoading: true })),
    onSettled: invalidateFootprints,
  })
}

// ---- Teams -----------------------------------------------------------------------------------

/** Every team with its counts (and, for a member, whether they follow it). */
export function useBrandList() {
  const { language, member } = useCatalogueContext()
  return useQuery({
    queryKey: [...catalogMemberKeys.brandList(language), member],
    queryFn: () => unwrap(api.GET('/app-api/product/brand/list', { showError: false })),
  })
}

/** The teams the member follows, the latest follow first. */
export function useFollowedBrands() {
  const { language, member } = useCatalogueContext()
  return useQuery({
    queryKey: catalogMemberKeys.followedBrands(language),
    queryFn: () => unwrap(api.GET('/app-api/product/brand-collection/list', { auth: true, showError: false })),
    enabled: member,
  })
}

/** One team with its counts and whether the member follows it. */
export function useBrand(id: number) {
  const { language, member } = useCatalogueContext()
  return useQuery({
    queryKey: [...catalogMemberKeys.brand(id, language), member],
    queryFn: () => unwrap(api.GET('/app-api/product/brand/get', { params: { query: { id } }, showError: false })),
    enabled: Number.isInteger(id) && id > 0,
  })
}

export function followBrand(brandId: number): Promise<boolean> {
  return unwrap(api.POST('/app-api/product/brand-collection/create/collect', { params: { query: { brandId } }, auth: true }))
}

export function unfollowBrand(brandId: number): Promise<boolean> {
  return unwrap(api.DELETE('/app-api/product/brand-collection/cancel', { params: { query: { brandId } }, auth: true }))
}

/** Follow or stop following a team; every team query reloads afterwards. */
export function useFollowBrand() {
  return useMutation({
    mutationFn: ({ brandId, follow }: { brandId: number; follow: boolean }) =>
      follow ? followBrand(brandId) : unfollowBrand(brandId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogMemberKeys.brands }),
  })
}
