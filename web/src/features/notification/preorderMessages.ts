import { api, unwrap } from '@/lib/http'
import { ui } from '@/lib/http/ui'
import { t } from '@/lib/i18n'
import { reloadAfterChange } from '@/lib/queryClient'
import { ORDER_KEY } from '@/lib/queryKeys'
import { reminderTemplates } from './reminders'

/**
 * A pre-order's news as a WeChat subscribe message: in the mini program the member accepts the
 * message on its own page (lib/miniProgram.ts); back here the acceptance is kept for the order
 * (POST /trade/order/preorder-message) and its next news (delivered, delayed, refunded) goes to WeChat.
 */
export async function askPreorderMessage(preorderId: number, language: string): Promise<'handedOff' | 'noTemplate'> {
  const templates = await reminderTemplates().catch(() => [])
  if (!templates.length) return 'noTemplate'
  const { askMiniProgram } = await import('@/lib/miniProgram')
  await askMiniProgram('subscribe', { language, templates, preorderId })
  return 'handedOff'
}

export async function finishMiniProgramPreorder(preorderId: number, accepted: boolean): Promise<void> {
  if (!accepted) return void ui.toast(t('reminder.subscribeRefused'))
  try {
    await unwrap(api.POST('/app-api/trade/order/preorder-message', { body: { id: preorderId }, auth: true, showError: false }))
    // The order's page may have read it before the acceptance was kept.
    void reloadAfterChange(ORDER_KEY)
    ui.toast(t('preorderMessage.kept'))
  } catch (error) {
    ui.toast(error instanceof Error && error.message ? error.message : t('preorderMessage.failed'))
  }
}
