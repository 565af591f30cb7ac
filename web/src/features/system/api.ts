import { useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { request } from '@/lib/http'

export type AppInfo = components['schemas']['AppInfoResp']

export function useAppInfo() {
  return useQuery({
    queryKey: ['system', 'app-info'],
    queryFn: () => request<AppInfo>({ url: '/system/app-info/get', showError: false }),
    staleTime: Infinity,
  })
}
