import { Button, ErrorBlock } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import styles from './PageState.module.css'

export { PageLoading } from './PageLoading'

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
