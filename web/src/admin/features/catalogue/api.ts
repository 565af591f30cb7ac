import type { components } from '@/client/schema'
import type { QueryOf } from '@/lib/http/client'
import type { ImportOutcome } from '../../components/ImportUpload'
import { multipart } from '../../lib/form'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'
import { currentLanguage, t } from '../../lib/i18n'
import { countryNames } from '@/lib/countries'

type Schemas = components['schemas']
type Paging = { pageNo: number; pageSize: number }
export type AdminGame = Schemas['AdminSpuResp']
export type AdminGameDetail = Schemas['AdminSpuDetailResp']
export type KeyStock = Schemas['KeyStockResp']
export type AdminKey = Schemas['AdminKeyResp']
export type RevealAudit = Schemas['RevealAuditResp']
export type GameFilters = Omit<QueryOf<'/admin-api/product/spu/page', 'get'>, 'pageNo' | 'pageSize'>
export type KeyFilters = Omit<QueryOf<'/admin-api/product/key/page', 'get'>, 'pageNo' | 'pageSize'>
export type StockFilters = Omit<QueryOf<'/admin-api/product/key/stock', 'get'>, 'pageNo' | 'pageSize'>

export const catalogueKeys = {
  all: ['console', 'catalogue'] as const,
  games: (filters: GameFilters) => ['console', 'catalogue', 'games', filters] as const,
  game: (id: number) => ['console', 'catalogue', 'game', id] as const,
  stock: (filters: StockFilters) => ['console', 'catalogue', 'stock', filters] as const,
  keys: (filters: KeyFilters) => ['console', 'catalogue', 'keys', filters] as const,
  reveals: (skuId: number | undefined) => ['console', 'catalogue', 'reveals', skuId] as const,
}

export const fetchGames = (filters: GameFilters, page: Paging) =>
  unwrap(adminApi.GET('/admin-api/product/spu/page', { params: { query: { ...filters, ...page } } }))

export const fetchGame = (id: number) => unwrap(adminApi.GET('/admin-api/product/spu/get', { params: { query: { id } } }))

export const setGameStatus = (id: number, status: 0 | 1) =>
  unwrap(adminApi.POST('/admin-api/product/spu/update-status', { body: { id, status } }))

export async function importCatalogue(file: File): Promise<ImportOutcome> {
  const report = await unwrap(
    adminApi.POST('/admin-api/product/spu/import', { body: { file }, bodySerializer: () => multipart({ file }) }),
  )
  const counts = Object.entries(report.counts).map(([section, count]) => t('import.counts', { section, ...count }))
  return {
    ok: report.ok,
    summary: counts.join('; '),
    lines: [
      ...report.rows.map((row) => ({
        key: `${row.section}-${row.index}`,
        where: `${row.section} #${row.index + 1}${row.code ? ` (${row.code})` : ''}`,
        ok: row.status !== 'rejected',
        outcome: row.status,
        message: row.messages.join('; '),
      })),
      ...report.problems
        .filter((problem) => problem.index === null)
        .map((problem, at) => ({ key: `problem-${at}`, where: problem.section, ok: false, outcome: 'rejected', message: `${problem.field}: ${problem.reason}` })),
    ],
  }
}

/** Where a batch's keys activate, as the import's summary says it. */
function regionsText(regions: { mode: 'allow' | 'deny'; countries: string[] } | null | undefined): string {
  if (!regions) return t('keys.batchEverywhere')
  const countries = countryNames(regions.countries, currentLanguage(), t('keys.listSeparator'))
  return t(regions.mode === 'allow' ? 'keys.batchOnlyIn' : 'keys.batchNotIn', { countries })
}

export async function importKeys(skuId: number, file: File): Promise<ImportOutcome> {
  const report = await unwrap(
    adminApi.POST('/admin-api/product/key/import', { body: { skuId, file }, bodySerializer: () => multipart({ skuId, file }) }),
  )
  return {
    ok: report.ok,
    summary: `${t('import.keyCounts', { accepted: report.accepted, duplicate: report.duplicate, invalid: report.invalid, stock: report.stock })} ${regionsText(report.regions)}`,
    lines: report.lines.map((line) => ({
      key: String(line.line),
      where: t('import.line', { line: line.line }),
      ok: line.status === 'accepted',
      outcome: line.status,
      message: line.message,
    })),
  }
}

export const fetchStock = (filters: StockFilters, page: Paging) =>
  unwrap(adminApi.GET('/admin-api/product/key/stock', { params: { query: { ...filters, ...page } } }))

export const setThreshold = (skuId: number, threshold: number | null) =>
  unwrap(adminApi.POST('/admin-api/product/key/update-threshold', { body: { skuId, threshold } }))

export const fetchKeys = (filters: KeyFilters, page: Paging) =>
  unwrap(adminApi.GET('/admin-api/product/key/page', { params: { query: { ...filters, ...page } } }))

export const revokeKey = (id: number, reason: string) =>
  unwrap(adminApi.POST('/admin-api/product/key/revoke', { body: { id, reason } }))

export const viewKey = (id: number, reason: string) => unwrap(adminApi.POST('/admin-api/product/key/view', { body: { id, reason } }))

export const fetchReveals = (skuId: number | undefined, page: Paging) =>
  unwrap(adminApi.GET('/admin-api/product/key/reveal-audit/page', { params: { query: { ...(skuId ? { skuId } : {}), ...page } } }))
