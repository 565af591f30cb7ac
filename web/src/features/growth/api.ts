import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { nextPageParam } from '@/lib/pagination'
import { memberKeys } from '@/lib/queryKeys'
import { USER_REFRESH_THROTTLE_MS } from '@/stores/user'

type Schemas = components['schemas']
const PAGE_SIZE = 20

export type ReferralSummary = Schemas['ReferralSummaryResp']
export type ReferralFriend = Schemas['ReferralFriendResp']

/**
 * My referrals (friends who registered from the member's shares). Under the member's keys, so a new
 * login or profile change reloads them; the answers are the same in every language (no language key).
 */
const referralKeys = {
  summary: [...memberKeys.all, 'referrals', 'summary'] as const,
  friends: [...memberKeys.all, 'referrals', 'friends'] as const,
}

/** How many friends joined, what they bought, the points it earned, and the points each purchase gives. */
export function useReferralSummary() {
  return useQuery({
    queryKey: referralKeys.summary,
    queryFn: () => unwrap(api.GET('/app-api/member/referral/summary', { auth: true, showError: false })),
    staleTime: USER_REFRESH_THROTTLE_MS,
  })
}

/** The referred friends page by page, newest first; the next page is asked for while scrolling. */
export function useReferralFriends() {
  return useInfiniteQuery({
    queryKey: referralKeys.friends,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/app-api/member/referral/page', {
          params: { query: { pageNo: pageParam, pageSize: PAGE_SIZE } },
          auth: true,
          showError: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: USER_REFRESH_THROTTLE_MS,
  })
}
