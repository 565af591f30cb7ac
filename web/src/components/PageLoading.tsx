import { DotLoading } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
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
