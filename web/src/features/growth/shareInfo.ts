import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { currentPlatform, sharePlatformCodeOf } from '@/lib/platform'
import type { ShareMethodCode, SharePageCode } from '@/lib/share'
import { useUserStore } from '@/stores/user'

/** Spec §3 Share info: title, desc, image, path, link, query (the tracking string), poster. */
export type ShareInfo = components['schemas']['ShareInfoResp']

/**
 * A page that can be shared: its page code and the game's, activity's or article's id (0 for home);
 * for a game, the version shared when the member picked one (the link opens on it, the poster prints
 * its price).
 */
export interface ShareTarget {
  page: SharePageCode
  id: number
  skuId?: number
}

/** The member's (or a visitor's) share of `target` by `method`, fetched while `enabled`. */
export function useShareInfo(target: ShareTarget, method: ShareMethodCode, enabled: boolean) {
  const { i18n } = useTranslation()
  const token = useUserStore((state) => state.token)
  const platform = sharePlatformCodeOf(currentPlatform())
  return useQuery({
    // The token names who shares: a visitor's link refers nobody, a member's refers them.
    queryKey: ['share-info', target.page, target.id, target.skuId, platform, method, i18n.language, token],
    queryFn: () =>
      unwrap(
        api.GET('/app-api/member/share/info', {
          params: { query: { page: target.page, id: target.id, skuId: target.skuId, platform, method } },
          showError: false,
        }),
      ),
    enabled,
    staleTime: Infinity,
  })
}

/** Tells the server a member shared the page (tasks about sharing count it); visitors' shares are not logged. */
export function useLogShare() {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const platform = sharePlatformCodeOf(currentPlatform())
  return useMutation({
    mutationFn: async ({ target, method }: { target: ShareTarget; method: ShareMethodCode }) => {
      if (!loggedIn) return false
      return unwrap(
        api.POST('/app-api/member/share/log', {
          body: { page: target.page, id: target.id, platform, method },
          auth: true,
          showError: false,
        }),
      )
    },
  })
}
