import type { components } from '@/client/schema'
import type { BodyOf, QueryOf } from '@/lib/http/client'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'

type Schemas = components['schemas']
export type DiscountActivity = Schemas['DiscountActivityResp']
export type DiscountActivityDetail = Schemas['DiscountActivityDetailResp']
export type DiscountSave = BodyOf<'/admin-api/promotion/discount-activity/create', 'post'>
export type DiscountFilters = Omit<QueryOf<'/admin-api/promotion/discount-activity/page', 'get'>, 'pageNo' | 'pageSize'>

export const discountKeys = {
  all: ['console', 'discounts'] as const,
  page: (filters: DiscountFilters) => ['console', 'discounts', 'page', filters] as const,
  one: (id: number) => ['console', 'discounts', 'one', id] as const,
}

export const fetchDiscounts = (filters: DiscountFilters, page: { pageNo: number; pageSize: number }) =>
  unwrap(adminApi.GET('/admin-api/promotion/discount-activity/page', { params: { query: { ...filters, ...page } } }))

export const fetchDiscount = (id: number) =>
  unwrap(adminApi.GET('/admin-api/promotion/discount-activity/get', { params: { query: { id } } }))

export const saveDiscount = (id: number | null, body: DiscountSave) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/promotion/discount-activity/create', { body }))
    : unwrap(adminApi.POST('/admin-api/promotion/discount-activity/update', { body: { ...body, id } }))

export const closeDiscount = (id: number) =>
  unwrap(adminApi.POST('/admin-api/promotion/discount-activity/close', { body: { id } }))
