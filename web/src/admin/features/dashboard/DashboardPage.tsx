import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Card, Col, Row, Space, Spin, Statistic, Table, Tag, Typography } from 'antd'
import type { components } from '@/client/schema'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'
import { channelName, dateTime, money } from '../../lib/format'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'

type Schemas = components['schemas']
type Period = Schemas['PeriodSummaryResp']

const fetchSummary = () => unwrap(adminApi.GET('/admin-api/trade/statistics/summary'))
const fetchLowStock = () => unwrap(adminApi.GET('/admin-api/product/key/stock', { params: { query: { lowOnly: true, onSale: true, pageNo: 1, pageSize: 10 } } }))

/** How the shop is doing today and this week, what sells, what runs out of keys, which payment notices failed. */
export default function DashboardPage() {
  const summary = useQuery({ queryKey: ['console', 'dashboard'], queryFn: fetchSummary, refetchInterval: 60_000 })
  if (summary.isPending) return <Spin />
  if (summary.isError) {
    return <Alert type="error" showIcon title={t('app.loadFailed', { message: summary.error.message })} action={<Button onClick={() => void summary.refetch()}>{t('app.retry')}</Button>} />
  }
  const { today, week, bestSellers, latestFailedNotifies, preorderShortages, timezone } = summary.data
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={4}>
        {t('menu.dashboard')} <Typography.Text type="secondary">({timezone})</Typography.Text>
      </Typography.Title>
      {preorderShortages.length > 0 && <PreorderShortages rows={preorderShortages} />}
      <PeriodCards title={t('dashboard.today')} period={today} />
      <PeriodCards title={t('dashboard.week')} period={week} />
      <Row gutter={16}>
        <Col span={12}>
          <Card size="small" title={t('dashboard.bestSellers')}>
            <Table
              size="small"
              rowKey="skuId"
              pagination={false}
              dataSource={bestSellers}
              locale={{ emptyText: t('common.empty') }}
              columns={[
                { title: t('game.name'), key: 'name', render: (_: unknown, row) => `${row.spuName} · ${row.skuName}` },
                { title: t('dashboard.keysSold'), dataIndex: 'quantity', align: 'right' },
                { title: t('dashboard.paid'), dataIndex: 'payPrice', align: 'right', render: (fen: number) => money(fen) },
              ]}
            />
          </Card>
        </Col>
        <Col span={12}>
          <LowStockCard />
        </Col>
      </Row>
      <Card size="small" title={t('dashboard.failedNotifies')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={latestFailedNotifies}
          locale={{ emptyText: t('common.empty') }}
          columns={[
            { title: t('common.time'), dataIndex: 'createTime', render: (time: number) => dateTime(time) },
            { title: t('order.channel'), dataIndex: 'channelCode', render: (code: string) => channelName(code) },
            { title: t('dashboard.tradeNo'), dataIndex: 'outTradeNo' },
            { title: t('dashboard.amount'), dataIndex: 'price', align: 'right', render: (fen: number) => money(fen) },
            { title: t('dashboard.outcome'), dataIndex: 'reason', render: (reason: string) => <Tag color="red">{reason}</Tag> },
          ]}
        />
      </Card>
    </Space>
  )
}

/** Released versions whose pre-orders wait for keys: on top, since they are refunded a day after. */
function PreorderShortages({ rows }: { rows: Schemas['PreorderShortageResp'][] }) {
  return (
    <Card size="small" title={<Typography.Text type="danger">{t('dashboard.preorderShort')}</Typography.Text>} extra={<a href="#/keys">{t('menu.keys')}</a>} data-testid="preorder-shortages">
      <Typography.Paragraph type="secondary">{t('dashboard.preorderShortHint')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="skuId"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('game.name'), key: 'name', render: (_: unknown, row) => `${row.spuName} · ${row.skuName}` },
          { title: t('dashboard.preorderOrders'), dataIndex: 'orderCount', align: 'right' },
          { title: t('dashboard.preorderKeys'), dataIndex: 'keyCount', align: 'right' },
          { title: t('dashboard.preorderRefundAt'), dataIndex: 'refundTime', render: (time: number) => dateTime(time) },
        ]}
      />
    </Card>
  )
}

function PeriodCards({ title, period }: { title: string; period: Period }) {
  const conversion = period.cartConversion === null ? '—' : `${(period.cartConversion * 100).toFixed(1)}%`
  const cards = [
    { label: t('dashboard.netSales'), value: money(period.netSalesPrice), note: t('dashboard.refunded', { amount: money(period.refundPrice) }) },
    { label: t('dashboard.paidOrders'), value: period.paidOrderCount, note: t('dashboard.created', { count: period.createdOrderCount }) },
    { label: t('dashboard.payingMembers'), value: period.payingMemberCount, note: '' },
    { label: t('dashboard.cartConversion'), value: conversion, note: t('dashboard.cartOf', { paid: period.convertedMemberCount, carts: period.cartMemberCount }) },
    { label: t('dashboard.failedCount'), value: period.failedNotifyCount, note: '' },
  ]
  return (
    <Card size="small" title={title}>
      <Row gutter={16}>
        {cards.map((card) => (
          <Col key={card.label} flex="1">
            <Statistic title={card.label} value={card.value} />
            <Typography.Text type="secondary">{card.note}</Typography.Text>
          </Col>
        ))}
      </Row>
    </Card>
  )
}

/** Versions of games on sale with fewer keys than their threshold or none (for operators who may see keys). */
function LowStockCard() {
  const canSee = useCan('catalogue.key:read')
  const low = useQuery({ queryKey: ['console', 'dashboard', 'low-stock'], queryFn: fetchLowStock, enabled: canSee })
  if (!canSee) return null
  return (
    <Card size="small" title={t('dashboard.lowStock')} extra={<a href="#/keys">{t('menu.keys')}</a>}>
      {low.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: low.error.message })} />}
      <Table
        size="small"
        rowKey="skuId"
        pagination={false}
        loading={low.isPending}
        dataSource={low.data?.list ?? []}
        locale={{ emptyText: t('dashboard.noLowStock') }}
        columns={[
          { title: t('game.name'), key: 'name', render: (_: unknown, row) => `${row.spuName} · ${row.skuName}` },
          { title: t('keys.available'), dataIndex: 'available', align: 'right', render: (count: number) => <Tag color="red">{count}</Tag> },
          { title: t('keys.threshold'), dataIndex: 'threshold', align: 'right' },
        ]}
      />
    </Card>
  )
}
