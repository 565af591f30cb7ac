import { SpinLoading } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import styles from './PayConfirming.module.css'

/** Covers the payment page while a payment the payment app reported is confirmed by the server. */
export function PayConfirming() {
  const { t } = useTranslation()
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="pay-confirming">
      <SpinLoading color="primary" style={{ '--size': '40px' }} />
      <h2 className={styles.title}>{t('pay.shell.confirming')}</h2>
      <p className={styles.hint}>{t('pay.shell.confirmingHint')}</p>
    </div>
  )
}
