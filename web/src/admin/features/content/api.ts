import type { components } from '@/client/schema'
import type { BodyOf, QueryOf } from '@/lib/http/client'
import type { ImportOutcome } from '../../components/ImportUpload'
import { multipart } from '../../lib/form'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'
import { t } from '../../lib/i18n'

type Schemas = components['schemas']
export type AdminArticle = Schemas['AdminArticleResp']
export type AdminArticleDetail = Schemas['AdminArticleDetailResp']
export type ArticleCreate = BodyOf<'/admin-api/promotion/article/create', 'post'>
export type ArticleFilters = Omit<QueryOf<'/admin-api/promotion/article/page', 'get'>, 'pageNo' | 'pageSize'>

export const contentKeys = {
  all: ['console', 'content'] as const,
  articles: (filters: ArticleFilters) => ['console', 'content', 'articles', filters] as const,
  article: (id: number) => ['console', 'content', 'article', id] as const,
}

export const fetchArticles = (filters: ArticleFilters, page: { pageNo: number; pageSize: number }) =>
  unwrap(adminApi.GET('/admin-api/promotion/article/page', { params: { query: { ...filters, ...page } } }))

export const fetchArticle = (id: number) =>
  unwrap(adminApi.GET('/admin-api/promotion/article/get', { params: { query: { id } } }))

export type ArticleFields = Omit<ArticleCreate, 'code'>

/** A new article needs its code; an existing one keeps the code it was created with. */
export const saveArticle = (id: number | null, code: string, fields: ArticleFields) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/promotion/article/create', { body: { ...fields, code } }))
    : unwrap(adminApi.POST('/admin-api/promotion/article/update', { body: { ...fields, id } }))

export const publishArticle = (id: number, published: boolean) =>
  unwrap(adminApi.POST('/admin-api/promotion/article/publish', { body: { id, published } }))

export async function importArticles(file: File): Promise<ImportOutcome> {
  const report = await unwrap(
    adminApi.POST('/admin-api/promotion/article/import', { body: { file }, bodySerializer: () => multipart({ file }) }),
  )
  return {
    ok: report.ok,
    summary: Object.entries(report.counts)
      .map(([section, count]) => t('import.counts', { section, ...count }))
      .join('; '),
    lines: report.rows.map((row, at) => ({
      key: `${row.section}-${row.index ?? 'all'}-${at}`,
      where: row.index === null ? row.section : `${row.section} #${row.index + 1}${row.code ? ` (${row.code})` : ''}`,
      ok: row.ok,
      outcome: row.ok ? t('import.imported') : t('import.rejected'),
      message: row.message,
    })),
  }
}
