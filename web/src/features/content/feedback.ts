import { useInfiniteQuery, useMutation } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { nextPageParam } from '@/lib/pagination'
import { queryClient } from '@/lib/queryClient'

type Schemas = components['schemas']
const PAGE_SIZE = 10

export type MemberFeedback = Schemas['MemberFeedbackResp']
export type MemberFeedbackCreate = Schemas['MemberFeedbackCreateReq']
/** member_feedback_type values about an order: the member picks which. */
export const FEEDBACK_TYPES_WITH_ORDER: readonly number[] = [2, 3]
export const FEEDBACK_TYPES = [1, 2, 3, 4, 5] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]

/** Starts with ORDER_KEY: every change to an order reloads the threads too. */
const feedbackCentreKeys = { history: ['order', 'feedback-centre'] as const }

/** The member's feedback and order feedback threads, newest first, with the store's replies. */
export function useFeedbackHistory() {
  return useInfiniteQuery({
    queryKey: feedbackCentreKeys.history,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/app-api/member/feedback/page', {
          params: { query: { pageNo: pageParam, pageSize: PAGE_SIZE } },
          auth: true,
          showError: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  })
}

export function useCreateMemberFeedback() {
  return useMutation({
    mutationFn: (body: MemberFeedbackCreate) =>
      unwrap(api.POST('/app-api/member/feedback/create', { body, auth: true, showLoading: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackCentreKeys.history }),
  })
}
