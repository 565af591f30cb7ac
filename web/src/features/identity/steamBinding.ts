import { api, API_BASE, unwrap } from '@/lib/http'
import { ui } from '@/lib/http/ui'
import { t } from '@/lib/i18n'
import { PATHS } from '@/lib/paths'
import { currentPlatform } from '@/lib/platform'
import { leaveForSteam } from '@/lib/steamLink'

/*
 * Binding a Steam account (spec §1 game-store binding, §2 index/steam): the server answers Steam's
 * OpenID sign-in address; Steam sends the member back through the server, which checks Steam's
 * answer and then opens index/steam here with the verified Steam id, where the binding completes.
 */

/** The app's index/steam page, at this document's address (hash routing). */
export function steamCallbackUrl(location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#${PATHS.indexSteam}`
}

/** The API base as an absolute address (Steam returns to the server's callback under it). */
export function apiBaseUrl(href: string = window.location.href): string {
  return new URL(API_BASE, href).href.replace(/\/$/, '')
}

/**
 * Leaves for Steam's sign-in page in this tab (Steam sends the member back to index/steam), once
 * this browser is known to reach it; otherwise the member stays and is told (lib/steamLink). A mini
 * program's web-view opens only the store's own domains, so Steam cannot be reached from there
 * (暂不支持该平台).
 */
export async function startSteamBinding(): Promise<void> {
  if (currentPlatform() === 'WechatMiniProgram') {
    ui.toast(t('pay.unsupported'))
    return
  }
  const url = await unwrap(
    api.POST('/app-api/member/social-user/steam-login', {
      body: { callbackUrl: steamCallbackUrl(), baseUrl: apiBaseUrl() },
      auth: true,
      showLoading: true,
    }),
  )
  await leaveForSteam(url, 'here')
}
