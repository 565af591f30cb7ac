/*
 * What the payment and result pages show for a payment order (spec §4 payment states).
 * Server statuses (pay_order_status): 0 waiting, 10 paid, 20 refunded, 30 closed.
 */

export const PayOrderStatus = { waiting: 0, paid: 10, refunded: 20, closed: 30 } as const

/** The payment page: pay it, already paid (on to the result), closed, or over its time. */
export type PayPageState = 'payable' | 'paid' | 'closed' | 'expired'

export function payPageState(status: number, expireTime: number, now: number): PayPageState {
  if (status === PayOrderStatus.paid) return 'paid'
  if (status !== PayOrderStatus.waiting) return 'closed'
  return now >= expireTime ? 'expired' : 'payable'
}

/**
 * The result page trusts the server over its query: paid is success whatever payState says;
 * closed or refunded is closed; still waiting after a reported success is being confirmed
 * (a gateway's notice may come after the member returns), else it failed.
 */
export type ResultState = 'success' | 'closed' | 'checking' | 'fail'

export function resultState(status: number, payState: string | undefined): ResultState {
  if (status === PayOrderStatus.paid) return 'success'
  if (status !== PayOrderStatus.waiting) return 'closed'
  return payState === 'success' ? 'checking' : 'fail'
}
