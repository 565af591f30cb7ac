import { useMutation, useQuery } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { t } from '@/lib/i18n'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { api, unwrap } from './http'
import { ORDER_KEY } from './orderCount'
import { queryClient } from './queryClient'
import { memberKeys, type UserInfo } from './userInfo'

/*
 * An order's activation keys, masked until the member reveals one on purpose (architecture §4: a
 * revealed key can no longer be refunded). Both the order details and the payment result show
 * them, hence here rather than in a feature.
 */

export type ActivationKey = components['schemas']['ActivationCodeResp']

/**
 * Reveals one key: the server answers it in clear and records the reveal; every order view reloads,
 * and the member's data too. The order's last reveal makes it final and gives the points and
 * experience it had pending: the member is told what they got (their balances before and after).
 */
export function useRevealKey(orderId: number) {
  return useMutation({
    mutationFn: async (keyId: number): Promise<ActivationKey> => {
      const before = await memberTotals()
      const key = await unwrap(
        api.POST('/app-api/trade/order/reveal-key', { body: { orderId, keyId }, auth: true, showLoading: true }),
      )
      // Only something pending can be given.
      if (before && (before.pendingPoint > 0 || before.pendingExperience > 0)) {
        const after = await memberTotals()
        if (after) tellRewards(after.point - before.point, after.experience - before.experience)
      }
      return key
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDER_KEY }),
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
      ]),
  })
}

type Totals = Pick<UserInfo, 'point' | 'experience' | 'pendingPoint' | 'pendingExperience'>

/** The member's points and experience, given and pending; null when they cannot be read (the reveal goes on). */
async function memberTotals(): Promise<Totals | null> {
  try {
    return await unwrap(api.GET('/app-api/member/user/get', { auth: true, showError: false }))
  } catch {
    return null
  }
}

/** "Your order's rewards have arrived: +12 points, +12 experience", with only what was given. */
function tellRewards(point: number, experience: number): void {
  const parts = [
    point > 0 ? t('rewards.points', { count: point }) : null,
    experience > 0 ? t('rewards.experience', { count: experience }) : null,
  ].filter((part): part is string => part !== null)
  if (parts.length === 0) return
  Toast.show({ icon: 'success', content: t('rewards.orderFinal', { rewards: parts.join(t('rewards.separator')) }), duration: 4000 })
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
