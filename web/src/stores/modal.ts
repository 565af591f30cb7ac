import { create } from 'zustand'
import { persist } from 'zustand/middleware'

/**
 * The SMS scenes whose last send time drives a 60 s countdown, across reloads. Changing the mobile
 * sends to two numbers, each with its own interval on the server, so each has its own timer.
 */
export type SmsTimer = 'smsLogin' | 'changeMobile' | 'changeMobileNew' | 'resetPassword' | 'changePassword'
const SMS_RESEND_MS = 60_000

interface ModalState {
  lastTimer: Record<SmsTimer, number>
  markSent: (timer: SmsTimer, now: number) => void
}

export const useModalStore = create<ModalState>()(
  persist(
    (set) => ({
      lastTimer: { smsLogin: 0, changeMobile: 0, changeMobileNew: 0, resetPassword: 0, changePassword: 0 },
      markSent: (timer, now) => set((state) => ({ lastTimer: { ...state.lastTimer, [timer]: now } })),
    }),
    { name: 'modal' },
  ),
)

/** Whole seconds left before another code may be requested (0 when allowed). */
export function secondsUntilResend(lastSent: number, now: number): number {
  if (lastSent <= 0) return 0
  const left = lastSent + SMS_RESEND_MS - now
  return left > 0 ? Math.ceil(left / 1000) : 0
}
