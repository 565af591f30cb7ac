import { Button } from 'antd-mobile'
import { ExclamationCircleOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import styles from './PageState.module.css'

export { PageLoading } from './PageLoading'

/** A failed load: what went wrong and a retry (light: no illustration, so lists stay cheap to load). */
export function PageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.center} role="alert">
      <ExclamationCircleOutline className={styles.icon} />
      <strong>{t('common.loadFailed')}</strong>
      <span className={styles.hint}>{message}</span>
      {onRetry && (
        <Button color="primary" fill="outline" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  )
}
