import { Button, Dialog, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useLocation } from '@/lib/router'
import { useLoginGate } from '@/lib/loginGate'
import { currentPlatform } from '@/lib/platform'
import {
  REMINDER_CHANNEL,
  reminderSetMessage,
  reminderTemplates,
  useActivityReminders,
  useCancelReminder,
  useCancelStarDealReminder,
  useSetReminder,
  useSetStarDealReminder,
  useStarDealReminders,
  type MiniProgramReminderSubject,
  type ReminderChannel,
} from '../reminders'
import { formatDateMinute, type TimeLang } from '@/lib/time'
import { consentToPush } from '../pushConsent'
import type { PermissionOutcome } from '../webPush'
import styles from './RemindButton.module.css'

/** Why a reminder comes only in the app, by where notification permission stands (none: the member chose so). */
const PERMISSION_WARNINGS: Record<Exclude<PermissionOutcome, 'granted'> | 'unsupported', string | null> = {
  unsupported: 'reminder.unsupported',
  blocked: 'reminder.blocked',
  refused: 'reminder.refused',
  unanswered: 'reminder.notAnswered',
  declined: null,
}

/** What a reminder button reads and writes: the member's reminder of its subject (an activity, a star deal). */
interface ReminderOf {
  /** When the set reminder comes; undefined while none is set. */
  remindTime: number | undefined
  save: (channels: ReminderChannel[]) => Promise<{ remindTime: number }>
  cancel: () => Promise<unknown>
  cancelling: boolean
  /** What the reminder the mini program's page subscribes to is of. */
  miniProgramSubject: MiniProgramReminderSubject
}

/** "Remind me" on an activity to come (its page). */
export function RemindButton({ activityId }: { activityId: number }) {
  const reminders = useActivityReminders()
  const setReminder = useSetReminder()
  const cancel = useCancelReminder()
  return (
    <ReminderButton
      remindTime={reminders.data?.find((reminder) => reminder.activityId === activityId)?.remindTime}
      save={(channels) => setReminder.mutateAsync({ activityId, channels })}
      cancel={() => cancel.mutateAsync(activityId)}
      cancelling={cancel.isPending}
      miniProgramSubject={{ activityId }}
    />
  )
}

/** "Remind me" on a star deal to come (its card). */
export function StarDealRemindButton({ dealId }: { dealId: number }) {
  const reminders = useStarDealReminders()
  const setReminder = useSetStarDealReminder()
  const cancel = useCancelStarDealReminder()
  return (
    <ReminderButton
      remindTime={reminders.data?.find((reminder) => reminder.dealId === dealId)?.remindTime}
      save={(channels) => setReminder.mutateAsync({ dealId, channels })}
      cancel={() => cancel.mutateAsync(dealId)}
      cancelling={cancel.isPending}
      miniProgramSubject={{ dealId }}
    />
  )
}

/**
 * "Remind me": asks for notification permission where the browser has it (in the app first when
 * the member was never asked), subscribes this browser to pushes, and sets the reminder (always
 * delivered in the app too). Each failure says so in the spec's words (§8) or says how to allow
 * notifications, and what could be set still is.
 */
function ReminderButton({ remindTime, save, cancel, cancelling, miniProgramSubject }: ReminderOf) {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const gate = useLoginGate()
  const [busy, setBusy] = useState(false)

  /** The app's own question before the browser's, for a member never asked (Allow leads to the browser's). */
  const askToNotify = (): Promise<boolean> =>
    Dialog.confirm({
      title: t('reminder.askTitle'),
      content: t('reminder.askContent'),
      confirmText: t('reminder.allow'),
      cancelText: t('reminder.inAppOnly'),
    })

  const remind = async () => {
    setBusy(true)
    if (currentPlatform() === 'WechatMiniProgram') {
      const asked = await subscribeInMiniProgram(miniProgramSubject)
      if (asked === 'handedOff') return
    }
    try {
      const consent = await consentToPush(askToNotify)
      const { outcome } = consent
      const channels: ReminderChannel[] = consent.pushed ? [REMINDER_CHANNEL.app, REMINDER_CHANNEL.webPush] : [REMINDER_CHANNEL.app]
      const inApp = !consent.pushed
      let warning: string | null = null
      if (consent.saveFailed) warning = t('reminder.saveFailed')
      else if (outcome !== 'granted') {
        const key = PERMISSION_WARNINGS[outcome]
        warning = key ? t(key) : null
      }
      const saved = await save(channels)
      const message = reminderSetMessage(saved.remindTime, warning, inApp)
      // Blocked: how to allow it takes more reading than a toast's few seconds.
      if (outcome === 'blocked') void Dialog.alert({ title: t('reminder.blockedTitle'), content: message, confirmText: t('common.confirm') })
      else Toast.show({ content: message, duration: warning ? 5000 : 3000 })
    } catch {
      Toast.show({ icon: 'fail', content: t('reminder.failed') })
    } finally {
      setBusy(false)
    }
  }

  /**
   * In the mini program the reminder comes as a WeChat message the member accepts on its own page.
   * Without the reminder's template (spec §8: Template not found, reload) the member may reload the
   * templates or be reminded in the app only.
   */
  const subscribeInMiniProgram = async (subject: MiniProgramReminderSubject): Promise<'handedOff' | 'inApp'> => {
    for (;;) {
      const templates = await reminderTemplates().catch(() => [])
      if (templates.length) {
        try {
          const { askMiniProgram } = await import('@/lib/miniProgram')
          await askMiniProgram('subscribe', { language: i18n.language, templates, ...subject })
          setBusy(false)
          return 'handedOff'
        } catch {
          return 'inApp'
        }
      }
      const reload = await Dialog.confirm({
        title: t('reminder.templateNotFound'),
        content: <span data-testid="reminder-template-missing">{t('reminder.templateNotFoundHint')}</span>,
        confirmText: t('reminder.reload'),
        cancelText: t('reminder.inAppOnly'),
      })
      if (!reload) return 'inApp'
    }
  }

  if (remindTime !== undefined) {
    return (
      <div className={styles.row}>
        <span className={styles.set} data-testid="reminder-set">
          {t('reminder.isSet', { time: formatDateMinute(remindTime, i18n.language as TimeLang) })}
        </span>
        <Button
          size="small"
          shape="rounded"
          loading={cancelling}
          onClick={() =>
            void cancel().then(
              () => Toast.show(t('reminder.cancelled')),
              () => Toast.show({ icon: 'fail', content: t('common.loadFailed') }),
            )
          }
        >
          {t('common.cancel')}
        </Button>
      </div>
    )
  }
  return (
    <Button
      block
      color="primary"
      shape="rounded"
      loading={busy}
      className={styles.remind}
      onClick={() => gate(() => void remind(), { page: `${location.pathname}${location.search}`, reason: 'remind' })}
      data-testid="remind-me"
    >
      {t('reminder.remindMe')}
    </Button>
  )
}
