import type { components } from '@/client/schema'
import type { CheckoutLine } from './cart'

/** One line of the Confirm Order page's `items` query (built by `checkoutQuery` in ./cart). */
export type OrderItemInput = CheckoutLine

/** The server's bounds (trade/order_schemas.py): 1–50 lines, 1–1000 keys each. */
export const MAX_ITEMS = 50
export const MAX_COUNT = 1000

function positiveInteger(value: unknown, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max
}

/**
 * The `items` query (a JSON array of {skuId, count, cartId?}) checked line by line; null when it
 * is missing or any part of it is not what the cart and game pages send.
 */
export function parseOrderItems(raw: string | undefined): OrderItemInput[] | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ITEMS) return null
  const items: OrderItemInput[] = []
  for (const entry of value) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return null
    const { skuId, count, cartId } = entry as Record<string, unknown>
    if (!positiveInteger(skuId) || !positiveInteger(count, MAX_COUNT)) return null
    if (cartId !== undefined && cartId !== null && !positiveInteger(cartId)) return null
    items.push(positiveInteger(cartId) ? { skuId, count, cartId } : { skuId, count })
  }
  return items
}

/** A bundle bought on Confirm Order (issue 42): its id and, for any N of its games, those picked. */
export type BundleInput = components['schemas']['BundleReq']

/** The server's bound on cart bundles bought in one order (trade/order_schemas.py). */
export const MAX_CART_BUNDLES = 20

/** What Confirm Order buys: versions and the cart's bundles (ids of cart rows), or a bundle straight away. */
export type OrderGoods =
  | { items: OrderItemInput[]; cartBundleIds?: number[]; bundle?: undefined }
  | { items?: undefined; cartBundleIds?: undefined; bundle: BundleInput }

/**
 * The `bundleId` and `skuIds` queries (a comma-separated list of version ids, none for a fixed set)
 * checked; null when the id is missing or any part is not a positive whole number.
 */
export function parseBundle(bundleId: string | undefined, skuIds: string | undefined): BundleInput | null {
  const id = Number(bundleId)
  if (!bundleId || !positiveInteger(id)) return null
  const picked = skuIds ? skuIds.split(',').map(Number) : []
  if (picked.length > MAX_ITEMS || !picked.every((sku) => positiveInteger(sku))) return null
  return { bundleId: id, skuIds: picked }
}

/** The `cartBundles` query: comma-separated cart bundle ids; null when any part is not an id. */
export function parseCartBundles(raw: string | undefined): number[] | null {
  if (!raw) return []
  const ids = raw.split(',').map(Number)
  if (ids.length > MAX_CART_BUNDLES || !ids.every((id) => positiveInteger(id))) return null
  return [...new Set(ids)]
}

/**
 * The goods of Confirm Order's query: a bundle when it names one, else the `items` lines with the
 * cart's bundles (`cartBundles`); either may be missing, not both.
 */
export function parseOrderGoods(query: { items?: string; bundleId?: string; skuIds?: string; cartBundles?: string }): OrderGoods | null {
  if (query.bundleId !== undefined) {
    if (query.items !== undefined || query.cartBundles !== undefined) return null
    const bundle = parseBundle(query.bundleId, query.skuIds)
    return bundle && { bundle }
  }
  const cartBundleIds = parseCartBundles(query.cartBundles)
  if (cartBundleIds === null) return null
  if (cartBundleIds.length > 0 && query.items === undefined) return { items: [], cartBundleIds }
  const items = parseOrderItems(query.items)
  if (items === null) return null
  return cartBundleIds.length > 0 ? { items, cartBundleIds } : { items }
}
