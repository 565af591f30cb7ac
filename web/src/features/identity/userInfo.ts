import { useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { useTranslation } from '@/lib/i18next-lite/react'
import { USER_REFRESH_THROTTLE_MS, useUserStore } from '@/stores/user'
import { api, unwrap } from '@/lib/http'
import { memberKeys } from '@/lib/queryKeys'

export type UserInfo = components['schemas']['UserInfoResp']

export { memberKeys }

/** The logged-in member's profile; not reloaded within 5 s of the last load (spec §4). */
export function useUserInfo() {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: memberKeys.user(i18n.language),
    queryFn: () => unwrap(api.GET('/app-api/member/user/get', { auth: true, showError: false })),
    enabled: loggedIn,
    staleTime: USER_REFRESH_THROTTLE_MS,
  })
}
