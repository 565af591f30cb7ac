import { useEffect, useState } from 'react'

/**
 * The current time in epoch ms, read when the component mounts and then every `intervalMs`
 * (null: never again) until `until` has passed.
 */
export function useNow(intervalMs: number | null = null, until = Infinity): number {
  const [now, setNow] = useState(() => Date.now())
  const ticking = intervalMs !== null && now < until
  useEffect(() => {
    if (!ticking) return
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs)
    return () => window.clearInterval(timer)
  }, [ticking, intervalMs])
  return now
}
