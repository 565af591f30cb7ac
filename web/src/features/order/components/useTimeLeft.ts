import { useEffect, useState } from 'react'

/** Milliseconds until `end` (epoch ms), ticking every second until it is reached. */
export function useTimeLeft(end: number): number {
  const [now, setNow] = useState(() => Date.now())
  const running = now < end
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [running])
  return Math.max(0, end - now)
}
