import { finishMiniProgramLogin, finishWechatMobile } from '@/features/identity/miniProgram'
import { finishMiniProgramPreorder } from '@/features/notification/preorderMessages'
import { finishMiniProgramPriceAlert } from '@/features/notification/priceAlerts'
import { finishMiniProgramReminder } from '@/features/notification/reminders'
import { finishMiniProgramBind, finishMiniProgramPay } from '@/features/pay/miniProgramPay'
import { ui } from '@/lib/http/ui'
import { t } from '@/lib/i18n'
import { takePending, withoutHandoff } from '@/lib/miniProgram'

/**
 * At start-up, back from the mini program's page: the hand-off this tab asked for (its state) is
 * carried out; any other (a link someone sent) is refused. The `mp*` parameters leave the address.
 */
export async function finishMiniProgramHandoff(navigate: (route: string) => void): Promise<void> {
  const query = new URLSearchParams(window.location.search)
  if (!query.has('mpAction')) return
  const pending = takePending()
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${withoutHandoff(window.location.search)}${window.location.hash}`,
  )
  if (!pending || pending.state !== query.get('mpState') || pending.action !== query.get('mpAction')) {
    ui.toast(t('wechat.notAskedHere'))
    return
  }
  if (pending.action === 'login') await finishMiniProgramLogin(query, navigate)
  else if (pending.action === 'mobile') await finishWechatMobile(query, pending.hadMobile ?? true)
  else if (pending.action === 'pay') await finishMiniProgramPay(query, pending, navigate)
  else if (pending.action === 'bind') await finishMiniProgramBind(query, pending, navigate)
  else if (pending.preorderId) await finishMiniProgramPreorder(pending.preorderId, query.get('mpSubscribe') === 'accept')
  else if (pending.priceAlert) await finishMiniProgramPriceAlert(pending.priceAlert, query.get('mpSubscribe') === 'accept')
  else if (pending.dealId) await finishMiniProgramReminder({ dealId: pending.dealId }, query.get('mpSubscribe') === 'accept')
  else if (pending.activityId) await finishMiniProgramReminder({ activityId: pending.activityId }, query.get('mpSubscribe') === 'accept')
}
