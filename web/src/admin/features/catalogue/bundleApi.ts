import type { components } from '@/client/schema'
import type { BodyOf, QueryOf } from '@/lib/http/client'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'

export type Bundle = components['schemas']['BundleAdminResp']
export type BundleSave = BodyOf<'/admin-api/promotion/bundle/create', 'post'>
export type BundleFilters = Omit<QueryOf<'/admin-api/promotion/bundle/page', 'get'>, 'pageNo' | 'pageSize'>

export const bundleKeys = {
  all: ['console', 'bundles'] as const,
  page: (filters: BundleFilters) => ['console', 'bundles', 'page', filters] as const,
  one: (id: number) => ['console', 'bundles', 'one', id] as const,
}

export const fetchBundles = (filters: BundleFilters, page: { pageNo: number; pageSize: number }) =>
  unwrap(adminApi.GET('/admin-api/promotion/bundle/page', { params: { query: { ...filters, ...page } } }))

export const fetchBundle = (id: number) => unwrap(adminApi.GET('/admin-api/promotion/bundle/get', { params: { query: { id } } }))

export const saveBundle = (id: number | null, body: BundleSave) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/promotion/bundle/create', { body }))
    : unwrap(adminApi.POST('/admin-api/promotion/bundle/update', { body: { ...body, id } }))

export const enableBundle = (id: number, enabled: boolean) =>
  unwrap(adminApi.POST('/admin-api/promotion/bundle/update-enabled', { body: { id, enabled } }))

export const deleteBundle = (id: number) => unwrap(adminApi.POST('/admin-api/promotion/bundle/delete', { body: { id } }))
