import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { nextPageParam } from '@/lib/pagination'
import { useSysStore } from '@/stores/sys'
import { useUserStore } from '@/stores/user'
import { ARTICLE_TYPE } from './status'

type Schemas = components['schemas']
export type Article = Schemas['ArticleResp']
export type ArticleDetail = Schemas['ArticleDetailResp']

export type ExploreTab = 'all' | 'activity' | 'news'
const PAGE_SIZE = 10

function typeOf(tab: ExploreTab) {
  return tab === 'all' ? undefined : ARTICLE_TYPE[tab]
}

/** Activities and news page by page for a tab and a title search. */
export function useArticlePages(tab: ExploreTab, keyword: string) {
  const { i18n } = useTranslation()
  return useInfiniteQuery({
    queryKey: ['explore', 'page', tab, keyword, i18n.language],
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/app-api/promotion/article/page', {
          params: { query: { type: typeOf(tab), keyword: keyword || undefined, pageNo: pageParam, pageSize: PAGE_SIZE } },
          showError: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
  })
}

export function useArticle(id: number) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: ['explore', 'article', id, i18n.language],
    queryFn: () =>
      unwrap(api.GET('/app-api/promotion/article/get', { params: { query: { id } }, showError: false })),
    enabled: id > 0,
    retry: false,
  })
}

/** Counts one reading (once per opening of the page; a failure is not the reader's concern). */
export function useCountBrowse() {
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.PUT('/app-api/promotion/article/add-browse-count', { params: { query: { id } }, showError: false })),
  })
}

/** The games an activity features, at the prices this visitor or member pays now. */
export function useFeaturedGames(ids: number[]) {
  const { i18n } = useTranslation()
  const priceUnit = useSysStore((state) => state.priceUnit)
  const member = useUserStore((state) => Boolean(state.token))
  const joined = ids.join(',')
  return useQuery({
    queryKey: ['explore', 'games', joined, i18n.language, priceUnit, member],
    queryFn: () =>
      unwrap(api.GET('/app-api/product/spu/list-by-ids', { params: { query: { ids: joined, priceUnit } }, showError: false })),
    enabled: ids.length > 0,
  })
}
