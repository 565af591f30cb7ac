import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { fetchPayOrder, payKeys } from './api'
import { PayOrderStatus } from './payState'

/*
 * "Confirming payment" (the payment page's `confirm=1`, features/pay/components/ConfirmingPayment):
 * after a payment app (the app shell's, the mini program's) says it went well, the payment order is
 * asked about until the gateway's notice has settled it. The app's word is not the truth, the server's is.
 */

/** How often the payment order is asked about, and for how long before giving up here. */
export const CONFIRM_EVERY_MS = 2000
export const CONFIRM_FOR_MS = 60_000

/** confirming: still waiting; paid; closed (never to be paid); unconfirmed: no notice in time. */
export type Confirmation = 'confirming' | 'paid' | 'closed' | 'unconfirmed'

/** Where a confirmation begun `elapsed` ms ago stands with the order's status (undefined: not read yet). */
export function confirmationOf(status: number | undefined, elapsed: number, limit: number = CONFIRM_FOR_MS): Confirmation {
  if (status === PayOrderStatus.paid) return 'paid'
  if (status !== undefined && status !== PayOrderStatus.waiting) return 'closed'
  return elapsed >= limit ? 'unconfirmed' : 'confirming'
}

/**
 * Confirms payment order `id` from `since` (a Date.now()): asks GET /pay/order/get every
 * CONFIRM_EVERY_MS until it is paid or closed, or CONFIRM_FOR_MS passed. Answers where it stands
 * and the order's query (shared with the pages showing the order, which see the answer too).
 */
export function usePayConfirmation(id: number, since: number, limit: number = CONFIRM_FOR_MS) {
  const [now, setNow] = useState(() => Date.now())
  const order = useQuery({
    queryKey: payKeys.order(id),
    queryFn: () => fetchPayOrder(id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
    refetchInterval: (query) =>
      confirmationOf(query.state.data?.status, Date.now() - since, limit) === 'confirming' ? CONFIRM_EVERY_MS : false,
  })
  useEffect(() => {
    // Wakes up once the time is over, so that giving up needs no answer from the server.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, since + limit - Date.now()) + 1)
    return () => window.clearTimeout(timer)
  }, [since, limit])
  // A status read before the confirmation began says nothing about this payment unless it is final.
  const fresh = order.dataUpdatedAt >= since || order.data?.status !== PayOrderStatus.waiting
  const confirmation = confirmationOf(fresh ? order.data?.status : undefined, now - since, limit)
  return { confirmation, order }
}
