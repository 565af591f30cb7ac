import type { components } from '@/client/schema'
import type { QueryOf } from '@/lib/http/client'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'

type Schemas = components['schemas']
export type AdminOrder = Schemas['AdminOrderResp']
export type AdminOrderDetail = Schemas['AdminOrderDetailResp']
export type AdminMember = Schemas['AdminMemberResp']
export type OrderFilters = Omit<QueryOf<'/admin-api/trade/order/page', 'get'>, 'pageNo' | 'pageSize'>
export type MemberFilters = Omit<QueryOf<'/admin-api/member/user/page', 'get'>, 'pageNo' | 'pageSize'>

export const supportKeys = {
  orders: (filters: OrderFilters) => ['console', 'orders', filters] as const,
  order: (id: number) => ['console', 'order', id] as const,
  refundPreview: (id: number) => ['console', 'order', id, 'refund-preview'] as const,
  members: (filters: MemberFilters) => ['console', 'members', filters] as const,
}

export function fetchOrders(filters: OrderFilters, page: { pageNo: number; pageSize: number }) {
  return unwrap(adminApi.GET('/admin-api/trade/order/page', { params: { query: { ...filters, ...page } } }))
}

export function fetchOrder(id: number) {
  return unwrap(adminApi.GET('/admin-api/trade/order/get', { params: { query: { id } } }))
}

export type RefundPreview = Schemas['RefundPreviewResp']

/** What refunding the order's unrevealed keys would give back now (nothing is done). */
export function previewOrderRefund(orderId: number) {
  return unwrap(adminApi.GET('/admin-api/trade/after-sale/preview', { params: { query: { orderId } } }))
}

export function refundOrder(orderId: number, reason: string) {
  return unwrap(adminApi.POST('/admin-api/trade/after-sale/create', { body: { orderId, reason } }))
}

/** Asks the gateway again for a refund whose automatic retries are used up (after-sale status 40). */
export function retryRefund(id: number) {
  return unwrap(adminApi.POST('/admin-api/trade/after-sale/retry', { body: { id } }))
}

export function replyToOrderFeedback(orderId: number, content: string) {
  return unwrap(adminApi.POST('/admin-api/trade/feedback/reply', { body: { orderId, content } }))
}

export function fetchMembers(filters: MemberFilters, page: { pageNo: number; pageSize: number }) {
  return unwrap(adminApi.GET('/admin-api/member/user/page', { params: { query: { ...filters, ...page } } }))
}

export function adjustPoints(body: { memberId: number; points: number; reason: string; requestId: string }) {
  return unwrap(adminApi.POST('/admin-api/member/point/adjust', { body }))
}

export type AdminKeyReport = Schemas['AdminKeyReportResp']
export type KeyReportFilters = Omit<QueryOf<'/admin-api/trade/key-report/page', 'get'>, 'pageNo' | 'pageSize'>
export type KeyReportAction = Schemas['AdminKeyReportResolveReq']['action']

export const keyReportKeys = {
  all: ['console', 'key-reports'] as const,
  page: (filters: KeyReportFilters) => ['console', 'key-reports', filters] as const,
  refundPreview: (id: number) => ['console', 'key-reports', 'refund-preview', id] as const,
}

/** What refunding a reported key would give back now (nothing is done). */
export function previewKeyReportRefund(id: number) {
  return unwrap(adminApi.GET('/admin-api/trade/key-report/refund-preview', { params: { query: { id } } }))
}

export function fetchKeyReports(filters: KeyReportFilters, page: { pageNo: number; pageSize: number }) {
  return unwrap(adminApi.GET('/admin-api/trade/key-report/page', { params: { query: { ...filters, ...page } } }))
}

/** Support's answer to a dead key's report: another key of the version, that key refunded, or a refusal with a reason. */
export function resolveKeyReport(body: { id: number; action: KeyReportAction; answer: string }) {
  return unwrap(adminApi.POST('/admin-api/trade/key-report/resolve', { body }))
}
