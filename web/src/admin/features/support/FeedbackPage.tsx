import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App, Descriptions, Form, Input, Modal, Select, Space, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import type { QueryOf } from '@/lib/http/client'
import { PagedTable } from '../../components/PagedTable'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { FeedbackMessage, FeedbackOrder, FeedbackSubject, type Feedback } from './FeedbackParts'

// Private pictures' links work 10 minutes (TEMP_URL_SECONDS): the list is asked again before they end.
const LINKS_REFRESH_MS = 5 * 60_000
type FeedbackFilters = Omit<QueryOf<'/admin-api/trade/feedback/page', 'get'>, 'pageNo' | 'pageSize'>

const fetchFeedback = (filters: FeedbackFilters, page: { pageNo: number; pageSize: number }) =>
  unwrap(adminApi.GET('/admin-api/trade/feedback/page', { params: { query: { ...filters, ...page } } }))

/** Members' messages from the feedback centre and order threads; support answers, the member reads it there. */
export default function FeedbackPage() {
  const [filters, setFilters] = useState<FeedbackFilters>({ replied: false })
  const [answering, setAnswering] = useState<Feedback | null>(null)
  const canReply = useCan('trade.feedback:write')
  const columns: TableColumnsType<Feedback> = [
    { title: t('common.time'), dataIndex: 'createTime', width: 110, render: (time: number) => dateTime(time) },
    { title: t('order.member'), key: 'member', width: 120, render: (_: unknown, row) => row.memberMobile ?? `#${row.memberId}` },
    {
      title: `${t('feedback.subject')} / ${t('feedback.orderColumn')}`,
      key: 'subject',
      width: 200,
      render: (_: unknown, row) => (
        <Space direction="vertical" size={4}>
          <FeedbackSubject feedback={row} />
          <FeedbackOrder feedback={row} />
        </Space>
      ),
    },
    { title: t('feedback.content'), key: 'content', render: (_: unknown, row) => <FeedbackMessage feedback={row} /> },
    { title: t('feedback.reply'), dataIndex: 'reply', width: 200, render: (reply: string | null, row) => (reply ? <Space direction="vertical" size={0} style={{ overflowWrap: 'anywhere' }}><span>{reply}</span><Typography.Text type="secondary">{dateTime(row.replyTime)}</Typography.Text></Space> : '—') },
    ...(canReply ? [{ title: t('common.actions'), key: 'actions', width: 72, render: (_: unknown, row: Feedback) => <a onClick={() => setAnswering(row)}>{t('order.reply')}</a> }] : []),
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
      <PagedTable<Feedback>
        queryKey={['console', 'feedback', filters]}
        fetchPage={(page) => fetchFeedback(filters, page)}
        columns={columns}
        rowKey="id"
        tableLayout="fixed"
        refetchInterval={LINKS_REFRESH_MS}
        testId="feedback-list"
      />
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
      unwrap(
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
    <Modal open width={640} title={t('order.reply')} okText={t('order.reply')} cancelText={t('common.cancel')} okButtonProps={{ loading: reply.isPending }} onOk={() => form.submit()} onCancel={onClose}>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('order.member')}>{feedback.memberMobile ?? `#${feedback.memberId}`}</Descriptions.Item>
        <Descriptions.Item label={t('feedback.subject')}><FeedbackSubject feedback={feedback} /></Descriptions.Item>
        {feedback.orderId != null && <Descriptions.Item label={t('feedback.orderColumn')}><FeedbackOrder feedback={feedback} /></Descriptions.Item>}
        <Descriptions.Item label={t('common.time')}>{dateTime(feedback.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t('feedback.content')}><FeedbackMessage feedback={feedback} size={72} /></Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" onFinish={(fields) => reply.mutate(fields)}>
        <Form.Item name="content" rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('order.replyPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
