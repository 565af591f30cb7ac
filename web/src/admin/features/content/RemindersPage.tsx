import { useQuery } from '@tanstack/react-query'
import { Input, InputNumber, Select, Space, Statistic, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import type { components } from '@/client/schema'
import type { QueryOf } from '@/lib/http/client'
import { PagedTable } from '../../components/PagedTable'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'

type Reminder = components['schemas']['AdminActivityReminderResp']
type ReminderFilters = Omit<QueryOf<'/admin-api/promotion/activity-reminder/page', 'get'>, 'pageNo' | 'pageSize'>

const fetchReminders = (filters: ReminderFilters, page: { pageNo: number; pageSize: number }) =>
  unwrap(adminApi.GET('/admin-api/promotion/activity-reminder/page', { params: { query: { ...filters, ...page } } }))

const MOBILE = /^1\d{10}$/

/** Members' activity reminders: who asked to be told of which activity, by which channel, and whether it went out. */
export default function RemindersPage() {
  const [filters, setFilters] = useState<ReminderFilters>({})
  // The counts (delivered and waiting under the other filters) come with any page of the list.
  const counts = useQuery({ queryKey: ['console', 'reminders', 'counts', filters], queryFn: () => fetchReminders(filters, { pageNo: 1, pageSize: 1 }) })
  const columns: TableColumnsType<Reminder> = [
    { title: t('reminder.created'), dataIndex: 'createTime', width: 170, render: (time: number) => dateTime(time) },
    { title: t('reminder.member'), key: 'member', render: (_: unknown, row) => row.mobile ?? `#${row.memberId}` },
    { title: t('reminder.activity'), key: 'activity', render: (_: unknown, row) => <Space direction="vertical" size={0}><span>{row.activityTitle}</span><Typography.Text type="secondary">#{row.activityId}</Typography.Text></Space> },
    { title: t('reminder.channel'), dataIndex: 'channel', width: 120, render: (channel: number) => <Tag>{t(channel === 2 ? 'reminder.channelPush' : 'reminder.channelApp')}</Tag> },
    { title: t('reminder.remindAt'), dataIndex: 'remindTime', width: 170, render: (time: number) => dateTime(time) },
    { title: t('reminder.sent'), dataIndex: 'sentTime', width: 170, render: (time: number | null) => (time ? <Tag color="green">{dateTime(time)}</Tag> : <Tag color="orange">{t('reminder.waiting')}</Tag>) },
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('reminder.menu')}</Typography.Title>
      <Space size="large">
        <Statistic title={t('reminder.waitingCount')} value={counts.data?.pendingCount ?? '—'} />
        <Statistic title={t('reminder.sentCount')} value={counts.data?.deliveredCount ?? '—'} />
      </Space>
      <Space wrap>
        <InputNumber<number>
          min={1}
          precision={0}
          style={{ width: 160 }}
          placeholder={t('reminder.activityId')}
          aria-label={t('reminder.activityId')}
          onChange={(value) => setFilters(({ activityId: _, ...rest }) => (value ? { ...rest, activityId: value } : rest))}
        />
        <Input.Search
          allowClear
          style={{ width: 300 }}
          placeholder={t('reminder.memberSearch')}
          aria-label={t('reminder.memberSearch')}
          enterButton={t('common.search')}
          onSearch={(text) => {
            const value = text.trim()
            setFilters(({ mobile: _m, memberId: _i, ...rest }) => (!value ? rest : MOBILE.test(value) ? { ...rest, mobile: value } : /^\d{1,15}$/.test(value) ? { ...rest, memberId: Number(value) } : rest))
          }}
        />
        <Select
          style={{ width: 150 }}
          value={filters.delivered === undefined || filters.delivered === null ? 'all' : String(filters.delivered)}
          onChange={(value: string) => setFilters(({ delivered: _, ...rest }) => (value === 'all' ? rest : { ...rest, delivered: value === 'true' }))}
          aria-label={t('reminder.sent')}
          options={[
            { value: 'all', label: t('reminder.all') },
            { value: 'false', label: t('reminder.waiting') },
            { value: 'true', label: t('reminder.delivered') },
          ]}
        />
        <Select
          style={{ width: 150 }}
          value={filters.channel ?? 0}
          onChange={(value: number) => setFilters(({ channel: _, ...rest }) => (value ? { ...rest, channel: value } : rest))}
          aria-label={t('reminder.channel')}
          options={[
            { value: 0, label: t('reminder.allChannels') },
            { value: 1, label: t('reminder.channelApp') },
            { value: 2, label: t('reminder.channelPush') },
          ]}
        />
      </Space>
      <PagedTable<Reminder> queryKey={['console', 'reminders', filters]} fetchPage={(page) => fetchReminders(filters, page)} columns={columns} rowKey="id" />
    </Space>
  )
}
