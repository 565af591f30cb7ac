import { useQueryClient } from '@tanstack/react-query'
import { PullToRefresh } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'

/** Pull down to reload the page's server data (loaded only by pages that allow it). */
export default function PullRefresh({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return (
    <PullToRefresh
      onRefresh={() => queryClient.invalidateQueries()}
      pullingText={t('common.pullToRefresh')}
      canReleaseText={t('common.releaseToRefresh')}
      refreshingText={t('common.loading')}
      completeText={t('common.refreshed')}
    >
      {children}
    </PullToRefresh>
  )
}
