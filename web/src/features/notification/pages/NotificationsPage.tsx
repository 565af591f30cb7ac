import { Badge, Button, Empty, InfiniteScroll, List, Tabs, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError, PageLoading } from '@/components/PageState'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useActivityReminders, useCancelReminder, type ActivityReminder } from '../reminders'
import { formatDateMinute, relativeTime, type TimeLang } from '@/lib/time'
import { useMarkRead, useNotifications, type Notification } from '../api'
import styles from './NotificationsPage.module.css'
import { Picture } from '@/components/Picture'

type Tab = 'messages' | 'reminders'

/** The notification centre: the store's messages (unread first marked) and the member's reminders. */
export default function NotificationsPage(_props: PageProps<'notifications'>) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('messages')
  return (
    <div>
      <Tabs activeKey={tab} onChange={(key) => setTab(key === 'reminders' ? 'reminders' : 'messages')}>
        <Tabs.Tab key="messages" title={t('notifications.messages')} />
        <Tabs.Tab key="reminders" title={t('notifications.reminders')} />
      </Tabs>
      {tab === 'messages' ? <Messages /> : <Reminders />}
    </div>
  )
}

function Messages() {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const notes = useNotifications()
  const markRead = useMarkRead()
  if (notes.isPending) return <PageLoading />
  if (notes.isError) return <PageError message={notes.error.message} onRetry={() => void notes.refetch()} />
  const rows = notes.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) return <Empty description={t('notifications.empty')} data-testid="notifications-empty" />
  const open = (note: Notification) => {
    if (!note.read) markRead.mutate([note.id])
    nav.open(note.link)
  }
  const unread = rows.some((note) => !note.read)
  return (
    <>
      {unread && (
        <div className={styles.actions}>
          <Button size="small" fill="none" color="primary" onClick={() => markRead.mutate(undefined)}>
            {t('notifications.readAll')}
          </Button>
        </div>
      )}
      <List>
        {rows.map((note) => (
          <List.Item
            key={note.id}
            onClick={() => open(note)}
            prefix={<Badge content={note.read ? null : Badge.dot} className={styles.dot} />}
            description={
              <>
                <span className={styles.content}>{note.content}</span>
                <span className={styles.time}>{relativeTime(note.createTime, notes.dataUpdatedAt, i18n.language as TimeLang)}</span>
              </>
            }
            data-testid="notification"
            data-read={note.read}
          >
            {note.title}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={async () => void (await notes.fetchNextPage())} hasMore={notes.hasNextPage}>
        {notes.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </>
  )
}

function Reminders() {
  const { t } = useTranslation()
  const reminders = useActivityReminders()
  if (reminders.isPending) return <PageLoading />
  if (reminders.isError) return <PageError message={reminders.error.message} onRetry={() => void reminders.refetch()} />
  if (reminders.data.length === 0) return <Empty description={t('notifications.noReminders')} data-testid="reminders-empty" />
  return (
    <List>
      {reminders.data.map((reminder) => (
        <ReminderRow key={reminder.activityId} reminder={reminder} />
      ))}
    </List>
  )
}

function ReminderRow({ reminder }: { reminder: ActivityReminder }) {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const cancel = useCancelReminder()
  const lang = i18n.language as TimeLang
  return (
    <List.Item
      onClick={() => nav.go('articleDetail', { id: reminder.activityId })}
      prefix={<Picture className={styles.cover} src={reminder.picUrl} width={64} height={36} sizes="64px" />}
      description={t('notifications.remindAt', { time: formatDateMinute(reminder.remindTime, lang) })}
      extra={
        <Button
          size="small"
          shape="rounded"
          loading={cancel.isPending}
          onClick={(event) => {
            event.stopPropagation()
            cancel.mutate(reminder.activityId, { onSuccess: () => Toast.show(t('reminder.cancelled')) })
          }}
        >
          {t('reminder.cancel')}
        </Button>
      }
      arrowIcon={false}
      data-testid="reminder"
    >
      {reminder.title}
    </List.Item>
  )
}
