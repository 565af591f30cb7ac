import { Toast } from 'antd-mobile'
import { api, unwrap } from './http'
import { t } from './i18n'

/*
 * What an order gives when it becomes final (its last key revealed): the points, experience, items
 * and collectibles it had pending. The member is told, in their language, what they got: what they
 * hold is read before and after the reveal, only when something was pending.
 */

export interface Holdings {
  point: number
  experience: number
  /** held item id → its name and quantity granted */
  items: Map<number, { name: string; total: number }>
  /** collectible id → its name */
  collectibles: Map<number, string>
}

/** Enough for any grant of one order: both lists are newest first. */
const NEWEST = { pageNo: 1, pageSize: 100 }

/** What the member holds, if the paid orders have something pending; else (or unreadable) null. */
export async function holdingsIfPending(): Promise<Holdings | null> {
  try {
    const user = await unwrap(api.GET('/app-api/member/user/get', { auth: true, showError: false }))
    if (user.pendingPoint <= 0 && user.pendingExperience <= 0) return null
    return await holdings(user)
  } catch {
    return null
  }
}

/** After the reveal: what was given since `before`, said in a toast (nothing given, nothing said). */
export async function tellWhatWasGiven(before: Holdings): Promise<void> {
  try {
    const user = await unwrap(api.GET('/app-api/member/user/get', { auth: true, showError: false }))
    const said = givenText(before, await holdings(user))
    if (said) Toast.show({ icon: 'success', content: said, duration: 4000 })
  } catch {
    // The key is revealed either way; the member's pages show what they hold.
  }
}

async function holdings(user: { point: number; experience: number }): Promise<Holdings> {
  const [items, collectibles] = await Promise.all([
    unwrap(api.GET('/app-api/member/item/page', { params: { query: NEWEST }, auth: true, showError: false })),
    unwrap(api.GET('/app-api/member/collectible/page', { params: { query: NEWEST }, auth: true, showError: false })),
  ])
  return {
    point: user.point,
    experience: user.experience,
    items: new Map(items.list.map((item) => [item.id, { name: item.name, total: item.total }])),
    collectibles: new Map(collectibles.list.map((collectible) => [collectible.id, collectible.name])),
  }
}

/** "Your order's rewards have arrived: +78 points, +78 experience, Astronaut skin ×1", or null. */
export function givenText(before: Holdings, after: Holdings): string | null {
  const parts: string[] = []
  const point = after.point - before.point
  const experience = after.experience - before.experience
  if (point > 0) parts.push(t('rewards.points', { count: point }))
  if (experience > 0) parts.push(t('rewards.experience', { count: experience }))
  for (const [id, item] of after.items) {
    const count = item.total - (before.items.get(id)?.total ?? 0)
    if (count > 0) parts.push(t('rewards.item', { name: item.name, count }))
  }
  for (const [id, name] of after.collectibles) {
    if (!before.collectibles.has(id)) parts.push(name)
  }
  return parts.length ? t('rewards.orderFinal', { rewards: parts.join(t('rewards.separator')) }) : null
}
