import { useEffect, useState } from 'react'

/*
 * The countdown to pay within: the order details and the payment page both show it, hence here
 * rather than in a feature.
 */

function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}

/**
 * Time left to pay as "mm:ss" ("h:mm:ss" from one hour on). Partial seconds round up, so it
 * reads 00:00 only once the time is over; negative or invalid input reads 00:00.
 */
export function formatTimeLeft(ms: number): string {
  const totalS = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0
  const hours = Math.floor(totalS / 3600)
  const minutes = Math.floor((totalS % 3600) / 60)
  const seconds = totalS % 60
  const clock = `${twoDigits(minutes)}:${twoDigits(seconds)}`
  return hours > 0 ? `${hours}:${clock}` : clock
}

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
