import { onlineManager } from '@tanstack/react-query'
import { useEffect, useRef, useSyncExternalStore } from 'react'

/** Whether the device has a network, as TanStack Query sees it (it refetches when this turns true). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  )
}

/** Calls `onReturn` when the network comes back (a screen that failed offline tries again by itself). */
export function useOnReconnect(onReturn: (() => void) | undefined): void {
  const online = useOnline()
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current) onReturn?.()
    wasOnline.current = online
  }, [online, onReturn])
}
