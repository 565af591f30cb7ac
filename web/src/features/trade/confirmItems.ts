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
