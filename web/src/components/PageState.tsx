import { Button, DotLoading, ErrorBlock } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import styles from './PageState.module.css'

export function PageLoading() {
  const { t } = useTranslation()
  return (
    <div className={styles.center} role="status">
      <DotLoading color="primary" />
      <span className={styles.hint}>{t('common.loading')}</span>
    </div>
  )
}

export function PageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.center}>
      <ErrorBlock status="default" title={t('common.loadFailed')} description={message} />
      {onRetry && (
        <Button color="primary" fill="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  )
}
