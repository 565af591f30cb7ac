/**
 * What the request layer shows or does outside itself, set by the app at start-up (toasts from
 * antd-mobile, navigation to login); tests replace it.
 */
export interface HttpUi {
  toast: (message: string) => void
  showLoading: (message: string) => void
  hideLoading: () => void
  /** The session ended: `expired` (refresh failed, or a member's read without one) keeps a public page; else to login. */
  sessionEnded: (expired: boolean) => void
}

const noop = (): void => undefined

export const ui: HttpUi = { toast: noop, showLoading: noop, hideLoading: noop, sessionEnded: noop }

export function configureHttpUi(next: Partial<HttpUi>): void {
  Object.assign(ui, next)
}
