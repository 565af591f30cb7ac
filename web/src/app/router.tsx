import { lazy } from 'react'
import { createHashRouter, Navigate, useRouteError } from 'react-router'
import { PATHS, routeTo } from '@/lib/paths'
import { RouteFrame } from './RouteFrame'
import { ROUTES } from './routes'

/** Page errors go to public/error with errCode and errMsg (spec §2). */
function RouteError() {
  const error = useRouteError()
  const status = (error as { status?: number } | null)?.status
  const message = error instanceof Error ? error.message : String((error as { statusText?: string })?.statusText ?? error)
  const target = routeTo('error', { errCode: status ?? 500, errMsg: message.slice(0, 200) })
  return <Navigate to={target} replace />
}

export function createAppRouter() {
  return createHashRouter([
    { path: '/', element: <Navigate to={PATHS.home} replace /> },
    ...ROUTES.map((route) => ({
      path: route.path,
      element: <RouteFrame route={route} page={lazy(route.load)} />,
      errorElement: route.path === PATHS.error ? undefined : <RouteError />,
    })),
    { path: '*', element: <Navigate to={routeTo('error', { errCode: 404 })} replace /> },
  ])
}
