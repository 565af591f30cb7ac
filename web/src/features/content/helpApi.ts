import { useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'

export type HelpQuestion = components['schemas']['HelpArticleResp']
/** Questions a search or a category lists at once (the help centre is short). */
const HELP_PAGE_SIZE = 100

export function useHelpCategories(language: string) {
  return useQuery({
    queryKey: ['system', 'help', 'categories', language],
    queryFn: () => unwrap(api.GET('/app-api/system/help/category/list', { showError: false })),
  })
}

/** The questions of a category, or those matching `keyword` across the help centre. */
export function useHelpQuestions(language: string, filter: { categoryId?: number; keyword?: string }) {
  return useQuery({
    queryKey: ['system', 'help', 'questions', language, filter],
    queryFn: () =>
      unwrap(
        api.GET('/app-api/system/help/article/page', {
          params: { query: { ...filter, pageNo: 1, pageSize: HELP_PAGE_SIZE } },
          showError: false,
        }),
      ),
    enabled: filter.categoryId !== undefined || Boolean(filter.keyword),
  })
}

export function useHelpAnswer(language: string, id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['system', 'help', 'answer', language, id],
    queryFn: () => unwrap(api.GET('/app-api/system/help/article/get', { params: { query: { id } }, showError: false })),
    enabled,
    staleTime: Infinity,
  })
}
