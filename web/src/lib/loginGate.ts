import { Dialog } from 'antd-mobile'
import { useCallback } from 'react'
import { useLocation } from '@/lib/router'
import { t } from '@/lib/i18n'
import { rememberIntent, type LoginIntent } from '@/lib/loginIntent'
import { useNav } from '@/lib/navigation'
import { useAppStore } from '@/stores/app'
import { useUserStore } from '@/stores/user'

/** What logging in will do for a visitor: an action done on this page, or another page opened. */
export type AfterLogin = { intent: LoginIntent } | { page: string; reason?: 'buyNow' | 'remind' | 'checkIn' | 'priceAlert' }

type Reason = 'addToCart' | 'buyNow' | 'checkIn' | 'favorite' | 'follow' | 'priceAlert' | 'remind'

const reasonOf = (after: AfterLogin): Reason =>
  'page' in after ? (after.reason ?? 'buyNow') : after.intent.kind === 'addBundle' ? 'addToCart' : after.intent.kind

/**
 * Runs an action that needs a member. A visitor is first told to log in (spec §6 "please log in
 * first") and, if they go, sent to login with this page stored (spec §2) and their wish kept, so that
 * logging in brings them back with it done.
 */
export function useLoginGate(): (action: () => void, after: AfterLogin) => void {
  const { go } = useNav()
  const location = useLocation()
  return useCallback(
    (action: () => void, after: AfterLogin) => {
      if (useUserStore.getState().token) action()
      else loginFirst(after, `${location.pathname}${location.search}`, go)
    },
    [go, location.pathname, location.search],
  )
}

/**
 * Tells a visitor to log in first and, if they go, sends them to login with `after` kept. For a
 * screen that loads this module only when a visitor taps (the home's first screen, where the dialog's
 * code would weigh on every visit).
 */
export function loginFirst(after: AfterLogin, here: string, go: (name: 'login') => void): void {
  void askToLogin(reasonOf(after)).then((accepted) => {
    if (!accepted) return
    if ('page' in after) useAppStore.getState().setReturnUrl(after.page)
    else {
      rememberIntent(after.intent)
      useAppStore.getState().setReturnUrl(here)
    }
    go('login')
  })
}

function askToLogin(reason: Reason): Promise<boolean> {
  return Dialog.confirm({
    title: t('login.pleaseLogin'),
    content: t(`login.pleaseLoginFor.${reason}`),
    confirmText: t('login.goLogin'),
    cancelText: t('login.notNow'),
  })
}
