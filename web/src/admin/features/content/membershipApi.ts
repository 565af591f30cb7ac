import type { components } from '@/client/schema'
import type { ImportOutcome, ImportLine } from '../../components/ImportUpload'
import { multipart } from '../../lib/form'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'
import { t } from '../../lib/i18n'

type Schemas = components['schemas']
type Paging = { pageNo: number; pageSize: number }
export type AdminTask = Schemas['AdminTaskResp']
export type AdminItem = Schemas['AdminItemResp']
export type AdminCollectible = Schemas['AdminCollectibleResp']

export const membershipKeys = {
  all: ['console', 'membership'] as const,
  tasks: ['console', 'membership', 'tasks'] as const,
  items: ['console', 'membership', 'items'] as const,
  collectibles: ['console', 'membership', 'collectibles'] as const,
}

export const fetchTasks = (page: Paging) => unwrap(adminApi.GET('/admin-api/member/task/page', { params: { query: page } }))
export const fetchItems = (page: Paging) => unwrap(adminApi.GET('/admin-api/member/item/page', { params: { query: page } }))
export const fetchCollectibles = (page: Paging) => unwrap(adminApi.GET('/admin-api/member/collectible/page', { params: { query: page } }))

export async function importTasks(file: File): Promise<ImportOutcome> {
  const report = await unwrap(adminApi.POST('/admin-api/member/task/import', { body: { file }, bodySerializer: () => multipart({ file }) }))
  return {
    ok: report.ok,
    summary: t('import.counts', { section: 'tasks', created: report.created, updated: report.updated, rejected: report.rejected }),
    lines: report.problems.map((problem, at) => ({ key: String(at), where: `tasks`, ok: false, outcome: t('import.rejected'), message: problem })),
  }
}

export async function importItems(file: File): Promise<ImportOutcome> {
  const report = await unwrap(adminApi.POST('/admin-api/member/item/import', { body: { file }, bodySerializer: () => multipart({ file }) }))
  const lines: ImportLine[] = report.problems.map((problem, at) => ({
    key: String(at),
    where: problem.index === null ? problem.section : `${problem.section} #${problem.index + 1}${problem.code ? ` (${problem.code})` : ''}`,
    ok: false,
    outcome: t('import.rejected'),
    message: `${problem.field}: ${problem.reason}`,
  }))
  const counts = Object.entries(report.counts).map(([section, count]) => t('import.counts', { section, ...count }))
  return { ok: report.ok, summary: [...counts, t('import.codes', { added: report.codesAdded, skipped: report.codesSkipped })].join('; '), lines }
}

// -- the forms: one task, item or collectible (the server checks it as one row of its file) -----

export type TaskFields = Omit<Schemas['AdminTaskCreateReq'], 'code'>
export type ItemFields = Omit<Schemas['AdminItemCreateReq'], 'code'>
export type CollectibleFields = Omit<Schemas['AdminCollectibleCreateReq'], 'code'>

export const definitionKeys = {
  task: (id: number) => ['console', 'membership', 'task', id] as const,
  item: (id: number) => ['console', 'membership', 'item', id] as const,
  collectible: (id: number) => ['console', 'membership', 'collectible', id] as const,
}

export const fetchTask = (id: number) => unwrap(adminApi.GET('/admin-api/member/task/get', { params: { query: { id } } }))
export const fetchItem = (id: number) => unwrap(adminApi.GET('/admin-api/member/item/get', { params: { query: { id } } }))
export const fetchCollectible = (id: number) => unwrap(adminApi.GET('/admin-api/member/collectible/get', { params: { query: { id } } }))

/** A new definition needs its code; an existing one keeps the code it was created with. */
export const saveTask = (id: number | null, code: string, fields: TaskFields) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/member/task/create', { body: { ...fields, code } }))
    : unwrap(adminApi.POST('/admin-api/member/task/update', { body: { ...fields, id } }))

export const saveItem = (id: number | null, code: string, fields: ItemFields) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/member/item/create', { body: { ...fields, code } }))
    : unwrap(adminApi.POST('/admin-api/member/item/update', { body: { ...fields, id } }))

export const saveCollectible = (id: number | null, code: string, fields: CollectibleFields) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/member/collectible/create', { body: { ...fields, code } }))
    : unwrap(adminApi.POST('/admin-api/member/collectible/update', { body: { ...fields, id } }))
