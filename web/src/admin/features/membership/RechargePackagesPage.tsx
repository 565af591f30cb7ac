import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button, Segmented, Space, Switch, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { PagedTable } from '../../components/PagedTable'
import { money } from '../../lib/format'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { fetchPackages, packageKeys, savePackage, type AdminRechargePackage } from './api'
import { RechargePackageDrawer } from './RechargePackageDrawer'

type StateFilter = 'all' | 'offered' | 'withdrawn'

/** The wallet's recharge packages: pay X, receive X plus a bonus; offered to members or withdrawn. */
export default function RechargePackagesPage() {
  const [editing, setEditing] = useState<AdminRechargePackage | 'new' | null>(null)
  const [state, setState] = useState<StateFilter>('all')
  const canWrite = useCan('content.recharge_package:write')
  const client = useQueryClient()
  const enabled = state === 'all' ? undefined : state === 'offered'
  const toggle = useMutation({
    mutationFn: (row: AdminRechargePackage & { next: boolean }) =>
      savePackage(row.id, { names: row.names, payPrice: row.payPrice, bonusPrice: row.bonusPrice, sort: row.sort, enabled: row.next }),
    onSettled: () => client.invalidateQueries({ queryKey: packageKeys.all }),
  })
  const columns: TableColumnsType<AdminRechargePackage> = [
    { title: t('membership.packageName'), dataIndex: 'name', render: (name: string, row) => (canWrite ? <a onClick={() => setEditing(row)}>{name}</a> : name) },
    { title: t('membership.payPrice'), dataIndex: 'payPrice', align: 'right', render: (fen: number) => money(fen) },
    { title: t('membership.bonusPrice'), dataIndex: 'bonusPrice', align: 'right', render: (fen: number) => money(fen) },
    { title: t('membership.received'), key: 'received', align: 'right', render: (_: unknown, row) => money(row.payPrice + row.bonusPrice) },
    { title: t('membership.sort'), dataIndex: 'sort', align: 'right' },
    {
      title: t('membership.enabled'),
      dataIndex: 'enabled',
      render: (on: boolean, row) => (
        <Switch checked={on} disabled={!canWrite} loading={toggle.isPending && toggle.variables.id === row.id} onChange={(next) => toggle.mutate({ ...row, next })} aria-label={`${t('membership.enabled')} ${row.name}`} />
      ),
    },
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4}>{t('menu.rechargePackages')}</Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('membership.packageCreate')}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{t('membership.packageHint')}</Typography.Text>
      <Segmented<StateFilter>
        value={state}
        onChange={setState}
        options={[
          { value: 'all', label: t('membership.all') },
          { value: 'offered', label: t('membership.offered') },
          { value: 'withdrawn', label: t('membership.withdrawn') },
        ]}
      />
      <PagedTable<AdminRechargePackage> queryKey={packageKeys.list(enabled)} fetchPage={(page) => fetchPackages(page, enabled)} columns={columns} rowKey="id" />
      {editing && <RechargePackageDrawer recharge={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Space>
  )
}
