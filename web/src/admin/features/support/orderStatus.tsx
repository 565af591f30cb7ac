import { Tag } from 'antd'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'

const COLORS: Record<number, string> = { 0: 'gold', 10: 'blue', 20: 'cyan', 30: 'green', 40: 'default' }

export function orderStatusTag(status: number) {
  return <Tag color={COLORS[status]}>{t(`order.status${status}` as MessageKey)}</Tag>
}
