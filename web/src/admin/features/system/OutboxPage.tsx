import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App, Popconfirm, Select, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { PagedTable } from '../../components/PagedTable'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'
import { fetchOutbox, replayOutbox, type OutboxDelivery, type OutboxStatus } from './api'

const STATUSES: readonly { value: OutboxStatus; label: MessageKey; color: string }[] = [
  { value: 'pending', label: 'outbox.pending', color: 'orange' },
  { value: 'delivering', label: 'outbox.delivering', color: 'blue' },
  { value: 'delivered', label: 'outbox.deliveredStatus', color: 'green' },
  { value: 'failed', label: 'outbox.failed', color: 'red' },
  { value: 'cancelled', label: 'outbox.cancelled', color: 'default' },
]

function StatusTag({ status }: { status: string }) {
  const known = STATUSES.find((entry) => entry.value === status)
  return <Tag color={known?.color}>{known ? t(known.label) : status}</Tag>
}

/** Puts a failed or delivered message back to pending (audited); the receiver may get it again, so it asks first. */
function ReplayAction({ delivery }: { delivery: OutboxDelivery }) {
  const client = useQueryClient()
  const { message } = App.useApp()
  const replay = useMutation({
    mutationFn: () => replayOutbox(delivery.id),
    onSuccess: () => {
      void message.success(t('outbox.replayed'))
      void client.invalidateQueries({ queryKey: ['console', 'outbox'] })
    },
  })
  if (delivery.status !== 'failed' && delivery.status !== 'delivered') return null
  return (
    <Popconfirm title={t('outbox.replayConfirm')} okText={t('outbox.replay')} cancelText={t('common.cancel')} onConfirm={() => replay.mutate()}>
      <a>{t('outbox.replay')}</a>
    </Popconfirm>
  )
}

/** The outbox's deliveries to the outside world, by state, newest first, each failed or delivered one replayable (admin only). */
export default function OutboxPage() {
  const [status, setStatus] = useState<OutboxStatus | undefined>('failed')
  const columns: TableColumnsType<OutboxDelivery> = [
    { title: t('outbox.created'), dataIndex: 'createTime', width: 170, render: (time: number) => dateTime(time) },
    { title: t('outbox.topic'), dataIndex: 'topic' },
    { title: t('outbox.key'), dataIndex: 'key', render: (key: string) => <Typography.Text code>{key}</Typography.Text> },
    { title: t('outbox.status'), dataIndex: 'status', width: 110, render: (value: string) => <StatusTag status={value} /> },
    { title: t('outbox.attempts'), dataIndex: 'attempts', width: 90 },
    { title: t('outbox.nextAttempt'), key: 'next', width: 170, render: (_: unknown, row) => (row.status === 'pending' ? dateTime(row.nextAttemptTime) : '—') },
    { title: t('outbox.delivered'), dataIndex: 'deliveredTime', width: 170, render: (time: number | null) => (time ? dateTime(time) : '—') },
    { title: t('outbox.lastError'), dataIndex: 'lastError', render: (error: string | null) => error ?? '—' },
    { title: '', key: 'actions', width: 100, render: (_: unknown, row) => <ReplayAction delivery={row} /> },
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('outbox.menu')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('outbox.intro')}</Typography.Paragraph>
      <Select<OutboxStatus | 'all'>
        style={{ width: 160 }}
        value={status ?? 'all'}
        onChange={(value) => setStatus(value === 'all' ? undefined : value)}
        aria-label={t('outbox.status')}
        options={[{ value: 'all', label: t('outbox.all') }, ...STATUSES.map((entry) => ({ value: entry.value, label: t(entry.label) }))]}
      />
      <PagedTable<OutboxDelivery> queryKey={['console', 'outbox', status ?? 'all']} fetchPage={(page) => fetchOutbox(status, page)} columns={columns} rowKey="id" />
    </Space>
  )
}
