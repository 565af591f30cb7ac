import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { nextPageParam } from '@/lib/pagination'
import { queryClient } from '@/lib/queryClient'
import { useUserStore } from '@/stores/user'

export type Notification = components['schemas']['NotificationResp']

const notificationKeys = {
  all: ['member', 'notifications'] as const,
  page: ['member', 'notifications', 'page'] as const,
  unread: ['member', 'notifications', 'unread'] as const,
}

/** How many notifications are unread (the user centre's badge). */
export function useUnreadCount() {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => unwrap(api.GET('/app-api/member/notification/get-unread-count', { auth: true, showError: false })),
    enabled: loggedIn,
    staleTime: 0,
  })
}

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.page,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/app-api/member/notification/page', {
          params: { query: { pageNo: pageParam, pageSize: 20 } },
          auth: true,
          showError: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  })
}

/** Marks notifications read (these, or all when none are given). */
export function useMarkRead() {
  return useMutation({
    mutationFn: (ids?: number[]) =>
      unwrap(api.PUT('/app-api/member/notification/read', { body: ids ? { ids } : {}, auth: true, showError: false })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}
