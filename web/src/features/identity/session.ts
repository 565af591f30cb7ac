import { api, unwrap } from '@/lib/http'
import { queryClient, reloadAfterChange } from '@/lib/queryClient'
import { useCartStore } from '@/stores/cart'
import { useUserStore } from '@/stores/user'

/** Ends the session on the server (both tokens stop working) and forgets it here. */
export async function logout(): Promise<void> {
  try {
    await unwrap(api.POST('/app-api/member/auth/logout', { showError: false }))
  } finally {
    useUserStore.getState().setToken(null)
    queryClient.clear()
  }
}

/** Setting a token loads the member's data again; clearing it forgets them (spec §4 Session). */
export function watchSession(): () => void {
  return useUserStore.subscribe((state, previous) => {
    if (state.token === previous.token) return
    if (state.token) void reloadAfterChange()
    else {
      queryClient.clear()
      useCartStore.getState().clear()
    }
  })
}
