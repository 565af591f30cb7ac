import { useCallback } from 'react'
import { useLocation } from 'react-router'
import { useNav } from '@/lib/navigation'
import { useAppStore } from '@/stores/app'
import { useUserStore } from '@/stores/user'

/**
 * Runs an action that needs a member; a visitor is sent to login instead, with the current page
 * stored so that logging in brings them back here (spec §2 navigation rules).
 */
export function useLoginGate(): (action: () => void) => void {
  const { go } = useNav()
  const location = useLocation()
  return useCallback(
    (action: () => void) => {
      if (useUserStore.getState().token) {
        action()
        return
      }
      useAppStore.getState().setReturnUrl(`${location.pathname}${location.search}`)
      go('login')
    },
    [go, location.pathname, location.search],
  )
}
