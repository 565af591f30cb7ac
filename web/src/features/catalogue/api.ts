import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { api, unwrap, type QueryOf } from '@/lib/http'
import { currentLanguage } from '@/lib/i18n'
import { PAGE_DATA, prefetchFromPage, readPageData } from '@/lib/pageData'
import { nextPageParam } from '@/lib/pagination'
import { useSysStore, type PriceUnit } from '@/stores/sys'
import { useUserStore } from '@/stores/user'

type Schemas = components['schemas']
export type SpuSummary = Schemas['SpuSummaryResp']
export type SpuDetail = Schemas['SpuDetailResp']
export type Sku = Schemas['SkuDetailResp']
export type Category = Schemas['CategoryResp']
export type Banner = Schemas['BannerResp']
export type Comment = Schemas['CommentResp']
export type RatingSummary = Schemas['RatingSummary']
type SpuPageQuery = QueryOf<'/app-api/product/spu/page', 'get'>
export type ListName = NonNullable<SpuPageQuery['list']>
export type SortField = NonNullable<SpuPageQuery['sortField']>
export type CommentType = NonNullable<QueryOf<'/app-api/product/comment/page', 'get'>['type']>

export const PAGE_SIZE = 20

/** What a list, search or filter asks of /product/spu/page (the page and currency are added). */
export type SpuQuery = Omit<SpuPageQuery, 'pageNo' | 'pageSize' | 'priceUnit'>

/** What every catalogue query depends on: language, display currency and who is asking. */
export interface CatalogueContext {
  language: string
  priceUnit: PriceUnit
  member: boolean
}

export function useCatalogueContext(): CatalogueContext {
  const { i18n } = useTranslation()
  const priceUnit = useSysStore((state) => state.priceUnit)
  const token = useUserStore((state) => state.token)
  return { language: i18n.language, priceUnit, member: Boolean(token) }
}

export function fetchSpuPage(query: SpuQuery, pageNo: number, priceUnit: SpuPageQuery['priceUnit'], pageSize = PAGE_SIZE) {
  return unwrap(api.GET('/app-api/product/spu/page', { params: { query: { ...query, pageNo, pageSize, priceUnit } } }))
}

/** Games page by page for a list, search or filter; the next page loads while scrolling. */
export function useSpuPages(query: SpuQuery, enabled = true) {
  const context = useCatalogueContext()
  return useInfiniteQuery({
    queryKey: ['catalog', 'spu-page', query, context],
    queryFn: ({ pageParam }) => fetchSpuPage(query, pageParam, context.priceUnit),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** Games a home shelf shows. */
export const HOME_SHELF_SIZE = 8

const shelfQuery = (list: ListName, size: number, context: CatalogueContext) =>
  queryOptions({
    queryKey: ['catalog', 'shelf', list, size, context],
    queryFn: () => fetchSpuPage({ list }, 1, context.priceUnit, size),
  })

/** The first few games of a home list. */
export function useSpuShelf(list: ListName, size = 6) {
  return useQuery(shelfQuery(list, size, useCatalogueContext()))
}

export function useSpuDetail(id: number) {
  const context = useCatalogueContext()
  return useQuery({
    queryKey: ['catalog', 'detail', id, context],
    queryFn: () =>
      unwrap(
        api.GET('/app-api/product/spu/get-detail', {
          params: { query: { id, priceUnit: context.priceUnit } },
          showError: false,
        }),
      ),
    enabled: Number.isInteger(id) && id > 0,
    // Opening the page again asks the server again: prices and stock move, and it records the footprint.
    staleTime: 0,
  })
}

const categoriesQuery = (language: string) =>
  queryOptions({
    queryKey: ['catalog', 'categories', language],
    queryFn: () => unwrap(api.GET('/app-api/product/category/list')),
    staleTime: 5 * 60_000,
  })

export function useCategories() {
  return useQuery(categoriesQuery(useCatalogueContext().language))
}

const bannersQuery = (position: number, language: string) =>
  queryOptions({
    queryKey: ['catalog', 'banners', position, language],
    queryFn: () => unwrap(api.GET('/app-api/promotion/banner/list', { params: { query: { position } } })),
    staleTime: 5 * 60_000,
  })

export function useBanners(position = 1) {
  return useQuery(bannersQuery(position, useCatalogueContext().language))
}

/**
 * Asks for what the home's first screen shows (banners, categories, the shelves) as the app starts,
 * alongside its page file rather than after it; the components then find it in the cache. Call it
 * once the language is set (the requests carry it).
 */
export function prefetchHome(client: QueryClient, shelves: readonly ListName[]): void {
  const context: CatalogueContext = {
    language: currentLanguage(),
    priceUnit: useSysStore.getState().priceUnit,
    member: Boolean(useUserStore.getState().token),
  }
  const banners = readPageData(PAGE_DATA.homeBanners, context.language)
  prefetchFromPage(client, bannersQuery(1, context.language), Array.isArray(banners) ? (banners as Banner[]) : undefined)
  void client.prefetchQuery(categoriesQuery(context.language))
  for (const list of shelves) void client.prefetchQuery(shelfQuery(list, HOME_SHELF_SIZE, context))
}

export function useCommentStats(spuId: number) {
  return useQuery({
    queryKey: ['catalog', 'comment-stats', spuId],
    queryFn: () => unwrap(api.GET('/app-api/product/comment/statistics', { params: { query: { spuId } } })),
    enabled: spuId > 0,
  })
}

export function useComments(spuId: number, type: CommentType, pageSize = PAGE_SIZE) {
  const { language } = useCatalogueContext()
  return useInfiniteQuery({
    queryKey: ['catalog', 'comments', spuId, type, pageSize, language],
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/app-api/product/comment/page', { params: { query: { spuId, type, pageNo: pageParam, pageSize } } })),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: spuId > 0,
  })
}
