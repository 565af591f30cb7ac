import { useEffect, useState } from 'react'

/**
 * The server's "now", ticking each second while `ticking`: the answer's `serverTime` plus the time
 * passed here since it was received, so a wrong device clock does not move a countdown.
 */
export function useServerNow(serverTime: number, receivedAt: number, ticking: boolean): number {
  const [local, setLocal] = useState(() => Date.now())
  useEffect(() => {
    if (!ticking) return
    const timer = window.setInterval(() => setLocal(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [ticking])
  return serverTime + Math.max(0, local - receivedAt)
}
