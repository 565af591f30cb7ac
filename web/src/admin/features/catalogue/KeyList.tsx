import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Alert, Form, Input, Modal, Select, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { PagedTable } from '../../components/PagedTable'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { catalogueKeys, fetchKeys, revokeKey, viewKey, type AdminKey, type KeyFilters, type KeyStock } from './api'

const STATUSES = [0, 10, 20, 25, 30, 40] as const
const COLORS: Record<number, string> = { 0: 'green', 10: 'gold', 20: 'blue', 25: 'orange', 30: 'default', 40: 'red' }
type Action = { kind: 'revoke' | 'view'; key: AdminKey }

/** A version's keys by status, never their codes: an unsold key may be revoked, any key looked at, each with a reason. */
export function KeyList({ version }: { version: KeyStock | null }) {
  const [status, setStatus] = useState<KeyFilters['status']>()
  const [action, setAction] = useState<Action | null>(null)
  const canRevoke = useCan('catalogue.key:write')
  if (!version) return <Alert type="info" showIcon title={t('keys.pickVersion')} />
  const filters: KeyFilters = { skuId: version.skuId, ...(status === undefined ? {} : { status }) }
  const columns: TableColumnsType<AdminKey> = [
    { title: 'ID', dataIndex: 'id' },
    { title: t('common.status'), dataIndex: 'status', render: (value: number) => <Tag color={COLORS[value]}>{t(`keys.status${value}` as MessageKey)}</Tag> },
    { title: t('keys.importedAt'), dataIndex: 'importedAt', render: (time: number) => dateTime(time) },
    { title: t('keys.order'), dataIndex: 'orderId', render: (id: number | null) => id ?? '—' },
    { title: t('keys.soldAt'), dataIndex: 'soldAt', render: (time: number | null) => dateTime(time) },
    { title: t('keys.revealedAt'), dataIndex: 'revealedAt', render: (time: number | null) => dateTime(time) },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, key) => (
        <Space>
          <a onClick={() => setAction({ kind: 'view', key })}>{t('keys.viewCode')}</a>
          {canRevoke && key.status === 0 && <a onClick={() => setAction({ kind: 'revoke', key })}>{t('keys.revoke')}</a>}
        </Space>
      ),
    },
  ]
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        allowClear
        style={{ width: 160 }}
        placeholder={t('common.status')}
        value={status ?? undefined}
        onChange={setStatus}
        options={STATUSES.map((value) => ({ value, label: t(`keys.status${value}` as MessageKey) }))}
      />
      <PagedTable<AdminKey> queryKey={catalogueKeys.keys(filters)} fetchPage={(page) => fetchKeys(filters, page)} columns={columns} rowKey="id" />
      {action && <ReasonDialog action={action} onClose={() => setAction(null)} />}
    </Space>
  )
}

/** Revoking a key or seeing its code both ask why; the server keeps the reason in the audit log. */
function ReasonDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>()
  const client = useQueryClient()
  const run = useMutation({
    mutationFn: async ({ reason }: { reason: string }) => (action.kind === 'view' ? (await viewKey(action.key.id, reason)).code : (await revokeKey(action.key.id, reason), null)),
    onSuccess: (code) => {
      if (code === null) {
        void client.invalidateQueries({ queryKey: catalogueKeys.all })
        onClose()
      }
    },
  })
  const title = action.kind === 'view' ? t('keys.viewTitle', { id: action.key.id }) : t('keys.revokeTitle', { id: action.key.id })
  return (
    <Modal
      open
      title={title}
      okText={action.kind === 'view' ? t('keys.viewCode') : t('keys.revoke')}
      okButtonProps={{ loading: run.isPending, danger: action.kind === 'revoke', disabled: Boolean(run.data) }}
      cancelText={t('common.close')}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('keys.reasonLogged')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(fields) => run.mutate(fields)}>
        <Form.Item name="reason" label={t('common.reason')} rules={[{ required: true, whitespace: true, min: 4, message: t('common.reasonRequired') }]}>
          <Input maxLength={140} showCount disabled={Boolean(run.data)} />
        </Form.Item>
      </Form>
      {run.data && (
        <Typography.Paragraph copyable code data-testid="key-code">
          {run.data}
        </Typography.Paragraph>
      )}
    </Modal>
  )
}
