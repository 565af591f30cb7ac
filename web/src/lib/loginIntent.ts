import { useEffect, useEffectEvent } from 'react'
import { useUserStore } from '@/stores/user'

/**
 * What a visitor asked for when they were sent to login: done for them once they are back as a
 * member, on the page they asked from, exactly once. Buy now needs no entry here: the page it
 * opens (Confirm Order) is simply the page stored for after login.
 */
export type LoginIntent =
  | { kind: 'addToCart'; skuId: number; count: number }
  /** A bundle to the cart: any N with the versions picked, a fixed set with none (issue 42). */
  | { kind: 'addBundle'; bundleId: number; skuIds: number[] }
  | { kind: 'favorite'; spuId: number }
  | { kind: 'follow'; brandId: number }

/**
 * In sessionStorage, not a persisted store (spec §3 names the six): an intent belongs to this tab
 * and this visit, like the login it waits for.
 */
const STORAGE_KEY = 'loginIntent'
/** Long enough to receive and type an SMS code; a wish older than this is not acted on. */
export const LOGIN_INTENT_TTL_MS = 10 * 60 * 1000

interface Stored {
  intent: LoginIntent
  at: number
}

export function rememberIntent(intent: LoginIntent, now = Date.now()): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ intent, at: now } satisfies Stored))
  } catch {
    // storage refused (private mode, full): the member lands on the page and taps again
  }
}

export function forgetIntent(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // nothing stored
  }
}

/** The stored intent if `wanted` accepts it (it is then removed, so it runs once); stale ones are dropped. */
export function takeIntent(wanted: (intent: LoginIntent) => boolean, now = Date.now()): LoginIntent | null {
  let stored: Stored | null
  try {
    stored = parse(sessionStorage.getItem(STORAGE_KEY))
  } catch {
    return null
  }
  if (!stored || now - stored.at > LOGIN_INTENT_TTL_MS || stored.at > now) {
    forgetIntent()
    return null
  }
  if (!wanted(stored.intent)) return null
  forgetIntent()
  return stored.intent
}

const positiveInt = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0

/** Storage is the user's to edit: only a well-formed intent is believed. */
function parse(text: string | null): Stored | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const { intent, at } = value as { intent?: Record<string, unknown>; at?: unknown }
  if (!intent || typeof at !== 'number' || !Number.isFinite(at)) return null
  switch (intent.kind) {
    case 'addToCart':
      return positiveInt(intent.skuId) && positiveInt(intent.count)
        ? { intent: { kind: 'addToCart', skuId: intent.skuId, count: intent.count }, at }
        : null
    case 'addBundle': {
      const { bundleId, skuIds } = intent
      const picks = Array.isArray(skuIds) && skuIds.length <= 50 && skuIds.every(positiveInt) ? (skuIds as number[]) : null
      return positiveInt(bundleId) && picks ? { intent: { kind: 'addBundle', bundleId, skuIds: picks }, at } : null
    }
    case 'favorite':
      return positiveInt(intent.spuId) ? { intent: { kind: 'favorite', spuId: intent.spuId }, at } : null
    case 'follow':
      return positiveInt(intent.brandId) ? { intent: { kind: 'follow', brandId: intent.brandId }, at } : null
    default:
      return null
  }
}

/**
 * Runs the intent `wanted` accepts once the member is logged in and `ready` (what the action needs
 * is loaded). The latest `run` is called, once.
 */
export function usePendingIntent(
  wanted: (intent: LoginIntent) => boolean,
  run: (intent: LoginIntent) => void,
  ready = true,
): void {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const runPending = useEffectEvent(() => {
    const intent = takeIntent(wanted)
    if (intent) run(intent)
  })
  useEffect(() => {
    if (loggedIn && ready) runPending()
  }, [loggedIn, ready])
}
