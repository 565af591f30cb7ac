import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App, Button, Input, Popconfirm, Space, Switch, Tag, Tooltip, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { PagedTable } from '../../components/PagedTable'
import { dateTime, money } from '../../lib/format'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { BundleDrawer } from './BundleDrawer'
import { bundleKeys, deleteBundle, enableBundle, fetchBundles, type Bundle, type BundleFilters } from './bundleApi'

const KIND_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple' }

/** Its price (each tier's for any-N) over what its versions cost at their list prices: each for any-N, together for a fixed set. */
function BundlePrice({ bundle }: { bundle: Bundle }) {
  const prices = bundle.items.map((item) => item.price)
  const total = prices.reduce((sum, price) => sum + price, 0)
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  return (
    <Space direction="vertical" size={0} align="end" style={{ whiteSpace: 'nowrap' }}>
      {bundle.kind === 1 ? (
        bundle.tiers.map((tier) => (
          <Typography.Text key={tier.count} strong>
            {t('bundle.tier', { count: tier.count, price: money(tier.price) })}
          </Typography.Text>
        ))
      ) : (
        <Typography.Text strong>{money(bundle.price)}</Typography.Text>
      )}
      {prices.length > 0 &&
        (bundle.kind === 1 ? (
          <Typography.Text type="secondary">{t('bundle.listEach', { range: low === high ? money(low) : `${money(low)} – ${money(high)}` })}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            <Typography.Text type="secondary" delete>
              {money(total)}
            </Typography.Text>{' '}
            {total > bundle.price && t('starDeal.off', { percent: Math.round((100 * (total - bundle.price)) / total) })}
          </Typography.Text>
        ))}
    </Space>
  )
}

function SaleStatus({ bundle }: { bundle: Bundle }) {
  if (bundle.onSale) return <Tag color="green">{t('bundle.onSale')}</Tag>
  return bundle.enabled ? <Tag color="gold">{t('bundle.outsideWindow')}</Tag> : <Tag>{t('bundle.disabled')}</Tag>
}

/** Bundles: any N of their versions at a tier's price, or a fixed set at one price; made, edited, enabled or disabled, deleted. */
export default function BundlesPage() {
  const [filters, setFilters] = useState<BundleFilters>({})
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const canWrite = useCan('catalogue.bundle:write')
  const client = useQueryClient()
  const { message } = App.useApp()
  const enable = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => enableBundle(id, enabled),
    onSettled: () => client.invalidateQueries({ queryKey: bundleKeys.all }),
  })
  const remove = useMutation({
    mutationFn: deleteBundle,
    onSuccess: () => void message.success(t('bundle.deleted')),
    onSettled: () => client.invalidateQueries({ queryKey: bundleKeys.all }),
  })
  const columns: TableColumnsType<Bundle> = [
    { title: 'ID', dataIndex: 'id', width: 60 },
    {
      title: t('bundle.name'),
      dataIndex: 'name',
      render: (name: string, bundle) => (
        <Space direction="vertical" size={0}>
          {canWrite ? <a onClick={() => setEditing(bundle.id)}>{name}</a> : name}
          <Tooltip title={bundle.items.map((item) => `${item.spuName} · ${item.skuName}`).join('\n')} styles={{ root: { whiteSpace: 'pre-line' } }}>
            <Typography.Text type="secondary">{t('bundle.versionCount', { count: bundle.items.length })}</Typography.Text>
          </Tooltip>
        </Space>
      ),
    },
    { title: t('bundle.kind'), dataIndex: 'kind', width: 100, render: (kind: number) => <Tag color={KIND_COLORS[kind]}>{t(kind === 1 ? 'bundle.kind1' : 'bundle.kind2')}</Tag> },
    { title: t('bundle.price'), key: 'price', align: 'right', width: 170, render: (_: unknown, bundle) => <BundlePrice bundle={bundle} /> },
    { title: t('bundle.stock'), dataIndex: 'stock', align: 'right', width: 60 },
    { title: t('common.status'), key: 'status', width: 100, render: (_: unknown, bundle) => <SaleStatus bundle={bundle} /> },
    {
      title: t('bundle.period'),
      key: 'period',
      width: 170,
      render: (_: unknown, bundle) =>
        bundle.startTime === null && bundle.endTime === null ? (
          t('bundle.always')
        ) : (
          <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
            <span>{dateTime(bundle.startTime)}</span>
            <span>{dateTime(bundle.endTime)}</span>
          </Space>
        ),
    },
    {
      title: t('bundle.enabled'),
      dataIndex: 'enabled',
      width: 70,
      render: (enabled: boolean, bundle) => (
        <Switch
          checked={enabled}
          disabled={!canWrite}
          loading={enable.isPending && enable.variables.id === bundle.id}
          onChange={(next) => enable.mutate({ id: bundle.id, enabled: next })}
          aria-label={`${t('bundle.enabled')} ${bundle.name}`}
        />
      ),
    },
    ...(canWrite
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, bundle: Bundle) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(bundle.id)} aria-label={`${t('common.edit')} ${bundle.name}`}>
                  {t('common.edit')}
                </Button>
                <Popconfirm title={t('bundle.deleteConfirm')} okText={t('bundle.delete')} cancelText={t('common.cancel')} onConfirm={() => remove.mutate(bundle.id)}>
                  <Button type="link" size="small" aria-label={`${t('bundle.delete')} ${bundle.name}`}>
                    {t('bundle.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('menu.bundles')}
        </Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('bundle.create')}
          </Button>
        )}
      </Space>
      <Input.Search
        allowClear
        style={{ width: 280 }}
        placeholder={t('bundle.name')}
        aria-label={t('bundle.name')}
        enterButton={t('common.search')}
        onSearch={(text) => setFilters(text.trim() ? { name: text.trim() } : {})}
      />
      <PagedTable<Bundle> queryKey={bundleKeys.page(filters)} fetchPage={(page) => fetchBundles(filters, page)} columns={columns} rowKey="id" />
      {editing !== null && <BundleDrawer bundleId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Space>
  )
}
