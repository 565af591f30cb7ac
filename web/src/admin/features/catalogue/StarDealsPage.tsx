import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Popconfirm, Progress, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { dateTime, money } from '../../lib/format'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { StarDealDrawer } from './StarDealDrawer'
import { endStarDeal, fetchStarDeals, starDealKeys, type StarDeal } from './starDealApi'

const STATUS: Record<string, { color: string; label: MessageKey }> = {
  coming: { color: 'gold', label: 'starDeal.statusComing' },
  running: { color: 'green', label: 'starDeal.statusRunning' },
  ended: { color: 'default', label: 'starDeal.statusEnded' },
}

/** Star deals: a version's keys at a deal price in a window, so many a member; created and ended early here. */
export default function StarDealsPage() {
  const [creating, setCreating] = useState(false)
  const canWrite = useCan('catalogue.star_deal:write')
  const client = useQueryClient()
  // Keys left move while a deal runs: asked again every half minute.
  const deals = useQuery({ queryKey: starDealKeys.all, queryFn: fetchStarDeals, refetchInterval: 30_000 })
  const end = useMutation({ mutationFn: endStarDeal, onSettled: () => client.invalidateQueries({ queryKey: starDealKeys.all }) })
  const columns: TableColumnsType<StarDeal> = [
    { title: 'ID', dataIndex: 'id', width: 60 },
    {
      title: t('starDeal.game'),
      key: 'game',
      render: (_: unknown, deal) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 200 }}>
          {deal.picUrl && <img src={deal.picUrl} alt="" width={56} height={32} style={{ flex: 'none', objectFit: 'cover', borderRadius: 4 }} />}
          <Space direction="vertical" size={0}>
            <Typography.Text>{deal.spuName}</Typography.Text>
            <Typography.Text type="secondary">{deal.skuName}</Typography.Text>
          </Space>
        </div>
      ),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: string) => {
        const shown = STATUS[status]
        return shown ? <Tag color={shown.color}>{t(shown.label)}</Tag> : <Tag>{status}</Tag>
      },
    },
    {
      title: t('starDeal.price'),
      key: 'price',
      align: 'right',
      width: 120,
      render: (_: unknown, deal) => (
        <Space direction="vertical" size={0} align="end" style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text strong>{money(deal.price)}</Typography.Text>
          <Typography.Text type="secondary">
            <Typography.Text type="secondary" delete>
              {money(deal.listPrice)}
            </Typography.Text>{' '}
            {deal.listPrice > 0 && t('starDeal.off', { percent: Math.round((100 * (deal.listPrice - deal.price)) / deal.listPrice) })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('starDeal.left'),
      key: 'left',
      width: 140,
      // An ended deal's unsold keys are back on sale: what it held then is no longer told apart from what it sold.
      render: (_: unknown, deal) =>
        deal.status === 'ended' ? (
          <Tooltip title={t('starDeal.endedLeft')}>
            <Typography.Text type="secondary">{`— / ${deal.quantity}`}</Typography.Text>
          </Tooltip>
        ) : (
          <Space direction="vertical" size={0} style={{ width: 110 }}>
            <Typography.Text>{`${deal.left} / ${deal.quantity}`}</Typography.Text>
            <Progress percent={deal.quantity ? Math.round((100 * (deal.quantity - deal.left)) / deal.quantity) : 0} showInfo={false} size="small" />
          </Space>
        ),
    },
    { title: t('starDeal.memberLimit'), dataIndex: 'memberLimit', align: 'right', width: 100 },
    {
      title: t('starDeal.period'),
      key: 'period',
      width: 170,
      render: (_: unknown, deal) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <span>{dateTime(deal.startTime)}</span>
          <span>{dateTime(deal.endTime)}</span>
        </Space>
      ),
    },
    ...(canWrite
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, deal: StarDeal) =>
              deal.status !== 'ended' && (
                <Popconfirm title={t('starDeal.endConfirm')} okText={t('starDeal.endNow')} cancelText={t('common.cancel')} onConfirm={() => end.mutate(deal.id)}>
                  <Button type="link" size="small" loading={end.isPending && end.variables === deal.id} aria-label={`${t('starDeal.endNow')} ${deal.id}`}>
                    {t('starDeal.endNow')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('menu.starDeals')}
        </Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('starDeal.create')}
          </Button>
        )}
      </Space>
      {deals.isError && (
        <Alert
          type="error"
          showIcon
          title={t('app.loadFailed', { message: deals.error.message })}
          action={<Button onClick={() => void deals.refetch()}>{t('app.retry')}</Button>}
        />
      )}
      <Table<StarDeal>
        rowKey="id"
        columns={columns}
        dataSource={deals.data ?? []}
        loading={deals.isFetching}
        locale={{ emptyText: t('common.empty') }}
        pagination={{ pageSize: 20, showTotal: (total) => t('common.total', { total }) }}
      />
      {creating && <StarDealDrawer onClose={() => setCreating(false)} />}
    </Space>
  )
}
