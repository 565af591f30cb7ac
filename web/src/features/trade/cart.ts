import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { useCartStore } from '@/stores/cart'
import { useSysStore } from '@/stores/sys'
import { useUserStore } from '@/stores/user'
import { api, unwrap, type QueryOf } from '@/lib/http'
import { queryClient } from '@/lib/queryClient'

/*
 * The cart as session data: the game page adds to it and shows its size, the cart screen shows
 * and changes it, both through this one query.
 */

export type CartList = components['schemas']['CartListResp']
export type CartLine = components['schemas']['CartItemResp']
/** A bundle in the cart (issue 42): one group, priced as checkout would price it, or saying why not. */
export type CartBundle = components['schemas']['CartBundleResp']

/** The server's order_max_count_per_item: at most this many of one version per order. */
export const MAX_COUNT_PER_ITEM = 10

/** Every cart query's key starts with this; each change invalidates it. */
export const CART_KEY = ['cart'] as const

/** One line of the Confirm Order page's `items` query. */
export type CheckoutLine = components['schemas']['OrderItemReq']

/**
 * The `items` query of the Confirm Order page: a JSON array of {skuId, count, cartId?}; with the
 * cart's bundles bought alongside, `cartBundles` (their cart ids, comma-separated).
 */
export function checkoutQuery(lines: readonly CheckoutLine[]): { items: string }
export function checkoutQuery(lines: readonly CheckoutLine[], cartBundleIds: readonly number[]): { items?: string; cartBundles?: string }
export function checkoutQuery(lines: readonly CheckoutLine[], cartBundleIds: readonly number[] = []): { items?: string; cartBundles?: string } {
  if (cartBundleIds.length === 0) return { items: JSON.stringify(lines) }
  const bundles = { cartBundles: cartBundleIds.join(',') }
  return lines.length > 0 ? { items: JSON.stringify(lines), ...bundles } : bundles
}

export function fetchCart(priceUnit: QueryOf<'/app-api/trade/cart/list', 'get'>['priceUnit']): Promise<CartList> {
  return unwrap(api.GET('/app-api/trade/cart/list', { params: { query: { priceUnit } }, auth: true, showError: false }))
}

/**
 * The member's cart in the asked language and currency, reloaded whenever shown; each load puts
 * the valid items in the cart store (spec §3). Visitors have no cart (no call is made).
 */
export function useCartList() {
  const { i18n } = useTranslation()
  const priceUnit = useSysStore((state) => state.priceUnit)
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: [...CART_KEY, 'list', i18n.language, priceUnit],
    queryFn: async () => {
      const cart = await fetchCart(priceUnit)
      useCartStore.getState().setList(cart.validList)
      return cart
    },
    enabled: loggedIn,
    staleTime: 0,
  })
}

/** How many items and bundles the member's cart holds (available or not); 0 for visitors. */
export function useCartSize(): number {
  const cart = useCartList()
  return cart.data ? cart.data.validList.length + cart.data.invalidList.length + (cart.data.bundles?.length ?? 0) : 0
}

export function invalidateCart(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CART_KEY })
}

/** Puts `count` of a version in the cart (added to what is there); answers the cart item id. */
export function useAddToCart() {
  return useMutation({
    mutationFn: ({ skuId, count = 1 }: { skuId: number; count?: number }) =>
      unwrap(api.POST('/app-api/trade/cart/add', { body: { skuId, count }, auth: true })),
    onSettled: () => {
      void invalidateCart()
    },
  })
}

/** Puts a bundle in the cart: any N with the versions picked, a fixed set as offered (no picks). */
export function useAddBundleToCart() {
  return useMutation({
    mutationFn: ({ bundleId, skuIds = [] }: { bundleId: number; skuIds?: number[] }) =>
      unwrap(api.POST('/app-api/trade/cart/add-bundle', { body: { bundleId, skuIds }, auth: true })),
    onSettled: () => {
      void invalidateCart()
    },
  })
}
