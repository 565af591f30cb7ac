import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { PAGE_DATA, prefetchFromPage, readPageData } from '@/lib/pageData'
import { isIosAppShell, readBrowserEnv } from '@/lib/platform'
import type { ThumbnailRules } from '@/lib/thumbnail'

export type AppInfo = components['schemas']['AppInfoResp']

/** App info (spec §3): read once a visit, by the settings page and by every picture (its file system). */
export const appInfoQuery = queryOptions({
  queryKey: ['system', 'app-info'],
  queryFn: () => unwrap(api.GET('/app-api/system/app-info/get', { showError: false })),
  staleTime: Infinity,
})

/** Asks for app info as the app starts; the server writes it into the page too (pictures wait for it). */
export function prefetchAppInfo(client: QueryClient): void {
  const inPage = readPageData(PAGE_DATA.appInfo)
  prefetchFromPage(client, appInfoQuery, inPage && typeof inPage === 'object' ? (inPage as AppInfo) : undefined)
}

export function useAppInfo() {
  return useQuery(appInfoQuery)
}

/**
 * How pictures are sized: undefined while app info is on its way, null when it failed (pictures are
 * then shown as they are). The same object until app info changes: every picture reads it.
 */
export function useThumbnailRules(): ThumbnailRules | null | undefined {
  const { isPending, isError, data } = useAppInfo()
  return useMemo(() => {
    if (isPending) return undefined
    if (isError) return null
    return { fileSystem: data.fileSystem, cdnUrl: data.cdnUrl, origin: window.location.origin }
  }, [isPending, isError, data])
}

/**
 * Whether games cannot be bought on this page: in the iOS app shell unless the server's
 * APP_SHELL_IOS_PURCHASES is on (App Review Guideline 3.1.1; decisions.md). Until app info is known
 * the iOS shell sells nothing.
 */
export function useBuyingOffHere(): boolean {
  const { data } = useAppInfo()
  const iosShell = useMemo(() => isIosAppShell(readBrowserEnv()), [])
  return iosShell && data?.iosAppPurchases !== true
}
