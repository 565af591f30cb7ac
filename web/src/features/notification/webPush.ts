import { api, unwrap } from '@/lib/http'

/**
 * Web Push on this browser (spec §6: event reminders need notification permission) through the one
 * service worker (serviceWorker/sw.js), which app/main.tsx registers after load; registering it again
 * here answers that registration (where it was not registered, e.g. a development server, it is now).
 */

export type PushSupport = 'supported' | 'unsupported'

export function pushSupport(): PushSupport {
  const supported =
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    window.isSecureContext
  return supported ? 'supported' : 'unsupported'
}

/**
 * Where notification permission stands for a reminder: `granted`; `blocked` (refused before: only the
 * browser's site settings can allow it now); and, for a member never asked, `askFirst` asks in the
 * app (false: `declined`, reminders in the app only) before the browser asks: `granted`, `refused`,
 * or `unanswered` (its question closed without an answer). A user gesture must lead here.
 */
export type PermissionOutcome = 'granted' | 'blocked' | 'declined' | 'refused' | 'unanswered'

export async function notificationPermission(askFirst: () => Promise<boolean>): Promise<PermissionOutcome> {
  if (Notification.permission === 'granted') return 'granted'
  if (Notification.permission === 'denied') return 'blocked'
  if (!(await askFirst())) return 'declined'
  const answer = await Notification.requestPermission()
  if (answer === 'granted') return 'granted'
  return answer === 'denied' ? 'refused' : 'unanswered'
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const raw = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index)
  return bytes
}

/** Subscribes this browser to the store's pushes and saves the subscription for the member. */
export async function subscribeToPush(): Promise<void> {
  const registration = await navigator.serviceWorker.register('./sw.js', { scope: './' })
  await navigator.serviceWorker.ready
  const key = await unwrap(api.GET('/app-api/member/push-subscription/get-public-key', { showError: false }))
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key) }))
  const json = subscription.toJSON()
  await unwrap(
    api.POST('/app-api/member/push-subscription/save', {
      body: { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
      auth: true,
      showError: false,
    }),
  )
}
