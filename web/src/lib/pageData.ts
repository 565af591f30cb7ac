import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * What the server wrote into index.html for the first screen (backend/src/gamestore/web.py): JSON in
 * inert <template> elements, each the `data` of an API answer, read instead of waiting for a round trip.
 */
export const PAGE_DATA = { homeBanners: 'home-banners', appInfo: 'app-info' } as const

/**
 * The block's value, or undefined when the page has none (or a damaged one). `language`: only a
 * block written in it (the page follows the browser's language, which the app's setting may override).
 */
export function readPageData(id: string, language?: string, page: Document = document): unknown {
  const block = page.getElementById(id)
  if (!(block instanceof HTMLTemplateElement)) return undefined
  if (language !== undefined && block.dataset.lang !== language) return undefined
  try {
    return JSON.parse(block.content.textContent) as unknown
  } catch {
    return undefined
  }
}

/**
 * Prefetches `query`; with its answer found in the page (`inPage`), that answer is shown at once
 * and the server is still asked behind it (the page may be some seconds old).
 */
export function prefetchFromPage<TData, TKey extends QueryKey>(
  client: QueryClient,
  query: FetchQueryOptions<TData, Error, TData, TKey>,
  inPage: TData | undefined,
): void {
  if (inPage === undefined) {
    void client.prefetchQuery(query)
    return
  }
  client.setQueryData<TData>(query.queryKey, inPage)
  void client.prefetchQuery({ ...query, staleTime: 0 })
}
