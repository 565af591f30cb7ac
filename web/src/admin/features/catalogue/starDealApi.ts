import type { components } from '@/client/schema'
import type { BodyOf } from '@/lib/http/client'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'

export type StarDeal = components['schemas']['StarDealResp']
export type StarDealSave = BodyOf<'/admin-api/promotion/star-deal/create', 'post'>

export const starDealKeys = {
  all: ['console', 'star-deals'] as const,
}

export const fetchStarDeals = () => unwrap(adminApi.GET('/admin-api/promotion/star-deal/list'))

export const createStarDeal = (body: StarDealSave) => unwrap(adminApi.POST('/admin-api/promotion/star-deal/create', { body }))

export const endStarDeal = (id: number) => unwrap(adminApi.POST('/admin-api/promotion/star-deal/end', { body: { id } }))
