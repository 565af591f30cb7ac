import { Tag, Tooltip } from 'antd'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'

const COLORS: Record<number, string> = { 0: 'gold', 10: 'blue', 20: 'cyan', 30: 'green', 40: 'default' }

export function orderStatusTag(status: number) {
  return <Tag color={COLORS[status]}>{t(`order.status${status}` as MessageKey)}</Tag>
}

type ShippingStatus = 'not_needed' | 'pending' | 'uploaded' | 'failed'
const SHIPPING: Record<ShippingStatus, { label: MessageKey; color: string }> = {
  not_needed: { label: 'order.shippingNotNeeded', color: 'default' },
  pending: { label: 'order.shippingPending', color: 'orange' },
  uploaded: { label: 'order.shippingUploaded', color: 'green' },
  failed: { label: 'order.shippingFailed', color: 'red' },
}

/** A mini-program payment's shipping upload to WeChat (its money is frozen until then); the last
 * try's error on hover while it is retried or once it failed. */
export function shippingTag(status: ShippingStatus, error: string | null) {
  // Most orders are not mini-program payments: a dash, not a tag on every row.
  if (status === 'not_needed') return <span aria-label={t('order.shippingNotNeeded')}>—</span>
  const { label, color } = SHIPPING[status]
  const tag = <Tag color={color}>{t(label)}</Tag>
  return error ? <Tooltip title={error}>{tag}</Tooltip> : tag
}
