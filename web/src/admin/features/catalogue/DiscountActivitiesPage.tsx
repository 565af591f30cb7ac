import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button, Input, Popconfirm, Select, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { PagedTable } from '../../components/PagedTable'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { DiscountActivityDrawer } from './DiscountActivityDrawer'
import { closeDiscount, discountKeys, fetchDiscounts, type DiscountActivity, type DiscountFilters } from './discountApi'

const STATUS_COLORS: Record<number, string> = { 10: 'gold', 20: 'green', 30: 'default' }

/** Discount activities: which versions sell for less, from when to when; created, edited, ended early. */
export default function DiscountActivitiesPage() {
  const [filters, setFilters] = useState<DiscountFilters>({})
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const canWrite = useCan('catalogue.discount_activity:write')
  const client = useQueryClient()
  const close = useMutation({ mutationFn: closeDiscount, onSettled: () => client.invalidateQueries({ queryKey: discountKeys.all }) })
  const columns: TableColumnsType<DiscountActivity> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: t('discount.name'), dataIndex: 'name', render: (name: string, activity) => <a onClick={() => setEditing(activity.id)}>{name}</a> },
    { title: t('common.status'), dataIndex: 'status', render: (status: number) => <Tag color={STATUS_COLORS[status]}>{t(`discount.status${status}` as MessageKey)}</Tag> },
    { title: t('discount.start'), dataIndex: 'startTime', render: (time: number) => dateTime(time) },
    { title: t('discount.end'), dataIndex: 'endTime', render: (time: number) => dateTime(time) },
    { title: t('discount.products'), dataIndex: 'productCount', align: 'right' },
    ...(canWrite
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, activity: DiscountActivity) =>
              activity.status !== 30 && (
                <Popconfirm title={t('discount.closeConfirm')} okText={t('discount.close')} cancelText={t('common.cancel')} onConfirm={() => close.mutate(activity.id)}>
                  <a>{t('discount.close')}</a>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4}>{t('menu.discounts')}</Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('discount.create')}
          </Button>
        )}
      </Space>
      <Space wrap>
        <Input.Search
          allowClear
          style={{ width: 280 }}
          placeholder={t('discount.name')}
          aria-label={t('discount.name')}
          enterButton={t('common.search')}
          onSearch={(text) => setFilters(({ name: _, ...rest }) => (text.trim() ? { ...rest, name: text.trim() } : rest))}
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('common.status')}
          aria-label={t('common.status')}
          options={([10, 20, 30] as const).map((status) => ({ value: status, label: t(`discount.status${status}` as MessageKey) }))}
          onChange={(status: 10 | 20 | 30 | undefined) => setFilters(({ status: _, ...rest }) => (status === undefined ? rest : { ...rest, status }))}
        />
      </Space>
      <PagedTable<DiscountActivity> queryKey={discountKeys.page(filters)} fetchPage={(page) => fetchDiscounts(filters, page)} columns={columns} rowKey="id" />
      {editing !== null && <DiscountActivityDrawer activityId={editing === 'new' ? null : editing} canWrite={canWrite} onClose={() => setEditing(null)} />}
    </Space>
  )
}
