import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { Navigate, useLocation, useNavigate, useRouteError } from '@/lib/router'
import { NavBar } from '@/components/NavBar'
import { PageError, PageLoading } from '@/components/PageState'
import { claimChunkReload, claimRetry, forgetFailedLoads, isChunkLoadError, pageFileState } from '@/lib/chunkReload'
import { useOnReconnect } from '@/lib/online'
import { PATHS, routeTo } from '@/lib/paths'

/**
 * A route that failed. A page file that could not be fetched gets a localized retry page (and, when
 * the server answers, one reload to fetch the new release); any other error goes to public/error
 * with errCode and errMsg (spec §2), unless that page is the one failing.
 */
export function RouteError() {
  const error = useRouteError()
  const { pathname } = useLocation()
  if (isChunkLoadError(error) || pathname === PATHS.error) return <PageFileFailed />
  const status = (error as { status?: number } | null)?.status
  const message = error instanceof Error ? error.message : String((error as { statusText?: string })?.statusText ?? error)
  return <Navigate to={routeTo('error', { errCode: status ?? 500, errMsg: message.slice(0, 200) })} replace />
}

function PageFileFailed() {
  const { t } = useTranslation()
  const error = useRouteError()
  const location = useLocation()
  const navigate = useNavigate()
  // Until the server says why the file failed, nothing is claimed: no error flashes before a reload.
  const [state, setState] = useState<'checking' | 'failed' | 'reloading'>('checking')

  // Rendering the same address again resets this boundary; the page's file is fetched anew.
  const retry = () => {
    forgetFailedLoads()
    void navigate(`${location.pathname}${location.search}`, { replace: true })
  }
  const retryRef = useRef(retry)
  useEffect(() => {
    retryRef.current = retry
  })

  useEffect(() => {
    let current = true
    // A file gone while the server answers means a new release: reload into it, once per build.
    void pageFileState(error).then((why) => {
      if (!current) return
      if (why === 'gone' && claimChunkReload()) {
        setState('reloading')
        window.location.reload()
      } else if (why === 'there' && claimRetry(error)) {
        // The file answers now (the network came back meanwhile): fetch it again, once.
        retryRef.current()
      } else {
        setState('failed')
      }
    })
    return () => {
      current = false
    }
  }, [error])

  // While the server is asked (no retry button yet), the network's return must not go unnoticed.
  useOnReconnect(state === 'failed' ? undefined : retry)
  return (
    <div data-testid="route-error">
      <NavBar title={t('network.pageFailed')} />
      {state === 'failed' ? <PageError message={t('network.pageFailedHint')} onRetry={retry} /> : <PageLoading />}
    </div>
  )
}
