import type { QueryOf } from '@/lib/http'
import type { OrderCount } from './orderCount'

/** Order states (architecture §4; dictionary trade_order_status). */
export const OrderStatus = { unpaid: 0, undelivered: 10, delivered: 20, completed: 30, closed: 40 } as const

/** An order's and a line's refund state (dictionary trade_order_item_after_sale_status): a refund in
 * progress until its money is confirmed back, then refunded (some or all keys). */
export const RefundStatus = { none: 0, inProgress: 1, refunded: 2 } as const

/** An order's pre-order state (dictionary trade_preorder_status). */
export const PreorderStatus = { waiting: 10, delivered: 20, short: 30, refunded: 40 } as const

/** A paid pre-order whose keys have not come: waiting for its release, or released and short of keys. */
export function waitsForRelease(order: { preorderStatus: number | null }): boolean {
  return order.preorderStatus === PreorderStatus.waiting || order.preorderStatus === PreorderStatus.short
}

/** A gift waiting for its friend (trade_gift_status 10): its keys and what they allow are the friend's. */
const GIFT_WAITING = 10

/** Server cancel types (order_status.py CancelType). */
const CANCEL_TIMEOUT = 10
const CANCEL_MEMBER = 20

/** The line under a paid or closed order's state: a refund on its way, why it closed, or where its keys are. */
export function statusHintKey(order: {
  status: number
  refundStatus: number
  cancelType: number | null
  activationCodes: readonly unknown[]
  gift?: { status: number } | null
  items?: readonly { refundCount: number }[]
}): string {
  if (order.gift?.status === GIFT_WAITING) return 'gift.waitingHint'
  if (order.refundStatus === RefundStatus.inProgress) return 'order.refundInProgress'
  const refunded = order.refundStatus === RefundStatus.refunded
  if (order.status === OrderStatus.closed) {
    if (refunded) return 'order.closedRefunded'
    if (order.cancelType === CANCEL_TIMEOUT) return 'order.closedTimeout'
    return order.cancelType === CANCEL_MEMBER ? 'order.closedByYou' : 'order.closedHint'
  }
  // Money back with every key kept: a pre-order's price protection, not a refund of keys.
  const keysRefunded = order.items?.some((item) => item.refundCount > 0) ?? true
  if (refunded && keysRefunded) return 'order.partlyRefunded'
  return order.activationCodes.length > 0 ? 'order.completedHint' : 'order.paidHint'
}

/** The order centre's tabs, in the order they are shown (spec §4), named as in the `type` query. */
export const ORDER_TABS = ['all', 'unpaid', 'unreviewed', 'completed', 'closed'] as const
export type OrderTab = (typeof ORDER_TABS)[number]

export type OrderTabParams = Pick<QueryOf<'/app-api/trade/order/page', 'get'>, 'status' | 'commentStatus'>

const PARAMS: Record<OrderTab, OrderTabParams> = {
  all: {},
  unpaid: { status: OrderStatus.unpaid },
  unreviewed: { status: OrderStatus.completed, commentStatus: false },
  completed: { status: OrderStatus.completed },
  closed: { status: OrderStatus.closed },
}

/** The tab a `type` query names; anything else opens "all". */
export function tabFromQuery(type: string | undefined): OrderTab {
  return (ORDER_TABS as readonly string[]).includes(type ?? '') ? (type as OrderTab) : 'all'
}

/** The `type` query of a tab ("all" needs none). */
export function tabQuery(tab: OrderTab): { type?: OrderTab } {
  return tab === 'all' ? {} : { type: tab }
}

/** What GET /trade/order/page is asked for a tab. */
export function tabParams(tab: OrderTab): OrderTabParams {
  return PARAMS[tab]
}

/** The tab's count where GET /trade/order/get-count answers one (completed and closed it does not). */
export function tabCount(tab: OrderTab, counts: OrderCount | undefined): number | undefined {
  if (!counts) return undefined
  if (tab === 'all') return counts.allCount
  if (tab === 'unpaid') return counts.unpaidCount
  if (tab === 'unreviewed') return counts.uncommentedCount
  return undefined
}

export type OrderAction = 'cancel' | 'pay' | 'review' | 'delete'

/** What can be done with an order in the list, by its state (spec §4). */
export function orderActions(order: { status: number; commentStatus: boolean; giftStatus?: number | null }): OrderAction[] {
  if (order.status === OrderStatus.unpaid) return ['cancel', 'pay']
  if (order.giftStatus === GIFT_WAITING) return []
  if (order.status === OrderStatus.completed) return order.commentStatus ? ['delete'] : ['delete', 'review']
  if (order.status === OrderStatus.closed) return ['delete']
  return []
}
