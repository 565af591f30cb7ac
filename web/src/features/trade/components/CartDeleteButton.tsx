import { DeleteOutline } from 'antd-mobile-icons'
import { useTranslation } from '@/lib/i18next-lite/react'
import styles from './CartDeleteButton.module.css'

interface Props {
  /** What it deletes, for its label ("Delete <name>"). */
  name: string
  onDelete: () => void
  testId: string
  className?: string
}

/** A cart row's round delete button (a game or a bundle). */
export function CartDeleteButton({ name, onDelete, testId, className }: Props) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className={className ? `${styles.delete} ${className}` : styles.delete}
      onClick={onDelete}
      aria-label={t('cart.deleteItem', { name })}
      data-testid={testId}
    >
      <DeleteOutline fontSize={20} />
    </button>
  )
}
