import { OrderStatus } from '../orderTabs'
import { useStatusLabel } from './labels'
import styles from './StatusTag.module.css'

const TONES: Record<number, string | undefined> = {
  [OrderStatus.unpaid]: styles.warning,
  [OrderStatus.completed]: styles.success,
  [OrderStatus.closed]: styles.muted,
}

export function StatusTag({ status }: { status: number }) {
  const label = useStatusLabel()
  return (
    <span className={TONES[status] ?? styles.tag} data-testid="order-status">
      {label(status)}
    </span>
  )
}
