import { createHashRouter, Navigate } from 'react-router'
import { retryableLazy } from '@/lib/chunkReload'
import { PATHS, routeTo } from '@/lib/paths'
import { RouteError } from './RouteError'
import { RouteFrame } from './RouteFrame'
import { ROUTES } from './routes'

export function createAppRouter() {
  return createHashRouter([
    { path: '/', element: <Navigate to={PATHS.home} replace /> },
    ...ROUTES.map((route) => ({
      path: route.path,
      element: <RouteFrame route={route} page={retryableLazy(route.load)} />,
      errorElement: <RouteError />,
    })),
    { path: '*', element: <Navigate to={routeTo('error', { errCode: 404 })} replace /> },
  ])
}
