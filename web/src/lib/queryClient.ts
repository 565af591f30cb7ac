import { onlineManager, QueryClient } from '@tanstack/react-query'

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
