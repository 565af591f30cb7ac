import type { components } from '@/client/schema'
import type { BodyOf, QueryOf } from '@/lib/http/client'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'

type Schemas = components['schemas']
export type OperatorRow = Schemas['OperatorResp']
export type AuditEntry = Schemas['AuditLogResp']
export type OutboxDelivery = Schemas['OutboxMessageResp']
export type OutboxStatus = NonNullable<QueryOf<'/admin-api/system/outbox/page', 'get'>['status']>
export type AuditFilters = Omit<QueryOf<'/admin-api/system/audit-log/page', 'get'>, 'pageNo' | 'pageSize'>
export type OperatorCreate = BodyOf<'/admin-api/system/operator/create', 'post'>
export type OperatorUpdate = BodyOf<'/admin-api/system/operator/update', 'put'>
export const ROLES = ['admin', 'catalogue', 'content', 'support'] as const

export function fetchOperators(page: { pageNo: number; pageSize: number }) {
  return unwrap(adminApi.GET('/admin-api/system/operator/page', { params: { query: page } }))
}

export function createOperator(body: OperatorCreate) {
  return unwrap(adminApi.POST('/admin-api/system/operator/create', { body }))
}

export function updateOperator(body: OperatorUpdate) {
  return unwrap(adminApi.PUT('/admin-api/system/operator/update', { body }))
}

export function resetTotp(id: number) {
  return unwrap(adminApi.POST('/admin-api/system/operator/totp/reset', { body: { id } }))
}

export function fetchAuditLog(filters: AuditFilters, page: { pageNo: number; pageSize: number }) {
  return unwrap(adminApi.GET('/admin-api/system/audit-log/page', { params: { query: { ...filters, ...page } } }))
}

export function fetchOutbox(status: OutboxStatus | undefined, page: { pageNo: number; pageSize: number }) {
  return unwrap(adminApi.GET('/admin-api/system/outbox/page', { params: { query: { ...(status ? { status } : {}), ...page } } }))
}

export function replayOutbox(id: number) {
  return unwrap(adminApi.POST('/admin-api/system/outbox/replay', { body: { id } }))
}
