import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App, Button, Form, Input, InputNumber, Modal, Space, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { PagedTable } from '../../components/PagedTable'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { adjustPoints, fetchMembers, supportKeys, type AdminMember, type MemberFilters } from './api'

/** Support finds a member by mobile or nickname and adjusts their points with a reason. */
export default function MembersPage() {
  const [filters, setFilters] = useState<MemberFilters>({})
  const [adjusting, setAdjusting] = useState<AdminMember | null>(null)
  const canAdjust = useCan('member.point:write')
  const columns: TableColumnsType<AdminMember> = [
    { title: t('member.id'), dataIndex: 'id' },
    { title: t('member.mobile'), dataIndex: 'mobile', render: (mobile: string | null) => mobile ?? '—' },
    { title: t('member.nickname'), dataIndex: 'nickname' },
    { title: t('member.points'), dataIndex: 'point', align: 'right' },
    { title: t('member.level'), dataIndex: 'level', align: 'right' },
    { title: t('member.registerTime'), dataIndex: 'createTime', render: (time: number) => dateTime(time) },
    ...(canAdjust
      ? [{ title: t('common.actions'), key: 'actions', render: (_: unknown, member: AdminMember) => <a onClick={() => setAdjusting(member)}>{t('member.adjustPoints')}</a> }]
      : []),
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('menu.members')}</Typography.Title>
      <Input.Search
        allowClear
        style={{ maxWidth: 360 }}
        placeholder={t('member.search')}
        aria-label={t('member.search')}
        enterButton={t('common.search')}
        onSearch={(text) => {
          const value = text.trim()
          setFilters(!value ? {} : /^\+?\d{6,15}$/.test(value) ? { mobile: value } : { nickname: value })
        }}
      />
      <PagedTable<AdminMember> queryKey={supportKeys.members(filters)} fetchPage={(page) => fetchMembers(filters, page)} columns={columns} rowKey="id" />
      {adjusting && <AdjustPointsDialog member={adjusting} onClose={() => setAdjusting(null)} />}
    </Space>
  )
}

function AdjustPointsDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const [form] = Form.useForm<{ points: number; reason: string }>()
  // One id per dialog: a retried submit is applied once by the server.
  const [requestId] = useState(() => `console-${crypto.randomUUID()}`)
  const client = useQueryClient()
  const { message } = App.useApp()
  const adjust = useMutation({
    mutationFn: (fields: { points: number; reason: string }) => adjustPoints({ memberId: member.id, requestId, ...fields }),
    onSuccess: () => {
      void message.success(t('member.adjusted'))
      void client.invalidateQueries({ queryKey: ['console', 'members'] })
      onClose()
    },
  })
  return (
    <Modal
      open
      title={t('member.adjustTitle', { name: member.nickname || member.mobile || `#${member.id}` })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: adjust.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(fields) => adjust.mutate(fields)}>
        <Form.Item name="points" label={t('member.pointsDelta')} rules={[{ required: true }, { type: 'number', validator: (_, value: number) => (value === 0 ? Promise.reject(new Error(t('member.pointsDelta'))) : Promise.resolve()) }]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label={t('common.reason')} rules={[{ required: true, whitespace: true, message: t('common.reasonRequired') }]}>
          <Input maxLength={140} showCount />
        </Form.Item>
        <Button htmlType="submit" hidden />
      </Form>
    </Modal>
  )
}
