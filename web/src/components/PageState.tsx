import { useTranslation } from '@/lib/i18next-lite/react'
import { ExclamationCircleOutline } from './icons'
import { useOnline, useOnReconnect } from '@/lib/online'
import styles from './PageState.module.css'

export { PageLoading } from './PageLoading'

/**
 * A failed load: what went wrong and a retry (light: no illustration, so lists stay cheap to load).
 * Offline it says so (spec §8: Network connection failed, reconnect) and tries again by itself when
 * the network returns. `title`: what failed to load, when the page says so (else "Failed to load").
 */
export function PageError({ message, onRetry, title }: { message: string; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation()
  const online = useOnline()
  useOnReconnect(onRetry)
  return (
    <div className={styles.center} role="alert" data-testid={online ? 'page-error' : 'page-offline'}>
      <ExclamationCircleOutline className={styles.icon} />
      <strong>{online ? (title ?? t('common.loadFailed')) : t('network.failed')}</strong>
      <span className={styles.hint}>{online ? message : t('http.offline')}</span>
      {onRetry && (
        // A plain button: this page is part of the first screen's code (the route error page), antd's is not.
        <button type="button" className={styles.retry} onClick={onRetry}>
          {online ? t('common.retry') : t('network.reconnect')}
        </button>
      )}
    </div>
  )
}

