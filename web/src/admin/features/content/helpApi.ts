import type { components } from '@/client/schema'
import type { QueryOf } from '@/lib/http/client'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'

type Schemas = components['schemas']
export type AdminHelpCategory = Schemas['AdminHelpCategoryResp']
export type AdminHelpArticle = Schemas['AdminHelpArticleResp']
export type AdminHelpArticleDetail = Schemas['AdminHelpArticleDetailResp']
export type HelpArticleFields = Omit<Schemas['AdminHelpArticleCreateReq'], 'code'>
export type HelpCategoryFields = Omit<Schemas['AdminHelpCategoryCreateReq'], 'code'>
export type HelpArticleFilters = Omit<QueryOf<'/admin-api/system/help-article/page', 'get'>, 'pageNo' | 'pageSize'>

export const helpKeys = {
  all: ['console', 'help'] as const,
  categories: ['console', 'help', 'categories'] as const,
  articles: (filters: HelpArticleFilters) => ['console', 'help', 'articles', filters] as const,
  article: (id: number) => ['console', 'help', 'article', id] as const,
}

export const fetchHelpCategories = () => unwrap(adminApi.GET('/admin-api/system/help-category/list'))

export const fetchHelpArticles = (filters: HelpArticleFilters, page: { pageNo: number; pageSize: number }) =>
  unwrap(adminApi.GET('/admin-api/system/help-article/page', { params: { query: { ...filters, ...page } } }))

export const fetchHelpArticle = (id: number) => unwrap(adminApi.GET('/admin-api/system/help-article/get', { params: { query: { id } } }))

export const saveHelpCategory = (id: number | null, code: string, fields: HelpCategoryFields) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/system/help-category/create', { body: { ...fields, code } }))
    : unwrap(adminApi.POST('/admin-api/system/help-category/update', { body: { ...fields, id } }))

export const saveHelpArticle = (id: number | null, code: string, fields: HelpArticleFields) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/system/help-article/create', { body: { ...fields, code } }))
    : unwrap(adminApi.POST('/admin-api/system/help-article/update', { body: { ...fields, id } }))
