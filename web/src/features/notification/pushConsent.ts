import { notificationPermission, pushSupport, subscribeToPush, type PermissionOutcome } from './webPush'

/**
 * Where asking for Web Push left a member: the permission's outcome (`unsupported` where the browser
 * has no push), and whether this browser is now subscribed (`saveFailed`: permission granted, but the
 * subscription could not be made or saved). Reminders and price alerts are told in the app either way.
 */
export interface PushConsent {
  outcome: PermissionOutcome | 'unsupported'
  pushed: boolean
  saveFailed: boolean
}

/** Asks (in the app first, through `askFirst`, for a member never asked) and subscribes this browser. */
export async function consentToPush(askFirst: () => Promise<boolean>): Promise<PushConsent> {
  const outcome = pushSupport() === 'unsupported' ? 'unsupported' : await notificationPermission(askFirst)
  if (outcome !== 'granted') return { outcome, pushed: false, saveFailed: false }
  try {
    await subscribeToPush()
    return { outcome, pushed: true, saveFailed: false }
  } catch {
    return { outcome, pushed: false, saveFailed: true }
  }
}
