/**
 * An any-N bundle's tiers as the member picks (issue 42): which tier the pick reaches, what it costs
 * and how many more games reach the next one. Pure rules, the same as the server's
 * (catalogue/bundle_pricing.py): a pick is bought only when it numbers exactly a tier's count, at that
 * tier's price, never more than the picked games' list prices together.
 */

import { parseId } from './listQuery'

export interface Tier {
  /** How many games the member picks. */
  count: number
  /** What they cost together, fen. */
  price: number
}

export interface TierProgress {
  /** How many games are picked. */
  picked: number
  /** The tier the pick numbers exactly (it can be bought), else null. */
  reached: Tier | null
  /** The next tier up from the pick, else null (the pick is at or past the top). */
  next: Tier | null
  /** Games still to pick to reach `next` (0 when there is none). */
  missing: number
  /** The most games a member may pick: the top tier's count. */
  max: number
}

/** The tiers fewest first (the server sends them so; sorted again rather than trusted). */
function ordered(tiers: readonly Tier[]): Tier[] {
  return [...tiers].sort((a, b) => a.count - b.count)
}

/** Where `picked` games stand among `tiers`. */
export function tierProgress(tiers: readonly Tier[], picked: number): TierProgress {
  const sorted = ordered(tiers)
  const reached = sorted.find((tier) => tier.count === picked) ?? null
  const next = sorted.find((tier) => tier.count > picked) ?? null
  return {
    picked,
    reached,
    next,
    missing: next === null ? 0 : next.count - picked,
    max: sorted.at(-1)?.count ?? 0,
  }
}

/**
 * What the pick costs (fen): its tier's price, capped at the picked games' list prices together (the
 * server charges the lower); null when the pick is not a tier's count.
 */
export function pickPrice(tiers: readonly Tier[], listPrices: readonly number[]): number | null {
  const tier = tierProgress(tiers, listPrices.length).reached
  if (tier === null) return null
  return Math.min(tier.price, listPrices.reduce((sum, price) => sum + price, 0))
}

/** The cheapest way into the bundle: its smallest tier ("3 for ¥49", "from ¥49"), else null. */
export function firstTier(tiers: readonly Tier[]): Tier | null {
  return ordered(tiers)[0] ?? null
}

/** `picked` with `skuId` added (when there is room under the top tier) or taken out. */
export function togglePick(picked: readonly number[], skuId: number, max: number): number[] {
  if (picked.includes(skuId)) return picked.filter((id) => id !== skuId)
  if (picked.length >= max) return [...picked]
  return [...picked, skuId]
}

/**
 * The pick a bundle page's address holds (`picked`: version ids, comma-separated), so that it is there
 * again after logging in or going back: only versions `pickable` (in the bundle, with keys, on sale),
 * each once, at most `max`.
 */
export function picksFromQuery(raw: string | undefined, pickable: (skuId: number) => boolean, max: number): number[] {
  const picks: number[] = []
  for (const part of (raw ?? '').split(',')) {
    const skuId = parseId(part)
    if (skuId !== undefined && picks.length < max && !picks.includes(skuId) && pickable(skuId)) picks.push(skuId)
  }
  return picks
}
