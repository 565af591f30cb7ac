import type { components } from '@/client/schema'
import { t } from '@/lib/i18n'

/*
 * What an order gave when it became final (its last key revealed): the server's answer to that
 * reveal (`given`: the points, experience, items and collectibles it had pending), said in the
 * member's language.
 */

export type OrderGiven = components['schemas']['OrderGivenResp']

/** "Your order's rewards have arrived: +78 points, +78 experience, Astronaut skin ×1", or null. */
export function givenText(given: OrderGiven | null | undefined): string | null {
  if (!given) return null
  const parts: string[] = []
  if (given.point > 0) parts.push(t('rewards.points', { count: given.point }))
  if (given.experience > 0) parts.push(t('rewards.experience', { count: given.experience }))
  for (const item of given.items) {
    parts.push(item.kind === 'collectible' && item.quantity === 1 ? item.name : t('rewards.item', { name: item.name, count: item.quantity }))
  }
  return parts.length ? t('rewards.orderFinal', { rewards: parts.join(t('rewards.separator')) }) : null
}
