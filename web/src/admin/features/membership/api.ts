import type { components } from '@/client/schema'
import type { BodyOf } from '@/lib/http/client'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'

type Schemas = components['schemas']
export type AdminLevel = Schemas['AdminLevelResp']
export type LevelRow = Schemas['AdminLevelReq']
export type AdminCheckInDay = Schemas['AdminSignInConfigResp']
export type CheckInDay = Schemas['AdminSignInConfigReq']
export type AdminRechargePackage = Schemas['AdminRechargePackageResp']
export type RechargePackageSave = BodyOf<'/admin-api/pay/wallet-recharge-package/create', 'post'>

export const levelKeys = { all: ['console', 'member-levels'] as const }
export const checkInKeys = { all: ['console', 'check-in-rewards'] as const }
export const packageKeys = {
  all: ['console', 'recharge-packages'] as const,
  list: (enabled: boolean | undefined) => ['console', 'recharge-packages', 'page', enabled ?? null] as const,
}

export const fetchLevels = () => unwrap(adminApi.GET('/admin-api/member/level/list'))
export const saveLevels = (levels: LevelRow[]) => unwrap(adminApi.POST('/admin-api/member/level/update', { body: { levels } }))

export const fetchCheckInDays = () => unwrap(adminApi.GET('/admin-api/member/sign-in-config/list'))
export const saveCheckInDays = (days: CheckInDay[]) => unwrap(adminApi.POST('/admin-api/member/sign-in-config/update', { body: { days } }))

export const fetchPackages = (page: { pageNo: number; pageSize: number }, enabled: boolean | undefined) =>
  unwrap(adminApi.GET('/admin-api/pay/wallet-recharge-package/page', { params: { query: { ...page, enabled } } }))

export const savePackage = (id: number | null, body: RechargePackageSave) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/pay/wallet-recharge-package/create', { body }))
    : unwrap(adminApi.POST('/admin-api/pay/wallet-recharge-package/update', { body: { ...body, id } }))

/** Yuan as typed (two decimals at most) to fen as sent, and back. */
export const toFen = (yuan: number) => Math.round(yuan * 100)
export const toYuan = (fen: number) => fen / 100
