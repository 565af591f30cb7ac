import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App, Form, Input, Modal, Select, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import type { components } from '@/client/schema'
import type { QueryOf } from '@/lib/http/client'
import { PagedTable } from '../../components/PagedTable'
import { adminApi, unwrapData } from '../../lib/http'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'

type Feedback = components['schemas']['AdminFeedbackResp']
type FeedbackFilters = Omit<QueryOf<'/admin-api/trade/feedback/page', 'get'>, 'pageNo' | 'pageSize'>

const fetchFeedback = (filters: FeedbackFilters, page: { pageNo: number; pageSize: number }) =>
  unwrapData(adminApi.GET('/admin-api/trade/feedback/page', { params: { query: { ...filters, ...page } } }))

/** Members' messages from the feedback centre and order threads; support answers, the member reads it there. */
export default function FeedbackPage() {
  const [filters, setFilters] = useState<FeedbackFilters>({ replied: false })
  const [answering, setAnswering] = useState<Feedback | null>(null)
  const canReply = useCan('trade.feedback:write')
  const columns: TableColumnsType<Feedback> = [
    { title: t('common.time'), dataIndex: 'createTime', width: 170, render: (time: number) => dateTime(time) },
    { title: t('order.member'), key: 'member', render: (_: unknown, row) => row.memberMobile ?? `#${row.memberId}` },
    { title: t('feedback.where'), key: 'where', render: (_: unknown, row) => (row.kind === 'order' ? <Tag color="blue">{t('feedback.order', { id: row.orderId ?? '' })}</Tag> : <Tag>{t('feedback.centre')}</Tag>) },
    { title: t('feedback.content'), dataIndex: 'content', render: (content: string, row) => <Space direction="vertical" size={0}><span>{content}</span>{row.contact && <Typography.Text type="secondary">{row.contact}</Typography.Text>}</Space> },
    { title: t('feedback.reply'), dataIndex: 'reply', render: (reply: string | null, row) => (reply ? <Space direction="vertical" size={0}><span>{reply}</span><Typography.Text type="secondary">{dateTime(row.replyTime)}</Typography.Text></Space> : '—') },
    ...(canReply ? [{ title: t('common.actions'), key: 'actions', render: (_: unknown, row: Feedback) => <a onClick={() => setAnswering(row)}>{t('order.reply')}</a> }] : []),
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('menu.feedback')}</Typography.Title>
      <Space wrap>
        <Select
          style={{ width: 160 }}
          aria-label={t('feedback.replyState')}
          value={filters.replied === undefined || filters.replied === null ? 'all' : String(filters.replied)}
          onChange={(value: string) => setFilters(({ replied: _, ...rest }) => (value === 'all' ? rest : { ...rest, replied: value === 'true' }))}
          options={[
            { value: 'false', label: t('feedback.unreplied') },
            { value: 'true', label: t('feedback.replied') },
            { value: 'all', label: t('feedback.all') },
          ]}
        />
        <Input.Search
          allowClear
          style={{ width: 320 }}
          placeholder={t('feedback.search')}
          aria-label={t('feedback.search')}
          enterButton={t('common.search')}
          onSearch={(text) => {
            const value = text.trim()
            setFilters(({ mobile: _m, content: _c, ...rest }) => (!value ? rest : /^\+?\d{6,15}$/.test(value) ? { ...rest, mobile: value } : { ...rest, content: value }))
          }}
        />
      </Space>
      <PagedTable<Feedback> queryKey={['console', 'feedback', filters]} fetchPage={(page) => fetchFeedback(filters, page)} columns={columns} rowKey="id" />
      {answering && <ReplyDialog feedback={answering} onClose={() => setAnswering(null)} />}
    </Space>
  )
}

function ReplyDialog({ feedback, onClose }: { feedback: Feedback; onClose: () => void }) {
  const [form] = Form.useForm<{ content: string }>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const reply = useMutation({
    mutationFn: ({ content }: { content: string }) =>
      unwrapData(
        adminApi.POST('/admin-api/trade/feedback/reply', {
          body: feedback.kind === 'order' ? { orderId: feedback.orderId, content } : { feedbackId: feedback.id, content },
        }),
      ),
    onSuccess: () => {
      void message.success(t('order.replied'))
      void client.invalidateQueries({ queryKey: ['console', 'feedback'] })
      onClose()
    },
  })
  return (
    <Modal open title={t('order.reply')} okText={t('order.reply')} cancelText={t('common.cancel')} okButtonProps={{ loading: reply.isPending }} onOk={() => form.submit()} onCancel={onClose}>
      <Typography.Paragraph type="secondary">{feedback.content}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(fields) => reply.mutate(fields)}>
        <Form.Item name="content" rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('order.replyPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
