import { useCallback } from 'react'
import { useNavigate } from '@/lib/router'
import { acceptNavigation } from '@/lib/navigation'
import { routeTo, type RouteQueries } from '@/lib/paths'

type DetailOptions = Omit<RouteQueries['orderDetail'], 'id'>

/** What the order centre leaves in the history entry of a detail it opens. */
export interface FromList {
  fromOrderList: true
}

/**
 * Opens an order's details from the order centre, marking the history entry so the details know
 * that going back returns to the list (after deleting the order, too).
 */
export function useOpenOrder(): (id: number, query?: DetailOptions) => void {
  const navigate = useNavigate()
  return useCallback(
    (id: number, query?: DetailOptions) => {
      if (!acceptNavigation(Date.now())) return
      const state: FromList = { fromOrderList: true }
      navigate(routeTo('orderDetail', { id, ...query }), { state })
    },
    [navigate],
  )
}
