import { afterEach, describe, expect, it } from 'vitest'
import { queryClient, reloadAfterChange } from './queryClient'

afterEach(() => queryClient.clear())

/** A fetch answering what the server held when it was asked, once `release` is called. */
function slowRead(server: { mobile: string }) {
  let release = (): void => undefined
  const answered = new Promise<void>((resolve) => (release = resolve))
  const queryFn = async ({ signal }: { signal: AbortSignal }) => {
    const asked = server.mobile
    await answered
    signal.throwIfAborted()
    return asked
  }
  return { queryFn, release }
}

describe('reloading after a change', () => {
  const key = ['member', 'user', 'zh-Hans']

  it('drops an answer read before the change, for a query no screen shows yet', async () => {
    const server = { mobile: 'old' }
    const first = slowRead(server)
    const prefetch = queryClient.prefetchQuery({ queryKey: key, queryFn: first.queryFn })
    server.mobile = 'new'
    await reloadAfterChange(['member'])
    first.release()
    await prefetch
    expect(queryClient.getQueryData(key)).toBeUndefined()
    await queryClient.fetchQuery({ queryKey: key, queryFn: async () => server.mobile })
    expect(queryClient.getQueryData(key)).toBe('new')
  })

  it('is needed: invalidating alone keeps that answer as fresh', async () => {
    const server = { mobile: 'old' }
    const first = slowRead(server)
    const prefetch = queryClient.prefetchQuery({ queryKey: key, queryFn: first.queryFn, staleTime: 30_000 })
    server.mobile = 'new'
    await queryClient.invalidateQueries({ queryKey: ['member'] })
    first.release()
    await prefetch
    expect(queryClient.getQueryData(key)).toBe('old')
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false)
  })

  it('marks what is cached to be read again', async () => {
    queryClient.setQueryData(key, 'old')
    await reloadAfterChange(['member'])
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)
  })
})
