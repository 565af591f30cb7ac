import type { components } from '@/client/schema'
import type { BodyOf } from '@/lib/http/client'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'

export type AdminBanner = components['schemas']['AdminBannerResp']
export type BannerSave = BodyOf<'/admin-api/promotion/banner/create', 'post'>

export const bannerKeys = { all: ['console', 'banners'] as const }

export const fetchBanners = (page: { pageNo: number; pageSize: number }) =>
  unwrap(adminApi.GET('/admin-api/promotion/banner/page', { params: { query: page } }))

export const saveBanner = (id: number | null, body: BannerSave) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/promotion/banner/create', { body }))
    : unwrap(adminApi.POST('/admin-api/promotion/banner/update', { body: { ...body, id } }))

export const enableBanner = (id: number, enabled: boolean) =>
  unwrap(adminApi.POST('/admin-api/promotion/banner/enable', { body: { id, enabled } }))
