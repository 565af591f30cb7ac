import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { useTranslation } from '@/lib/i18next-lite/react'
import { api, unwrap } from '@/lib/http'
import { nextPageParam } from '@/lib/pagination'
import { ORDER_KEY } from '@/lib/queryKeys'
import { useUserStore } from '@/stores/user'
import { invalidateOrders } from './api'

type Schemas = components['schemas']
export type Gift = Schemas['GiftResp']
export type GiftItem = Schemas['GiftItemResp']
export type SentGift = Schemas['SentGiftResp']
export type OrderGift = Schemas['OrderGiftResp']

/** trade_gift_status: how a gift stands. */
export const GiftStatus = { waiting: 10, claimed: 20, takenBack: 30, returned: 40 } as const

const PAGE_SIZE = 10

/** Under the orders' key: a claim or a take-back (which reload every order query) reloads these too. */
const giftKeys = {
  byCode: (code: string, language: string, token: string | null) => [...ORDER_KEY, 'gift', code, language, token] as const,
  sent: (language: string) => [...ORDER_KEY, 'gift', 'sent', language] as const,
}

/** The gift behind a link, as anyone sees it (the member's token, sent with every call, says whether it is theirs). */
export function useGift(code: string) {
  const { i18n } = useTranslation()
  const token = useUserStore((state) => state.token)
  return useQuery({
    queryKey: giftKeys.byCode(code, i18n.language, token),
    queryFn: () =>
      unwrap(api.GET('/app-api/trade/gift/get', { params: { query: { code } }, showError: false })),
    enabled: code !== '',
    staleTime: 0,
    retry: false,
  })
}

/** Claims the gift: its order is the member's from now (the server's refusal is shown as it says). */
export function useClaimGift() {
  return useMutation({
    mutationFn: (code: string) =>
      unwrap(api.POST('/app-api/trade/gift/claim', { body: { code }, auth: true, showLoading: true })),
    onSettled: invalidateOrders,
  })
}

/** Takes back a gift nobody claimed: an ordinary order of the member's again, refundable as any. */
export function useTakeBackGift() {
  return useMutation({
    mutationFn: (orderId: number) =>
      unwrap(api.POST('/app-api/trade/gift/take-back', { body: { orderId }, auth: true, showLoading: true })),
    onSettled: invalidateOrders,
  })
}

/** The gifts the member gave, newest first, page by page. */
export function useSentGifts() {
  const { i18n } = useTranslation()
  return useInfiniteQuery({
    queryKey: giftKeys.sent(i18n.language),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/app-api/trade/gift/sent', {
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
