import { MAX_COUNT_PER_ITEM, type CartBundle, type CartLine, type CheckoutLine } from './cart'

/** Spu status of a game on sale (backend product/spu_service.py). */
const ON_SALE = 1

export type Unavailable = 'offShelf' | 'outOfStock'

/** Why an item of the invalid list cannot be bought. */
export function unavailableReason(line: CartLine): Unavailable {
  return line.spu.status !== ON_SALE ? 'offShelf' : 'outOfStock'
}

export function selectedLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.selected)
}

/**
 * The price an item shows and the cart totals: what the member pays (level and event discounts
 * included), in the minor unit of the display currency.
 */
export function shownPrice(line: CartLine): number {
  return line.sku.displayMemberPrice
}

/** The Confirm Order lines for the selected items. */
export function checkoutLines(lines: readonly CartLine[]): CheckoutLine[] {
  return selectedLines(lines).map((line) => ({ skuId: line.sku.id, count: line.count, cartId: line.id }))
}

/** The largest count the stepper offers: the per-order cap, or fewer when fewer keys are left. */
export function maxCount(line: CartLine): number {
  return Math.max(1, Math.min(MAX_COUNT_PER_ITEM, line.sku.stock))
}

/** The bundles that can be bought now and are selected: checked out with the selected items. */
export function checkoutBundles(bundles: readonly CartBundle[]): CartBundle[] {
  return bundles.filter((bundle) => bundle.available && bundle.selected)
}

/** What the selected items and bundles cost together, in the minor unit of the display currency. */
export function cartTotal(lines: readonly CartLine[], bundles: readonly CartBundle[]): number {
  const items = selectedLines(lines).reduce((sum, line) => sum + line.count * shownPrice(line), 0)
  return items + checkoutBundles(bundles).reduce((sum, bundle) => sum + bundle.displayPrice, 0)
}

/**
 * The first version that the selection would buy twice: selected on its own and in a selected bundle,
 * or in two selected bundles (the settlement refuses it: one line a version). Its name, else null.
 */
export function versionTwice(lines: readonly CartLine[], bundles: readonly CartBundle[]): string | null {
  const seen = new Set(selectedLines(lines).map((line) => line.sku.id))
  for (const bundle of checkoutBundles(bundles)) {
    const twice = bundle.items.find((item) => seen.has(item.skuId))
    if (twice !== undefined) return twice.skuName ? `${twice.spuName} ${twice.skuName}` : twice.spuName
    for (const item of bundle.items) seen.add(item.skuId)
  }
  return null
}
