/** A version's sale state by its release time (SkuDetailResp.releaseTime): what the game page offers. */
interface Releasable {
  stock: number
  releaseTime?: number | null
}

/** Sold as a pre-order at `now`: paid now, its keys delivered at its release. */
export function isPreorder(sku: Releasable, now: number): boolean {
  return sku.releaseTime != null && sku.releaseTime > now
}

/** Can be bought at `now`: keys in stock, or a pre-order (which takes no key until its release). */
export function buyable(sku: Releasable, now: number): boolean {
  return sku.stock > 0 || isPreorder(sku, now)
}
