import { Dialog, Toast } from 'antd-mobile'
import { copyText } from './clipboard'
import { ui } from './http/ui'
import { t } from './i18n'
import { currentPlatform } from './platform'

/*
 * Leaving the app for Steam (binding, My Games' Open) without stranding the member: where Steam
 * cannot be reached (often in mainland China) the browser would show "This site can't be reached"
 * with no way back. So this browser is asked first whether Steam's site answers at all; if not the
 * member stays and is told why, with the link to copy and a retry. A mini program's web-view opens
 * no outside site: the member is offered the link to open in a browser.
 */

/** Long enough for a slow network, short enough to stay inside the tap's user activation (5 s). */
export const PROBE_TIMEOUT_MS = 4000

/**
 * Whether this browser reaches `url`'s site now: its favicon fetched without CORS (an opaque answer,
 * any status, counts) within `timeoutMs`. The app's CSP lets connect-src reach Steam's sites only.
 */
export async function reachable(url: string, timeoutMs: number = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    await fetch(new URL('/favicon.ico', url), {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(timeoutMs),
    })
    return true
  } catch {
    return false
  }
}

/** How to leave: in this tab (Steam sign-in comes back here) or a new one (the app stays open). */
export type Leave = 'here' | 'newTab'

let leaving = false

/** Goes to `url` on Steam if this browser reaches it; otherwise stays and says why. */
export async function leaveForSteam(url: string, how: Leave): Promise<void> {
  if (currentPlatform() === 'WechatMiniProgram') return offerLink(url, how, 'notHere')
  if (leaving) return
  leaving = true
  ui.showLoading(t('steam.checking'))
  const ok = await reachable(url) // never throws
  ui.hideLoading()
  leaving = false
  if (!ok) return offerLink(url, how, 'unreachable')
  if (how === 'newTab' && openInNewTab(url)) return
  window.location.assign(url)
}

/** A new tab without a handle back to the app; false when the browser blocked it. */
function openInNewTab(url: string): boolean {
  const opened = window.open(url, '_blank')
  if (!opened) return false
  opened.opener = null
  return true
}

function offerLink(url: string, how: Leave, why: 'unreachable' | 'notHere'): void {
  const retry = why === 'unreachable' ? [{ key: 'retry', text: t('steam.tryAgain'), bold: true }] : []
  void Dialog.show({
    title: t(why === 'unreachable' ? 'steam.unreachableTitle' : 'steam.notHereTitle'),
    content: t(why === 'unreachable' ? 'steam.unreachable' : 'steam.notHere'),
    closeOnAction: true,
    closeOnMaskClick: true,
    actions: [[{ key: 'copy', text: t('steam.copyLink') }, ...retry], { key: 'close', text: t('common.close') }],
    onAction: async (action) => {
      if (action.key === 'retry') void leaveForSteam(url, how)
      else if (action.key === 'copy') {
        const copied = await copyText(url)
        Toast.show({ content: t(copied ? 'steam.copied' : 'steam.copyFailed'), icon: copied ? 'success' : 'fail' })
      }
    },
  })
}
