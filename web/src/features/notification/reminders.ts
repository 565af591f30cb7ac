import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import { currentLanguage, t } from '@/lib/i18n'
import { formatDateMinute } from '@/lib/time'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { ui } from '@/lib/http/ui'
import { reloadAfterChange } from '@/lib/queryClient'
import { useUserStore } from '@/stores/user'

/** A member's activity reminders: set on an activity's page, listed in the notification centre. */
export type ActivityReminder = components['schemas']['ActivityReminderResp']

/** promotion activity reminder channels: in the app, Web Push, a mini-program subscribe message. */
export const REMINDER_CHANNEL = { app: 1, webPush: 2, miniProgram: 3 } as const
export type ReminderChannel = (typeof REMINDER_CHANNEL)[keyof typeof REMINDER_CHANNEL]

export const reminderKeys = {
  all: ['reminders'] as const,
  list: (language: string) => ['reminders', 'list', language] as const,
  starDeals: (language: string) => ['reminders', 'star-deals', language] as const,
}

export function useActivityReminders() {
  const { i18n } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: reminderKeys.list(i18n.language),
    queryFn: () => unwrap(api.GET('/app-api/promotion/activity-reminder/list', { auth: true, showError: false })),
    enabled: loggedIn,
  })
}

export function useSetReminder() {
  return useMutation({
    mutationFn: (body: { activityId: number; channels: ReminderChannel[] }) =>
      unwrap(
        api.POST('/app-api/promotion/activity-reminder/create', {
          body,
          auth: true,
          showError: false,
        }),
      ),
    onSettled: () => reloadAfterChange(reminderKeys.all),
  })
}

export function useCancelReminder() {
  return useMutation({
    mutationFn: (activityId: number) =>
      unwrap(
        api.DELETE('/app-api/promotion/activity-reminder/delete', {
          params: { query: { activityId } },
          auth: true,
          showError: false,
        }),
      ),
    onSettled: () => reloadAfterChange(reminderKeys.all),
  })
}

/** The member's reminders of star deals to come (their cards show "Remind me" or when it comes). */
export function useStarDealReminders() {
  const { i18n } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: reminderKeys.starDeals(i18n.language),
    queryFn: () => unwrap(api.GET('/app-api/promotion/star-deal-reminder/list', { auth: true, showError: false })),
    enabled: loggedIn,
  })
}

export function useSetStarDealReminder() {
  return useMutation({
    mutationFn: (body: { dealId: number; channels: ReminderChannel[] }) =>
      unwrap(api.POST('/app-api/promotion/star-deal-reminder/create', { body, auth: true, showError: false })),
    onSettled: () => reloadAfterChange(reminderKeys.all),
  })
}

export function useCancelStarDealReminder() {
  return useMutation({
    mutationFn: (dealId: number) =>
      unwrap(
        api.DELETE('/app-api/promotion/star-deal-reminder/delete', { params: { query: { dealId } }, auth: true, showError: false }),
      ),
    onSettled: () => reloadAfterChange(reminderKeys.all),
  })
}

/**
 * What a set reminder says: when it comes (only in the app when `inApp`), and first why it comes
 * only in the app when a notification channel could not be had (`warning`).
 */
export function reminderSetMessage(remindTime: number, warning: string | null, inApp: boolean = warning !== null): string {
  const time = formatDateMinute(remindTime, currentLanguage())
  const done = t(inApp ? 'reminder.setInApp' : 'reminder.set', { time })
  return warning ? `${warning}\n${done}` : done
}

/** What a reminder set in the mini program is of: an activity or a star deal. */
export type MiniProgramReminderSubject = { activityId: number } | { dealId: number }

/** The reminder, also as a WeChat message when the member accepted its template. */
export async function finishMiniProgramReminder(subject: MiniProgramReminderSubject, accepted: boolean): Promise<void> {
  const channels = accepted ? [REMINDER_CHANNEL.app, REMINDER_CHANNEL.miniProgram] : [REMINDER_CHANNEL.app]
  try {
    const saved = await unwrap(
      'dealId' in subject
        ? api.POST('/app-api/promotion/star-deal-reminder/create', { body: { dealId: subject.dealId, channels }, auth: true, showError: false })
        : api.POST('/app-api/promotion/activity-reminder/create', {
            body: { activityId: subject.activityId, channels },
            auth: true,
            showError: false,
          }),
    )
    // The page's first read of the list may be on its way from before the reminder was saved.
    void reloadAfterChange(reminderKeys.all)
    ui.toast(reminderSetMessage(saved.remindTime, accepted ? null : t('reminder.subscribeRefused')))
  } catch {
    ui.toast(t('reminder.failed'))
  }
}

/** The subscribe-message templates activity reminders are sent with (none: the store has no mini program). */
export async function reminderTemplates(): Promise<string[]> {
  const templates = await unwrap(api.GET('/app-api/member/social-user/get-subscribe-template-list', { showError: false }))
  return templates.filter((template) => template.reminder).map((template) => template.id)
}
