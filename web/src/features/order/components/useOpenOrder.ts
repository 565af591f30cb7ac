import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { acceptNavigation, withQuery } from '@/lib/navigation'
import { ORDER_DETAIL_PATH } from '../paths'

/** What the order centre leaves in the history entry of a detail it opens. */
export interface FromList {
  fromOrderList: true
}

/**
 * Opens an order's details from the order centre, marking the history entry so the details know
 * that going back returns to the list (after deleting the order, too).
 */
export function useOpenOrder(): (id: number, query?: Record<string, string>) => void {
  const navigate = useNavigate()
  return useCallback(
    (id: number, query?: Record<string, string>) => {
      if (!acceptNavigation(Date.now())) return
      const state: FromList = { fromOrderList: true }
      navigate(withQuery(ORDER_DETAIL_PATH, { id, ...query }), { state })
    },
    [navigate],
  )
}
