import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App, Form, Input, Modal, Segmented, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { PagedTable } from '../../components/PagedTable'
import { dateTime } from '../../lib/format'
import { t, type MessageKey } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { RefundPreview } from './RefundPreview'
import {
  fetchKeyReports,
  keyReportKeys,
  previewKeyReportRefund,
  resolveKeyReport,
  type AdminKeyReport,
  type KeyReportAction,
  type KeyReportFilters,
} from './api'

const WITH_SUPPORT = 10
const STATUS_COLORS: Record<number, string> = { 10: 'gold', 20: 'green', 30: 'green', 40: 'blue', 50: 'default' }
type State = NonNullable<KeyReportFilters['state']> | 'all'

/**
 * Dead keys members reported: those with support first (why they came here, the member's reports this
 * month for abuse), each answered by another key of the version, a refund of that key, or a refusal.
 */
export default function KeyReportsPage() {
  const [state, setState] = useState<State>('pending')
  const [resolving, setResolving] = useState<{ report: AdminKeyReport; action: KeyReportAction } | null>(null)
  const canResolve = useCan('trade.refund:write')
  const filters: KeyReportFilters = state === 'all' ? {} : { state }
  const columns: TableColumnsType<AdminKeyReport> = [
    {
      title: t('keyReports.reported'),
      dataIndex: 'createTime',
      render: (time: number, row) => (
        <Space direction="vertical" size={0}>
          {dateTime(time)}
          <Typography.Text type="secondary">{t('keyReports.revealedAt', { time: dateTime(row.revealTime) })}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('keyReports.order'),
      dataIndex: 'orderNo',
      render: (orderNo: string, row) => (
        <Space direction="vertical" size={0}>
          {orderNo}
          <Typography.Text type="secondary">{row.memberMobile ?? `#${row.memberId}`}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('keyReports.key'),
      key: 'key',
      render: (_: unknown, row) => (
        <Space direction="vertical" size={0}>
          {`${row.spuName} · ${row.skuName}`}
          <Typography.Text type="secondary">{t('keyReports.keyOf', { key: row.keyId, version: row.skuId })}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('keyReports.reason'),
      dataIndex: 'reason',
      render: (reason: number, row) => (
        <Space direction="vertical" size={0}>
          {t(`keyReports.reason${reason}` as MessageKey)}
          {row.note && <Typography.Text type="secondary">{row.note}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('keyReports.why'),
      dataIndex: 'whySupport',
      render: (why: number | null) => (why === null ? '—' : t(`keyReports.why${why}` as MessageKey)),
    },
    { title: t('keyReports.thisMonth'), dataIndex: 'memberReportsThisMonth', align: 'right' },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (status: number, row) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS_COLORS[status]}>{t(`keyReports.status${status}` as MessageKey)}</Tag>
          {row.answer && <Typography.Text type="secondary">{row.answer}</Typography.Text>}
        </Space>
      ),
    },
    ...(canResolve
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, report: AdminKeyReport) =>
              report.status === WITH_SUPPORT && (
                <Space size="small" style={{ whiteSpace: 'nowrap' }}>
                  {(['replace', 'refund', 'reject'] as const).map((action) => (
                    <a key={action} onClick={() => setResolving({ report, action })} data-testid={`key-report-${action}`}>
                      {t(`keyReports.${action}` as MessageKey)}
                    </a>
                  ))}
                </Space>
              ),
          },
        ]
      : []),
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('keyReports.menu')}</Typography.Title>
      <Segmented<State>
        value={state}
        onChange={setState}
        options={(['pending', 'resolved', 'all'] as const).map((value) => ({ value, label: t(`keyReports.state.${value}` as MessageKey) }))}
      />
      <PagedTable<AdminKeyReport>
        queryKey={keyReportKeys.page(filters)}
        fetchPage={(page) => fetchKeyReports(filters, page)}
        columns={columns}
        rowKey="id"
        testId="key-reports"
      />
      {resolving && <ResolveDialog {...resolving} onClose={() => setResolving(null)} />}
    </Space>
  )
}

function ResolveDialog({ report, action, onClose }: { report: AdminKeyReport; action: KeyReportAction; onClose: () => void }) {
  const [form] = Form.useForm<{ answer: string }>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const resolve = useMutation({
    mutationFn: ({ answer }: { answer: string }) => resolveKeyReport({ id: report.id, action, answer: answer ?? '' }),
    onSuccess: () => {
      void message.success(t('keyReports.resolved'))
      void client.invalidateQueries({ queryKey: keyReportKeys.all })
      onClose()
    },
  })
  return (
    <Modal
      open
      title={t(`keyReports.${action}Title` as MessageKey, { order: report.orderNo })}
      okText={t(`keyReports.${action}` as MessageKey)}
      okButtonProps={{ loading: resolve.isPending, danger: action === 'refund' }}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(fields) => resolve.mutate(fields)}>
        <Typography.Paragraph>{t(`keyReports.${action}Hint` as MessageKey)}</Typography.Paragraph>
        {action === 'refund' && (
          <RefundPreview queryKey={keyReportKeys.refundPreview(report.id)} fetchPreview={() => previewKeyReportRefund(report.id)} />
        )}
        <Form.Item
          name="answer"
          label={t('keyReports.answer')}
          rules={action === 'reject' ? [{ required: true, whitespace: true, message: t('keyReports.answerRequired') }] : []}
        >
          <Input maxLength={140} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
