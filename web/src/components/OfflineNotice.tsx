import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useOnline, useOnReconnect } from '@/lib/online'
import styles from './OfflineNotice.module.css'

/**
 * A screen made of several parts (the home's banners, shortcuts and shelves): offline, one line says
 * so (spec §8: Network connection failed, reconnect); when the network returns, or on "reconnect",
 * every part that failed loads again.
 */
export function OfflineNotice() {
  const { t } = useTranslation()
  const online = useOnline()
  const queryClient = useQueryClient()
  const retryFailed = useCallback(() => {
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' })
  }, [queryClient])
  useOnReconnect(retryFailed)
  if (online) return null
  return (
    <div className={styles.notice} role="alert" data-testid="offline-notice">
      <span>
        <strong>{t('network.failed')}</strong> {t('http.offline')}
      </span>
      <button type="button" className={styles.reconnect} onClick={retryFailed}>
        {t('network.reconnect')}
      </button>
    </div>
  )
}
