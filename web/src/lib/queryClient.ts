import { onlineManager, QueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * The one cache of server state; stores reach it to invalidate what a session change affects.
 * Calls are made offline too (networkMode 'always'): they fail at once with the network message
 * and the screen shows it with a retry, instead of waiting in a skeleton; queries that failed are
 * fetched again when the network returns (refetchOnReconnect).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures) => failures < 1 && onlineManager.isOnline(),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      networkMode: 'always',
    },
    mutations: { retry: 0, networkMode: 'always' },
  },
})

/**
 * After a change the server made: queries under `queryKey` (all when none) are read again, now when
 * shown, else when next shown. Answers already on their way were read before the change, so they are
 * dropped first: invalidating alone would let such an answer, for a query no screen shows yet (the
 * start-up prefetch), land after it and be kept as fresh.
 */
export async function reloadAfterChange(queryKey?: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey })
  await queryClient.invalidateQueries({ queryKey })
}
