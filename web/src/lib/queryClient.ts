import { QueryClient } from '@tanstack/react-query'

/** The one cache of server state; stores reach it to invalidate what a session change affects. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: 0 },
  },
})
