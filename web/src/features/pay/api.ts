import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { components } from '@/client/schema'
import { request } from '@/lib/http'
import { ORDER_KEY } from '@/lib/orderCount'
import { OWNED_GAMES_KEY } from '@/lib/ownedGames'
import { WALLET_KEY } from '@/lib/pay'
import { queryClient } from '@/lib/queryClient'

type Schemas = components['schemas']
export type PayOrder = Schemas['PayOrderResp']
export type PayOrderSubmit = Schemas['PayOrderSubmitReq']
export type PayOrderSubmitted = Schemas['PayOrderSubmitResp']
export type WalletTransaction = Schemas['WalletTransactionResp']
export type WalletSummary = Schemas['WalletSummaryResp']
export type RechargePackage = Schemas['RechargePackageResp']
export type RechargeCreated = Schemas['RechargeCreateResp']
export type Recharge = Schemas['RechargeResp']

export const PAGE_SIZE = 20

export interface Page<T> {
  list: T[]
  total: number
}

/** Wallet transactions: all, income (type 1) or expense (type 2). */
export type TransactionFilter = 'all' | 'income' | 'expense'
const TRANSACTION_TYPE: Record<TransactionFilter, 1 | 2 | undefined> = { all: undefined, income: 1, expense: 2 }

export const payKeys = {
  order: (id: number) => ['pay', 'order', id] as const,
  channels: ['pay', 'channels'] as const,
  transactions: (filter: TransactionFilter, language: string) =>
    [...WALLET_KEY, 'transactions', filter, language] as const,
  summary: (start: number, end: number) => [...WALLET_KEY, 'summary', start, end] as const,
  packages: (language: string) => [...WALLET_KEY, 'packages', language] as const,
  recharges: [...WALLET_KEY, 'recharges'] as const,
}

/** Server code of a payment order that is not the member's or does not exist (pay/errors.py). */
export const PAY_ORDER_NOT_FOUND = 1_007_000_000

export function usePayOrder(id: number) {
  return useQuery({
    queryKey: payKeys.order(id),
    queryFn: () => request<PayOrder>({ url: '/pay/order/get', params: { id }, auth: true, showError: false }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  })
}

/** The channels the store takes; they change only with a deployment. */
export function useEnabledChannels() {
  return useQuery({
    queryKey: payKeys.channels,
    queryFn: () => request<string[]>({ url: '/pay/channel/get-enable-code-list', showError: false }),
    staleTime: 5 * 60_000,
  })
}

/** Submits the payment; the caller shows a refusal (one of them asks to bind WeChat instead). */
export function submitPayOrder(body: PayOrderSubmit): Promise<PayOrderSubmitted> {
  return request({ url: '/pay/order/submit', method: 'POST', data: body, auth: true, showLoading: true, showError: false })
}

/**
 * After a payment: the order (lists, details, counts), the games now owned, the wallet and the
 * member (points and experience earned) all changed.
 */
export function invalidateAfterPayment(): Promise<unknown> {
  return Promise.all(
    [ORDER_KEY, OWNED_GAMES_KEY, WALLET_KEY, ['member'], ['pay']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  )
}

function nextPage<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.list.length, 0)
  return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined
}

/** The wallet's transactions, newest first, page by page. */
export function useTransactions(filter: TransactionFilter) {
  const { i18n } = useTranslation()
  return useInfiniteQuery({
    queryKey: payKeys.transactions(filter, i18n.language),
    queryFn: ({ pageParam }) =>
      request<Page<WalletTransaction>>({
        url: '/pay/wallet-transaction/page',
        method: 'POST',
        data: { pageNo: pageParam, pageSize: PAGE_SIZE, type: TRANSACTION_TYPE[filter] },
        auth: true,
        showError: false,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  })
}

/** Income and expense between two moments (both included). */
export function useSummary([start, end]: [number, number]) {
  return useQuery({
    queryKey: payKeys.summary(start, end),
    queryFn: () =>
      request<WalletSummary>({
        url: '/pay/wallet-transaction/get-summary',
        params: { createTime: [start, end] },
        auth: true,
        showError: false,
      }),
    staleTime: 0,
  })
}

export function useRechargePackages() {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: payKeys.packages(i18n.language),
    queryFn: () => request<RechargePackage[]>({ url: '/pay/wallet-recharge-package/list', showError: false }),
  })
}

/** Buys a package: answers the payment order to pay it with (never from the wallet). */
export async function createRecharge(pack: RechargePackage): Promise<RechargeCreated> {
  const created = await request<RechargeCreated>({
    url: '/pay/wallet-recharge/create',
    method: 'POST',
    data: { packageId: pack.id, payPrice: pack.payPrice },
    auth: true,
    showLoading: true,
  })
  void queryClient.invalidateQueries({ queryKey: payKeys.recharges })
  return created
}

/** The member's recharges, newest first, page by page. */
export function useRecharges() {
  return useInfiniteQuery({
    queryKey: payKeys.recharges,
    queryFn: ({ pageParam }) =>
      request<Page<Recharge>>({
        url: '/pay/wallet-recharge/page',
        params: { pageNo: pageParam, pageSize: PAGE_SIZE },
        auth: true,
        showError: false,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  })
}
