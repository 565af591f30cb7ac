import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { memberKeys } from '@/lib/queryKeys'
import { queryClient } from '@/lib/queryClient'
import { useUserStore } from '@/stores/user'

export type MemberTask = components['schemas']['TaskResp']

const taskKeys = {
  tasks: (language: string) => ['member', 'tasks', language] as const,
}

/** This period's tasks, all categories (the page groups them), fresh on every visit. */
export function useTasks() {
  const { i18n } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: taskKeys.tasks(i18n.language),
    queryFn: () =>
      unwrap(api.GET('/app-api/member/task/page', { params: { query: { pageNo: 1, pageSize: 100 } }, auth: true, showError: false })),
    enabled: loggedIn,
    // Progress moves with what the member does anywhere in the app: ask again on every visit.
    staleTime: 0,
  })
}

/** Collects a receivable task's reward; points, level and tasks load again. */
export function useClaimTask() {
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/app-api/member/task/claim', { body: { id }, auth: true, showError: false })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  })
}

/** task_status dictionary values. */
export const TASK_STATUS = { inProgress: 0, receivable: 10, completed: 20, expired: 30 } as const
/** task_type dictionary values this store's tasks use, in the order the page shows them. */
export const TASK_CATEGORIES = [1, 2, 3] as const
