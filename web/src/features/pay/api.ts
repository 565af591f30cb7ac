import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { nextPageParam } from '@/lib/pagination'
import { ORDER_KEY, OWNED_GAMES_KEY, WALLET_KEY } from '@/lib/queryKeys'
import { queryClient, reloadAfterChange } from '@/lib/queryClient'

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

/** GET /pay/order/get: one of the member's payment orders. */
export function fetchPayOrder(id: number): Promise<PayOrder> {
  return unwrap(api.GET('/app-api/pay/order/get', { params: { query: { id } }, auth: true, showError: false }))
}

export function usePayOrder(id: number) {
  return useQuery({
    queryKey: payKeys.order(id),
    queryFn: () => fetchPayOrder(id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  })
}

/** The channels the store takes; they change only with a deployment. */
export function useEnabledChannels() {
  return useQuery({
    queryKey: payKeys.channels,
    queryFn: () => unwrap(api.GET('/app-api/pay/channel/get-enable-code-list', { showError: false })),
    staleTime: 5 * 60_000,
  })
}

/** Submits the payment; the caller shows a refusal (one of them asks to bind WeChat instead). */
export function useSubmitPayOrder() {
  return useMutation({
    mutationFn: (body: PayOrderSubmit): Promise<PayOrderSubmitted> =>
      unwrap(api.POST('/app-api/pay/order/submit', { body, auth: true, showLoading: true, showError: false })),
  })
}

/**
 * After a payment: the order (lists, details, counts), the games now owned, the wallet and the
 * member (points and experience earned) all changed.
 */
export function invalidateAfterPayment(): Promise<unknown> {
  return Promise.all(
    [ORDER_KEY, OWNED_GAMES_KEY, WALLET_KEY, ['member'], ['pay']].map((queryKey) => reloadAfterChange(queryKey)),
  )
}

/** The wallet's transactions, newest first, page by page. */
export function useTransactions(filter: TransactionFilter) {
  const { i18n } = useTranslation()
  return useInfiniteQuery({
    queryKey: payKeys.transactions(filter, i18n.language),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.POST('/app-api/pay/wallet-transaction/page', {
          body: { pageNo: pageParam, pageSize: PAGE_SIZE, type: TRANSACTION_TYPE[filter] },
          auth: true,
          showError: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  })
}

/** Income and expense between two moments (both included). */
export function useSummary([start, end]: [number, number]) {
  return useQuery({
    queryKey: payKeys.summary(start, end),
    queryFn: () =>
      unwrap(
        api.GET('/app-api/pay/wallet-transaction/get-summary', {
          params: { query: { createTime: [start, end] } },
          auth: true,
          showError: false,
        }),
      ),
    staleTime: 0,
  })
}

export function useRechargePackages() {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: payKeys.packages(i18n.language),
    queryFn: () => unwrap(api.GET('/app-api/pay/wallet-recharge-package/list', { showError: false })),
  })
}

/** Buys a package: answers the payment order to pay it with (never from the wallet). */
export function useCreateRecharge() {
  return useMutation({
    mutationFn: (pack: RechargePackage): Promise<RechargeCreated> =>
      unwrap(
        api.POST('/app-api/pay/wallet-recharge/create', {
          body: { packageId: pack.id, payPrice: pack.payPrice },
          auth: true,
          showLoading: true,
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: payKeys.recharges })
    },
  })
}

/** The member's recharges, newest first, page by page. */
export function useRecharges() {
  return useInfiniteQuery({
    queryKey: payKeys.recharges,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/app-api/pay/wallet-recharge/page', {
          params: { query: { pageNo: pageParam, pageSize: PAGE_SIZE } },
          auth: true,
          showError: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  })
}

/** How many of the newest recharges are looked through for one just paid. */
const RECENT_RECHARGES = 20

/**
 * One of the member's recent recharges (the spec has no call for a single one: the newest page of
 * GET /pay/wallet-recharge/page holds a recharge just paid); null when it is not among them.
 */
export function useRecharge(id: number) {
  return useQuery({
    queryKey: [...payKeys.recharges, 'one', id],
    queryFn: async () => {
      const page = await unwrap(
        api.GET('/app-api/pay/wallet-recharge/page', {
          params: { query: { pageNo: 1, pageSize: RECENT_RECHARGES } },
          auth: true,
          showError: false,
        }),
      )
      return page.list.find((recharge) => recharge.id === id) ?? null
    },
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  })
}
