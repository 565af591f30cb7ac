import { api, ApiError, unwrap } from '@/lib/http'
import { ui } from '@/lib/http/ui'
import { t } from '@/lib/i18n'
import { PATHS } from '@/lib/paths'
import { memberKeys } from '@/lib/queryKeys'
import { reloadAfterChange } from '@/lib/queryClient'
import { buildShareString, isValidShareInfo } from '@/lib/share'
import { useAppStore } from '@/stores/app'

/* The mini program's answers about the member (lib/miniProgram.ts asks, app/miniProgramHandoff.ts dispatches). */

/** Back from the mini program's login page: logs in with its codes, then on to where the member was going. */
export async function finishMiniProgramLogin(query: URLSearchParams, navigate: (route: string) => void): Promise<void> {
  const loginCode = query.get('mpLoginCode') ?? ''
  const phoneCode = query.get('mpPhoneCode') ?? ''
  const app = useAppStore.getState()
  const spm = app.shareLog && isValidShareInfo(app.shareLog) ? buildShareString(app.shareLog) : undefined
  ui.showLoading(t('toast.loggingIn'))
  try {
    await unwrap(
      api.POST('/app-api/member/auth/weixin-mini-app-login', { body: { loginCode, phoneCode, spm }, showError: false }),
    )
    app.setShareLog(null)
    ui.hideLoading()
    ui.toast(t('toast.loggedIn'))
    navigate(useAppStore.getState().takeReturnUrl() || PATHS.home)
  } catch (error) {
    ui.hideLoading()
    ui.toast(error instanceof ApiError ? error.message : t('login.failed'))
  }
}

/** Back from WeChat's phone number: the member's mobile becomes it. */
export async function finishWechatMobile(query: URLSearchParams, hadMobile: boolean): Promise<void> {
  ui.showLoading(t('wechat.binding'))
  try {
    await unwrap(
      api.PUT('/app-api/member/user/update-mobile-by-weixin', {
        params: { query: { code: query.get('mpPhoneCode') ?? '' } },
        auth: true,
        showError: false,
      }),
    )
    void reloadAfterChange(memberKeys.all)
    ui.hideLoading()
    ui.toast(t(hadMobile ? 'account.mobileChanged' : 'account.mobileAdded'))
  } catch (error) {
    ui.hideLoading()
    if (!(error instanceof ApiError) || error.code !== 401) ui.toast(error instanceof Error ? error.message : t('common.loadFailed'))
  }
}
