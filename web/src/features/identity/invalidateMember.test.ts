import { afterEach, expect, it } from 'vitest'
import { memberKeys } from '@/lib/queryKeys'
import { queryClient } from '@/lib/queryClient'
import { invalidateMember } from './api'

afterEach(() => queryClient.clear())

// index/steam binds while the start-up read of the member is still on its way: that read's
// unbound answer must not be kept as fresh (My information then showed Steam unbound).
it('drops a member read that was on its way when the binding changed the member', async () => {
  const server = { steam: 'unbound' }
  let release = (): void => undefined
  const answered = new Promise<void>((resolve) => (release = resolve))
  const key = memberKeys.user('zh-Hans')
  const startUpRead = queryClient.prefetchQuery({
    queryKey: key,
    staleTime: 5_000,
    queryFn: async ({ signal }) => {
      const asked = server.steam
      await answered
      signal.throwIfAborted()
      return asked
    },
  })
  server.steam = 'bound'
  await invalidateMember()
  release()
  await startUpRead
  expect(queryClient.getQueryData(key)).toBeUndefined()
})
