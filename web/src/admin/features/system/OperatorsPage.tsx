import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd'
import { useContext, useState } from 'react'
import { PagedTable } from '../../components/PagedTable'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'
import { OperatorContext, useCan } from '../../lib/operator'
import { createOperator, fetchOperators, resetTotp, ROLES, updateOperator, type OperatorRow } from './api'

type Role = (typeof ROLES)[number]
const roleOptions = ROLES.map((role) => ({ value: role, label: t(`role.${role}` as MessageKey) }))

/** Admin's list of operator accounts: create one, change a role, disable, set a new password. */
export default function OperatorsPage() {
  const [editing, setEditing] = useState<OperatorRow | 'new' | null>(null)
  const canWrite = useCan('system.operator:write')
  const columns: TableColumnsType<OperatorRow> = [
    { title: t('operator.username'), dataIndex: 'username' },
    { title: t('operator.role'), dataIndex: 'role', render: (role: Role) => <Tag>{t(`role.${role}` as MessageKey)}</Tag> },
    { title: t('operator.enabled'), dataIndex: 'enabled', render: (on: boolean) => (on ? t('common.yes') : t('common.no')) },
    { title: t('operator.totp'), dataIndex: 'totpEnabled', render: (on: boolean) => (on ? t('common.yes') : t('common.no')) },
    { title: t('operator.lastLogin'), dataIndex: 'lastLoginTime', render: (time: number | null) => dateTime(time) },
    ...(canWrite ? [{ title: t('common.actions'), key: 'actions', render: (_: unknown, row: OperatorRow) => <Space><a onClick={() => setEditing(row)}>{t('common.edit')}</a><ResetTotpAction operator={row} /></Space> }] : []),
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4}>{t('menu.operators')}</Typography.Title>
        {canWrite && <Button type="primary" onClick={() => setEditing('new')}>{t('common.create')}</Button>}
      </Space>
      <PagedTable<OperatorRow> queryKey={['console', 'operators']} fetchPage={fetchOperators} columns={columns} rowKey="id" />
      {editing && <OperatorDialog operator={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Space>
  )
}

interface OperatorFields {
  username: string
  role: Role
  enabled: boolean
  password?: string
}

function OperatorDialog({ operator, onClose }: { operator: OperatorRow | null; onClose: () => void }) {
  const [form] = Form.useForm<OperatorFields>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    mutationFn: (fields: OperatorFields) =>
      operator
        ? updateOperator({ id: operator.id, role: fields.role, enabled: fields.enabled, password: fields.password || null })
        : createOperator({ username: fields.username, role: fields.role, password: fields.password ?? '' }),
    onSuccess: () => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: ['console', 'operators'] })
      onClose()
    },
  })
  return (
    <Modal
      open
      title={operator ? t('operator.editTitle', { name: operator.username }) : t('operator.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<OperatorFields>
        form={form}
        layout="vertical"
        initialValues={operator ? { username: operator.username, role: operator.role, enabled: operator.enabled } : { role: 'support', enabled: true }}
        onFinish={(fields) => save.mutate(fields)}
      >
        <Form.Item name="username" label={t('operator.username')} rules={[{ required: true }, { pattern: /^[A-Za-z0-9_.-]{3,64}$/ }]}>
          <Input disabled={operator !== null} autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('operator.role')} rules={[{ required: true }]}>
          <Select options={roleOptions} />
        </Form.Item>
        {operator && (
          <Form.Item name="enabled" label={t('operator.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        <Form.Item name="password" label={operator ? t('operator.newPassword') : t('operator.password')} rules={operator ? [{ min: 8 }] : [{ required: true }, { min: 8 }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** Turns another operator's two-step verification off (a lost phone): their next login takes the password alone. */
function ResetTotpAction({ operator }: { operator: OperatorRow }) {
  const me = useContext(OperatorContext)
  const client = useQueryClient()
  const { message } = App.useApp()
  const reset = useMutation({
    mutationFn: () => resetTotp(operator.id),
    onSuccess: () => {
      void message.success(t('totp.resetDone', { name: operator.username }))
      void client.invalidateQueries({ queryKey: ['console', 'operators'] })
    },
  })
  if (!operator.totpEnabled || operator.id === me?.id) return null
  return (
    <Popconfirm title={t('totp.resetConfirm', { name: operator.username })} okText={t('totp.reset')} cancelText={t('common.cancel')} onConfirm={() => reset.mutate()}>
      <a>{t('totp.reset')}</a>
    </Popconfirm>
  )
}
