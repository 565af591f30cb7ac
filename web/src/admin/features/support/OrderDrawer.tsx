import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Descriptions, Drawer, Form, Input, List, Modal, Space, Spin, Table, Tag, Timeline, Typography } from 'antd'
import { useState } from 'react'
import { channelName, dateTime, money } from '../../lib/format'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { fetchOrder, previewOrderRefund, refundOrder, replyToOrderFeedback, retryRefund, supportKeys, type AdminOrderDetail } from './api'
import { orderStatusTag } from './orderStatus'
import { RefundPreview } from './RefundPreview'

/** After-sale states (trade_after_sale_status): refunding, refunded, failed and retrying, needs support. */
const NEEDS_SUPPORT = 40
const AFTER_SALE_COLORS: Record<number, string> = { 10: 'blue', 20: 'green', 30: 'orange', 40: 'red' }

/** An order's whole history for support: lines, price parts, keys (never their codes), log, refunds, feedback. */
export function OrderDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const order = useQuery({
    queryKey: supportKeys.order(orderId ?? 0),
    queryFn: () => fetchOrder(orderId ?? 0),
    enabled: orderId !== null,
  })
  return (
    <Drawer open={orderId !== null} onClose={onClose} size={760} title={order.data ? `${t('order.detail')} ${order.data.no}` : t('order.detail')}>
      {order.isPending && <Spin />}
      {order.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: order.error.message })} />}
      {order.data && <OrderHistory order={order.data} />}
    </Drawer>
  )
}

function OrderHistory({ order }: { order: AdminOrderDetail }) {
  const unrevealed = order.keys.filter((key) => !key.revealed).length
  const refundable = order.payStatus && order.refundStatus !== 2 && unrevealed > 0
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={t('order.status')}>{orderStatusTag(order.status)}</Descriptions.Item>
        <Descriptions.Item label={t('order.mobile')}>{order.memberMobile ?? `#${order.memberId}`}</Descriptions.Item>
        <Descriptions.Item label={t('order.createTime')}>{dateTime(order.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t('order.payTime')}>{dateTime(order.payTime)}</Descriptions.Item>
        <Descriptions.Item label={t('order.channel')}>{channelName(order.payChannelCode)}</Descriptions.Item>
        <Descriptions.Item label={t('order.payPrice')}>{money(order.payPrice)}</Descriptions.Item>
      </Descriptions>
      <Section title={t('order.items')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={order.items}
          columns={[
            { title: t('order.items'), dataIndex: 'spuName' },
            { title: t('order.version'), dataIndex: 'skuName' },
            { title: t('order.count'), dataIndex: 'count', align: 'right' },
            { title: t('order.payPrice'), dataIndex: 'payPrice', align: 'right', render: (fen: number) => money(fen) },
            { title: t('order.refunds'), dataIndex: 'refundCount', align: 'right' },
          ]}
        />
      </Section>
      <Section title={t('order.keys')}>
        {order.keys.length === 0 && <Typography.Text type="secondary">{t('order.noKeys')}</Typography.Text>}
        <Space wrap>
          {order.keys.map((key) => (
            <Tag key={key.keyId} color={key.revealed ? 'orange' : 'green'}>
              #{key.keyId} {key.revealed ? `${t('order.revealed')} ${dateTime(key.revealTime)}` : t('order.notRevealed')}
            </Tag>
          ))}
        </Space>
        <RefundButton order={order} refundable={refundable} />
      </Section>
      {order.afterSales.length > 0 && (
        <Section title={t('order.refunds')}>
          <List
            size="small"
            dataSource={order.afterSales}
            renderItem={(refund) => (
              <List.Item>
                <Space>
                  <Tag color={AFTER_SALE_COLORS[refund.status] ?? 'blue'}>
                    {t(`order.afterSaleStatus${refund.status}` as MessageKey)}
                  </Tag>
                  <span>{money(refund.refundPrice)}</span>
                  {refund.spentPrice > 0 && (
                    <Typography.Text type="secondary">{t('refundPreview.kept', { amount: money(refund.spentPrice), points: refund.spentPoint })}</Typography.Text>
                  )}
                  <span>{refund.way === 2 ? t('order.bySupport') : t('order.byMember')}</span>
                  <span>{refund.reason}</span>
                  <Typography.Text type="secondary">{dateTime(refund.createTime)}</Typography.Text>
                  {refund.status === NEEDS_SUPPORT && <RetryRefundButton orderId={order.id} afterSaleId={refund.id} />}
                </Space>
              </List.Item>
            )}
          />
        </Section>
      )}
      <Section title={t('order.log')}>
        <Timeline items={order.logs.map((log) => ({ children: `${dateTime(log.createTime)}  ${log.content}` }))} />
      </Section>
      <Section title={t('order.feedback')}>
        <FeedbackThread order={order} />
      </Section>
    </Space>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  )
}

function RefundButton({ order, refundable }: { order: AdminOrderDetail; refundable: boolean }) {
  const can = useCan('trade.refund:write')
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<{ reason: string }>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const refund = useMutation({
    mutationFn: ({ reason }: { reason: string }) => refundOrder(order.id, reason),
    onSuccess: () => {
      setOpen(false)
      void message.success(t('order.refunded'))
      // The order and the order lists (every filter) show its refund; nothing else changed.
      void client.invalidateQueries({ queryKey: supportKeys.order(order.id) })
      void client.invalidateQueries({ queryKey: ['console', 'orders'] })
    },
  })
  if (!can) return null
  return (
    <div style={{ marginTop: 12 }}>
      <Button danger disabled={!refundable} onClick={() => setOpen(true)} title={refundable ? undefined : t('order.noRefundable')}>
        {t('order.refund')}
      </Button>
      <Modal
        open={open}
        title={t('order.refundTitle', { no: order.no })}
        okText={t('order.refund')}
        okButtonProps={{ danger: true, loading: refund.isPending }}
        cancelText={t('common.cancel')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('order.refundHint', { channel: channelName(order.payChannelCode) })}</Typography.Paragraph>
        {open && <RefundPreview queryKey={supportKeys.refundPreview(order.id)} fetchPreview={() => previewOrderRefund(order.id)} />}
        <Form form={form} layout="vertical" onFinish={(fields) => refund.mutate(fields)} preserve={false}>
          <Form.Item name="reason" label={t('common.reason')} rules={[{ required: true, whitespace: true, message: t('common.reasonRequired') }, { max: 140 }]}>
            <Input.TextArea rows={3} maxLength={140} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  )
}

/** Re-issues a refund whose automatic retries are used up (the same refund, audited). */
function RetryRefundButton({ orderId, afterSaleId }: { orderId: number; afterSaleId: number }) {
  const can = useCan('trade.refund:write')
  const client = useQueryClient()
  const { message, modal } = App.useApp()
  const retry = useMutation({
    mutationFn: () => retryRefund(afterSaleId),
    onSuccess: () => void message.success(t('order.refundRetried')),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: supportKeys.order(orderId) })
      void client.invalidateQueries({ queryKey: ['console', 'orders'] })
    },
  })
  if (!can) return null
  const confirm = () =>
    modal.confirm({ title: t('order.retryRefund'), content: t('order.retryRefundConfirm'), onOk: () => retry.mutateAsync() })
  return (
    <Button size="small" danger loading={retry.isPending} onClick={confirm} data-testid="retry-refund">
      {t('order.retryRefund')}
    </Button>
  )
}

function FeedbackThread({ order }: { order: AdminOrderDetail }) {
  const can = useCan('trade.feedback:write')
  const [form] = Form.useForm<{ content: string }>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const reply = useMutation({
    mutationFn: ({ content }: { content: string }) => replyToOrderFeedback(order.id, content),
    onSuccess: () => {
      form.resetFields()
      void message.success(t('order.replied'))
      void client.invalidateQueries({ queryKey: supportKeys.order(order.id) })
    },
  })
  return (
    <>
      <List
        size="small"
        locale={{ emptyText: t('common.empty') }}
        dataSource={order.feedback}
        renderItem={(entry) => (
          <List.Item>
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{entry.fromStore ? t('order.store') : t('order.member')}</Typography.Text>
              <span>{entry.content}</span>
              <Typography.Text type="secondary">{dateTime(entry.createTime)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      {can && order.feedback.length > 0 && (
        <Form form={form} onFinish={(fields) => reply.mutate(fields)} layout="vertical">
          <Form.Item name="content" rules={[{ required: true, whitespace: true }]}>
            <Input.TextArea rows={2} placeholder={t('order.replyPlaceholder')} maxLength={500} />
          </Form.Item>
          <Button htmlType="submit" loading={reply.isPending}>
            {t('order.reply')}
          </Button>
        </Form>
      )}
    </>
  )
}
