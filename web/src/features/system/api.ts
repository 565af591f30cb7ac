import { useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'

export type AppInfo = components['schemas']['AppInfoResp']

export function useAppInfo() {
  return useQuery({
    queryKey: ['system', 'app-info'],
    queryFn: () => unwrap(api.GET('/app-api/system/app-info/get', { showError: false })),
    staleTime: Infinity,
  })
}
