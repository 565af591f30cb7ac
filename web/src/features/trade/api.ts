import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { invalidateCart } from './cart'
import { api, unwrap, type BodyOf } from '@/lib/http'
import { memberKeys, ORDER_KEY, STAR_DEALS_KEY, WALLET_KEY } from '@/lib/queryKeys'
import { nextPageParam } from '@/lib/pagination'
import { queryClient, reloadAfterChange } from '@/lib/queryClient'
import { isFilePath, TEMP_URL_SECONDS, tempFileUrls } from '@/lib/http/upload'
import type { OrderGoods } from './confirmItems'
import { tabParams, type OrderTab } from './orderTabs'

type Schemas = components['schemas']
export type Settlement = Schemas['SettlementResp']
export type SettlementItem = Schemas['SettlementItemResp']
export type SettlementVoucher = Schemas['SettlementVoucherResp']
export type OrderPrice = Schemas['OrderPriceResp']
export type OrderCreated = Schemas['OrderCreateResp']
export type OrderSummary = Schemas['OrderSummaryResp']
export type OrderDetail = Schemas['OrderDetailResp']
export type OrderItem = Schemas['OrderItemResp']
export type ActivationCode = Schemas['ActivationCodeResp']
export type TrackEvent = Schemas['OrderTrackResp']
export type CommentCreate = Schemas['CommentCreateReq']
export type FeedbackCreate = Schemas['FeedbackCreateReq']
export type FeedbackReply = Schemas['FeedbackReplyResp']

export const PAGE_SIZE = 10

/** What settlement and creation are asked (POST /trade/order/settlement and /create). */
export type OrderRequest = BodyOf<'/app-api/trade/order/create', 'post'>

export const orderKeys = {
  all: ORDER_KEY,
  settlement: (goods: OrderGoods | null, pointStatus: boolean, itemId: number | null, language: string) =>
    ['order', 'settlement', goods, pointStatus, itemId, language] as const,
  page: (tab: OrderTab, language: string) => ['order', 'page', tab, language] as const,
  detail: (id: number, language: string) => ['order', 'detail', id, language] as const,
  track: (id: number, language: string) => ['order', 'track', id, language] as const,
  feedback: (orderId: number) => ['order', 'feedback', orderId] as const,
  fileLinks: (paths: string[]) => ['order', 'file-links', paths] as const,
}

/** After points moved (an order placed or cancelled): the member's balance shows them. */
export function invalidateMember(): Promise<void> {
  return reloadAfterChange(memberKeys.all)
}

/** Reloads every order query (lists, details, counts): after any change to an order. */
export function invalidateOrders(): Promise<void> {
  return reloadAfterChange(ORDER_KEY)
}

/**
 * Every price line of the order as the server would create it: of versions, or of a bundle (each
 * line at its share of the bundle's price). The remark goes along as it is when a call is made but is
 * not part of the key: it changes no price, so typing settles nothing.
 */
export function useSettlement(goods: OrderGoods | null, pointStatus: boolean, remark: string, itemId: number | null = null) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: orderKeys.settlement(goods, pointStatus, itemId, i18n.language),
    queryFn: () =>
      unwrap(
        api.POST('/app-api/trade/order/settlement', {
          body: { ...orderGoods(goods), pointStatus, remark: remark.trim(), itemId },
          auth: true,
          showError: false,
        }),
      ),
    enabled: goods !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  })
}

/** The goods part of a settlement or creation's body: `items` and `cartBundleIds`, or `bundle` (the server takes one way). */
export function orderGoods(goods: OrderGoods | null): Pick<OrderRequest, 'items' | 'bundle' | 'cartBundleIds'> {
  if (goods?.bundle) return { bundle: goods.bundle }
  const cartBundleIds = goods?.cartBundleIds ?? []
  return cartBundleIds.length > 0 ? { items: goods?.items ?? [], cartBundleIds } : { items: goods?.items ?? [] }
}

/** Places the order; the cart lost the bought items, the member points, the order lists gained one. */
export function useCreateOrder() {
  return useMutation({
    mutationFn: (body: OrderRequest): Promise<OrderCreated> =>
      unwrap(api.POST('/app-api/trade/order/create', { body, auth: true, showLoading: true })),
    onSuccess: () => {
      void invalidateOrders()
      void invalidateCart()
      void invalidateMember()
    },
  })
}

/** The member's orders of one tab, newest first, page by page. */
export function useOrderPages(tab: OrderTab) {
  const { i18n } = useTranslation()
  return useInfiniteQuery({
    queryKey: orderKeys.page(tab, i18n.language),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/app-api/trade/order/page', {
          params: { query: { ...tabParams(tab), pageNo: pageParam, pageSize: PAGE_SIZE } },
          auth: true,
          showError: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  })
}

/** One order; `sync` asks the server to close it first when its payment window has passed. */
function detailQuery(id: number, language: string) {
  return {
    queryKey: orderKeys.detail(id, language),
    queryFn: () =>
      unwrap(
        api.GET('/app-api/trade/order/get-detail', { params: { query: { id, sync: true } }, auth: true, showError: false }),
      ),
    staleTime: 0,
  }
}

export function useOrderDetail(id: number) {
  const { i18n } = useTranslation()
  return useQuery({ ...detailQuery(id, i18n.language), enabled: Number.isInteger(id) && id > 0 })
}

/** The order's details as they are now (read afresh, e.g. before deleting it). */
export function fetchOrderDetail(id: number, language: string): Promise<OrderDetail> {
  return queryClient.fetchQuery(detailQuery(id, language))
}

/** The order's delivery events, oldest first: placed, paid, keys delivered, each key revealed. */
export function useOrderTrack(id: number) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: orderKeys.track(id, i18n.language),
    queryFn: () =>
      unwrap(
        api.GET('/app-api/trade/order/get-express-track-list', { params: { query: { id } }, auth: true, showError: false }),
      ),
    staleTime: 0,
  })
}

/** Cancels an unpaid order: its points come back, so the member reloads too. */
export function useCancelOrder() {
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/app-api/trade/order/cancel', { params: { query: { id } }, auth: true, showLoading: true })),
    // An order at a star deal gives its keys back to the deal as it closes.
    onSettled: () => Promise.all([invalidateOrders(), invalidateMember(), invalidateStarDeals()]),
  })
}

/** Reloads the star deals' keys left: after an order at one is placed, refused or closed. */
export function invalidateStarDeals(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: STAR_DEALS_KEY })
}

/**
 * An unpaid order at a star deal: its version at the deal's price (no member discount, points or
 * voucher). A refusal (sold out, over the limit, ended) reloads the deals so the card says so.
 */
export function useBuyAtStarDeal() {
  return useMutation({
    mutationFn: (dealId: number): Promise<OrderCreated> =>
      unwrap(api.POST('/app-api/trade/star-deal/create', { body: { dealId, count: 1 }, auth: true, showLoading: true })),
    onSuccess: () => void invalidateOrders(),
    onSettled: () => invalidateStarDeals(),
  })
}

/**
 * Refunds every never-revealed key of a paid order (within the refund window): the keys leave the
 * order, the money goes back by the channel it came from (the wallet's balance changes at once),
 * and the order's points come and go back.
 */
export function useRefundOrder() {
  return useMutation({
    mutationFn: (orderId: number) =>
      unwrap(api.POST('/app-api/trade/after-sale/create', { body: { orderId, reason: '' }, auth: true, showLoading: true })),
    onSettled: () =>
      Promise.all([invalidateOrders(), invalidateMember(), queryClient.invalidateQueries({ queryKey: WALLET_KEY })]),
  })
}

export function useDeleteOrder() {
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/app-api/trade/order/delete', { params: { query: { id } }, auth: true, showLoading: true })),
    onSettled: invalidateOrders,
  })
}

/** Reviews one game of a completed order; answers the review's id. */
export function useCreateComment() {
  return useMutation({
    mutationFn: (body: CommentCreate) =>
      unwrap(api.POST('/app-api/trade/order/item/create-comment', { body, auth: true, showLoading: true })),
    onSuccess: invalidateOrders,
  })
}

/** The order's feedback thread, oldest first: the member's messages and the store's replies. */
export function useFeedbackThread(orderId: number) {
  return useQuery({
    queryKey: orderKeys.feedback(orderId),
    queryFn: () =>
      unwrap(
        api.GET('/app-api/trade/order-feedback-reply/get', { params: { query: { orderId } }, auth: true, showError: false }),
      ),
    enabled: Number.isInteger(orderId) && orderId > 0,
    staleTime: 0,
  })
}

export function useCreateFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackCreate) =>
      unwrap(api.POST('/app-api/trade/order-feedback-reply/create', { body, auth: true, showLoading: true })),
    onSuccess: (_id, body) => queryClient.invalidateQueries({ queryKey: orderKeys.feedback(body.orderId) }),
  })
}

/** A link asked for shortly before it expires would break while shown: renew a minute early. */
const FILE_LINK_FRESH_MS = (TEMP_URL_SECONDS - 60) * 1000

/**
 * What to show for each of a message's pictures: links as they are, private uploads' paths through
 * temporary links (undefined until they come).
 */
export function usePictureLinks(pictures: readonly string[]): (string | undefined)[] {
  const paths = [...new Set(pictures.filter(isFilePath))].sort()
  const links = useQuery({
    queryKey: orderKeys.fileLinks(paths),
    queryFn: () => tempFileUrls(paths),
    enabled: paths.length > 0,
    staleTime: FILE_LINK_FRESH_MS,
    gcTime: FILE_LINK_FRESH_MS,
    refetchInterval: FILE_LINK_FRESH_MS,
  })
  return pictures.map((picture) => (isFilePath(picture) ? links.data?.get(picture) : picture))
}
