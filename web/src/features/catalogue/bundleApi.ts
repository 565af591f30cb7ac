import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { useCatalogueContext } from './api'

type Schemas = components['schemas']
export type BundleSummary = Schemas['BundleResp']
export type BundleDetail = Schemas['BundleDetailResp']
export type BundleItem = Schemas['BundleItemResp']
export type BundleTier = Schemas['BundleTierResp']

/** Putting the bundle in the cart, which is trade's: the route composing the page hands it in. */
export interface BundleCart {
  /** The versions picked (any N), none for a fixed set. */
  add: (skuIds: number[]) => void
  adding: boolean
}

/** The kinds of /product/bundle answers (bundle_schemas.py). */
export const BUNDLE_PICK = 1
export const BUNDLE_FIXED = 2

/** Bundles a home shelf or a search shows: a store runs a handful at a time. */
export const BUNDLE_SHELF_SIZE = 10

/** The bundles on sale now, newest first; `keyword` finds them by name (search results). */
export function useBundles(keyword?: string) {
  const { language } = useCatalogueContext()
  return useQuery({
    queryKey: ['catalog', 'bundles', keyword ?? '', language],
    queryFn: () =>
      unwrap(
        api.GET('/app-api/product/bundle/page', {
          params: { query: { pageNo: 1, pageSize: BUNDLE_SHELF_SIZE, keyword: keyword || undefined } },
          showError: false,
        }),
      ),
    placeholderData: keepPreviousData,
  })
}

/** One bundle's page for this member: what they own marked, a fixed set priced without it. */
export function useBundle(id: number) {
  const context = useCatalogueContext()
  return useQuery({
    queryKey: ['catalog', 'bundle', id, context],
    queryFn: () => unwrap(api.GET('/app-api/product/bundle/get', { params: { query: { id } }, showError: false })),
    enabled: Number.isInteger(id) && id > 0,
    // Stock and what the member owns move: asked again each time the page opens.
    staleTime: 0,
  })
}
