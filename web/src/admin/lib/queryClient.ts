import { MutationCache, QueryClient } from '@tanstack/react-query'

/** Failed changes are told to the operator where they work; `report` is set by the app shell. */
export const consoleFailure: { report: (message: string) => void } = { report: () => undefined }

export const consoleQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  mutationCache: new MutationCache({
    // A mutation whose screen shows its own failure says `meta: { quiet: true }`.
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.quiet) consoleFailure.report(error instanceof Error ? error.message : String(error))
    },
  }),
})
