import { Form, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { PagedTable } from '../../components/PagedTable'
import { dateTime, money } from '../../lib/format'
import { goTo, useHashParam } from '../../lib/hashPath'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'
import { fetchOrders, supportKeys, type AdminOrder, type OrderFilters } from './api'
import { OrderDrawer } from './OrderDrawer'
import { orderStatusTag, shippingTag } from './orderStatus'

type SearchField = 'no' | 'mobile' | 'key'
const ORDER_STATUSES = [0, 10, 20, 30, 40] as const

/** Support finds an order by its number, the member's mobile or a key it holds, and opens its history
 * (an address `#/orders?id=12`, as the feedback list links an order, opens that order's). */
export default function OrdersPage() {
  const [filters, setFilters] = useState<OrderFilters>({})
  const [chosenId, setChosenId] = useState<number | null>(null)
  const linkedId = Number(useHashParam('id')) || null
  const openId = chosenId ?? linkedId
  const close = () => {
    setChosenId(null)
    if (linkedId !== null) goTo('/orders')
  }
  const columns: TableColumnsType<AdminOrder> = [
    { title: t('order.no'), dataIndex: 'no', render: (no: string, order) => <a onClick={() => setChosenId(order.id)}>{no}</a> },
    { title: t('order.mobile'), dataIndex: 'memberMobile', render: (mobile: string | null, order) => mobile ?? `#${order.memberId}` },
    { title: t('order.status'), dataIndex: 'status', render: (status: number, order) => (
      <Space size={4}>
        {orderStatusTag(status)}
        {order.refundStatus > 0 && <Tag color="red">{t(`order.refundStatus${order.refundStatus}` as MessageKey)}</Tag>}
      </Space>
    ) },
    { title: t('order.shipping'), dataIndex: 'shippingStatus', render: (_: unknown, order) => shippingTag(order.shippingStatus, order.shippingError) },
    { title: t('order.payPrice'), dataIndex: 'payPrice', align: 'right', render: (fen: number) => money(fen) },
    { title: t('order.createTime'), dataIndex: 'createTime', render: (time: number) => dateTime(time) },
    { title: t('order.payTime'), dataIndex: 'payTime', render: (time: number | null) => dateTime(time) },
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('menu.orders')}</Typography.Title>
      <OrderSearch onSearch={setFilters} />
      <PagedTable<AdminOrder>
        queryKey={supportKeys.orders(filters)}
        fetchPage={(page) => fetchOrders(filters, page)}
        columns={columns}
        rowKey="id"
      />
      <OrderDrawer orderId={openId} onClose={close} />
    </Space>
  )
}

interface SearchFields {
  field: SearchField
  text?: string
  status?: (typeof ORDER_STATUSES)[number]
}

function OrderSearch({ onSearch }: { onSearch: (filters: OrderFilters) => void }) {
  const [form] = Form.useForm<SearchFields>()
  const submit = ({ field, text, status }: SearchFields) => {
    const value = text?.trim()
    onSearch({ ...(value ? { [field]: value } : {}), ...(status === undefined ? {} : { status }) })
  }
  return (
    <Form<SearchFields> form={form} layout="inline" initialValues={{ field: 'no' }} onFinish={submit}>
      <Form.Item name="field" label={t('order.searchBy')}>
        <Select
          style={{ width: 140 }}
          options={(['no', 'mobile', 'key'] as const).map((field) => ({ value: field, label: t(`order.by${field === 'no' ? 'No' : field === 'mobile' ? 'Mobile' : 'Key'}`) }))}
        />
      </Form.Item>
      <Form.Item name="text">
        <Input.Search
          allowClear
          placeholder={t('order.search')}
          style={{ width: 320 }}
          enterButton={t('common.search')}
          onSearch={() => form.submit()}
          aria-label={t('order.search')}
        />
      </Form.Item>
      <Form.Item name="status" label={t('order.status')}>
        <Select
          allowClear
          style={{ width: 140 }}
          onChange={() => form.submit()}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`order.status${status}` as MessageKey) }))}
        />
      </Form.Item>
    </Form>
  )
}
