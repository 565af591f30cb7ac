import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useRouteError } from 'react-router'
import { NavBar } from '@/components/NavBar'
import { PageError } from '@/components/PageState'
import { claimChunkReload, forgetFailedLoads, isChunkLoadError, serverReachable } from '@/lib/chunkReload'
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
  const location = useLocation()
  const navigate = useNavigate()
  const [reloading, setReloading] = useState(false)

  useEffect(() => {
    let current = true
    // A file gone while the server answers means a new release: reload into it, once per build.
    void serverReachable().then((reachable) => {
      if (current && reachable && claimChunkReload()) {
        setReloading(true)
        window.location.reload()
      }
    })
    return () => {
      current = false
    }
  }, [])

  // Rendering the same address again resets this boundary; the page's file is fetched anew.
  const retry = () => {
    forgetFailedLoads()
    void navigate(`${location.pathname}${location.search}`, { replace: true })
  }
  return (
    <div data-testid="route-error">
      <NavBar title={t('network.pageFailed')} />
      {!reloading && <PageError message={t('network.pageFailedHint')} onRetry={retry} />}
    </div>
  )
}
