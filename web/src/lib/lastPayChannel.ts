/*
 * The payment channel the member last paid with on this device, so the payment page can choose it
 * again. Not one of the spec's persisted stores (§3 lists what they hold), so its own localStorage
 * entry; unreadable or unwritable storage only loses the convenience.
 */

export const LAST_PAY_CHANNEL_KEY = 'pay-last-channel'
const CHANNEL_PATTERN = /^[a-z_]{1,32}$/

export function readLastPayChannel(): string | null {
  try {
    const channel = window.localStorage.getItem(LAST_PAY_CHANNEL_KEY)
    return channel && CHANNEL_PATTERN.test(channel) ? channel : null
  } catch {
    return null
  }
}

export function rememberPayChannel(channelCode: string): void {
  try {
    window.localStorage.setItem(LAST_PAY_CHANNEL_KEY, channelCode)
  } catch {
    // Private mode or a full quota: next time nothing is pre-selected, paying still works.
  }
}
