import { useMutation, useQuery } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { reloadAfterChange } from '@/lib/queryClient'
import { givenText } from './orderRewards'
import { memberKeys, ORDER_KEY } from '@/lib/queryKeys'

/*
 * An order's activation keys, masked until the member reveals one on purpose (architecture §4: a
 * revealed key can no longer be refunded). Both the order details and the payment result show
 * them.
 */

export type ActivationKey = components['schemas']['ActivationCodeResp']

/**
 * Reveals one key: the server answers it in clear and records the reveal; every order view reloads,
 * and the member's data too. The order's last reveal makes it final and gives what it had pending
 * (points, experience, items): the answer says what (`given`), and the member is told.
 */
export function useRevealKey(orderId: number) {
  return useMutation({
    mutationFn: (keyId: number) =>
      unwrap(api.POST('/app-api/trade/order/reveal-key', { body: { orderId, keyId }, auth: true, showLoading: true })),
    onSuccess: (key) => {
      const said = givenText(key.given)
      if (said) Toast.show({ icon: 'success', content: said, duration: 4000 })
      return Promise.all([reloadAfterChange(ORDER_KEY), reloadAfterChange(memberKeys.all)])
    },
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
