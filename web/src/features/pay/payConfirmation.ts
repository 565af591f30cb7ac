import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { fetchPayOrder, payKeys } from './api'
import { PayOrderStatus } from './payState'

/*
 * "Confirming payment": after a payment app (the app shell's, the mini program's) says it went
 * well, the payment order is asked about until the gateway's notice has settled it. The app's
 * word is not the truth, the server's is.
 */

/** How often the payment order is asked about, and for how long before giving up here. */
export const CONFIRM_EVERY_MS = 2000
export const CONFIRM_FOR_MS = 60_000

/** idle: not confirming; confirming: still waiting; paid; closed (never to be paid); unconfirmed: no notice in time. */
export type Confirmation = 'idle' | 'confirming' | 'paid' | 'closed' | 'unconfirmed'

/** Where a confirmation begun `elapsed` ms ago stands with the order's status (undefined: not read yet). */
export function confirmationOf(status: number | undefined, elapsed: number, limit: number = CONFIRM_FOR_MS): Confirmation {
  if (status === PayOrderStatus.paid) return 'paid'
  if (status !== undefined && status !== PayOrderStatus.waiting) return 'closed'
  return elapsed >= limit ? 'unconfirmed' : 'confirming'
}

/**
 * Confirms payment order `id` from `since` (a Date.now(); null: not confirming): asks
 * GET /pay/order/get every CONFIRM_EVERY_MS until it is paid or closed, or CONFIRM_FOR_MS passed.
 * Shares the order's query, so the pages showing the order see the answer too.
 */
export function usePayConfirmation(id: number, since: number | null, limit: number = CONFIRM_FOR_MS): Confirmation {
  const [now, setNow] = useState(() => Date.now())
  const active = since !== null
  const order = useQuery({
    queryKey: payKeys.order(id),
    queryFn: () => fetchPayOrder(id),
    enabled: active,
    staleTime: 0,
    refetchInterval: (query) =>
      active && confirmationOf(query.state.data?.status, Date.now() - since, limit) === 'confirming' ? CONFIRM_EVERY_MS : false,
  })
  useEffect(() => {
    if (since === null) return
    // Wakes up once the time is over, so that giving up needs no answer from the server.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, since + limit - Date.now()) + 1)
    return () => window.clearTimeout(timer)
  }, [since, limit])
  if (since === null) return 'idle'
  // A status read before the confirmation began says nothing about this payment unless it is final.
  const fresh = order.dataUpdatedAt >= since || order.data?.status !== PayOrderStatus.waiting
  return confirmationOf(fresh ? order.data?.status : undefined, now - since, limit)
}
