import { percentOff } from '@/lib/money'

/** The price fields every game and version answer carries (backend `Prices`). */
export interface Priced {
  price: number
  marketPrice: number
  activityPrice: number | null
  memberPrice: number
  priceUnit: string
  displayPrice: number
  displayMarketPrice: number
  displayActivityPrice: number | null
  displayMemberPrice: number
  referencePrice: number | null
  displayReferencePrice: number | null
  /** While a discount runs: the lowest price of the 30 days before it began (fen, and displayed). */
  priorLowestPrice?: number | null
  displayPriorLowestPrice?: number | null
  /** A discount runs and it is the lowest price the version has had here. */
  lowestEver?: boolean
}

export interface PriceView {
  /** What the viewer pays, in display units: the member price (after the event price, if any). */
  pay: number
  /** Struck through, in display units: the server's reference price for the version (the same on every screen). */
  was: number | null
  /** Whole percent saved against the struck-through price. */
  off: number
  /** A discount activity lowers the price now. */
  onEvent: boolean
  /** The member's level discount lowers it further. */
  memberCheaper: boolean
}

export function priceView(item: Priced): PriceView {
  const onEvent = item.activityPrice !== null && item.activityPrice < item.price
  const beforeMember = onEvent && item.activityPrice !== null ? item.activityPrice : item.price
  return {
    pay: item.displayMemberPrice,
    was: item.displayReferencePrice,
    off: item.referencePrice === null ? 0 : percentOff(item.memberPrice, item.referencePrice),
    onEvent,
    memberCheaper: item.memberPrice < beforeMember,
  }
}

interface DiscountDates {
  discountEndTime: number | null
  activityEndTime: number | null
}

/**
 * When the discount on the chosen version ends: its activity's end while it is on event; else the
 * game's stored discount date, unless that date is another version's activity.
 */
export function discountEnd(
  game: DiscountDates,
  version?: { activityPrice: number | null; activityEndTime: number | null },
): number | null {
  if (version?.activityPrice != null && version.activityEndTime !== null) return version.activityEndTime
  if (version && game.activityEndTime !== null) return null
  return game.discountEndTime
}

export interface SaleFacts {
  /** In display units: the lowest price of the 30 days before the running discount began. */
  priorLowest: number | null
  lowestEver: boolean
}

/** What the price rules make a store tell beside a discount (the EU's and China's reference price); none off sale. */
export function saleFacts(item: Priced): SaleFacts | null {
  const onEvent = item.activityPrice !== null && item.activityPrice < item.price
  if (!onEvent) return null
  return { priorLowest: item.displayPriorLowestPrice ?? null, lowestEver: item.lowestEver === true }
}
