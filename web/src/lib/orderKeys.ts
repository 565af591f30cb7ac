import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { api, unwrap } from './http'
import { ORDER_KEY } from './orderCount'
import { queryClient } from './queryClient'
import { holdingsIfPending, tellWhatWasGiven } from './orderRewards'
import { memberKeys } from './userInfo'

/*
 * An order's activation keys, masked until the member reveals one on purpose (architecture §4: a
 * revealed key can no longer be refunded). Both the order details and the payment result show
 * them, hence here rather than in a feature.
 */

export type ActivationKey = components['schemas']['ActivationCodeResp']

/**
 * Reveals one key: the server answers it in clear and records the reveal; every order view reloads,
 * and the member's data too. The order's last reveal makes it final and gives what it had pending
 * (points, experience, items): the member is told what they got (lib/orderRewards.ts).
 */
export function useRevealKey(orderId: number) {
  return useMutation({
    mutationFn: async (keyId: number): Promise<ActivationKey> => {
      const before = await holdingsIfPending()
      const key = await unwrap(
        api.POST('/app-api/trade/order/reveal-key', { body: { orderId, keyId }, auth: true, showLoading: true }),
      )
      if (before) void tellWhatWasGiven(before) // the key shows at once; the message follows
      return key
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDER_KEY }),
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
      ]),
  })
}

/** What a masked key shows in its place: the shape of a Steam key, none of its characters. */
export const MASKED_KEY = '•••••-•••••-•••••'

/** The keys of the member's order (its details' activationCodes), e.g. on the payment result. */
export function useOrderKeys(orderId: number) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: [...ORDER_KEY, 'keys', orderId, i18n.language],
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/app-api/trade/order/get-detail', { params: { query: { id: orderId } }, auth: true, showError: false }),
        )
      ).activationCodes,
    enabled: Number.isInteger(orderId) && orderId > 0,
    staleTime: 0,
  })
}
