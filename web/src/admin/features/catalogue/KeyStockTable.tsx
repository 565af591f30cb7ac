import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button, InputNumber, Modal, Space, Switch, Tag, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { GamePicker } from '../../components/GamePicker'
import { ImportUpload } from '../../components/ImportUpload'
import { PagedTable } from '../../components/PagedTable'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { catalogueKeys, fetchStock, importKeys, setThreshold, type KeyStock } from './api'

/** Keys per version, the low ones marked (or alone), with the version's threshold and its key import. */
export function KeyStockTable({ onOpen }: { onOpen: (stock: KeyStock) => void }) {
  const [lowOnly, setLowOnly] = useState(false)
  const [spuId, setSpuId] = useState<number | undefined>()
  const [importing, setImporting] = useState<KeyStock | null>(null)
  const canWrite = useCan('catalogue.key:write')
  const filters = { lowOnly, ...(spuId === undefined ? {} : { spuId }) }
  const columns: TableColumnsType<KeyStock> = [
    { title: t('game.name'), dataIndex: 'spuName', render: (name: string, stock) => <a onClick={() => onOpen(stock)}>{name}</a> },
    { title: t('game.versionName'), dataIndex: 'skuName' },
    { title: t('keys.available'), dataIndex: 'available', align: 'right', render: (count: number, stock) => (stock.lowOnKeys ? <Tag color="red">{count}</Tag> : count) },
    { title: t('keys.reserved'), dataIndex: 'reserved', align: 'right' },
    { title: t('keys.sold'), dataIndex: 'sold', align: 'right' },
    { title: t('keys.refunding'), dataIndex: 'refunding', align: 'right' },
    { title: t('keys.revoked'), dataIndex: 'revoked', align: 'right' },
    { title: t('keys.threshold'), dataIndex: 'threshold', render: (threshold: number, stock) => <ThresholdInput stock={stock} threshold={threshold} disabled={!canWrite} /> },
    ...(canWrite
      ? [{ title: t('common.actions'), key: 'actions', render: (_: unknown, stock: KeyStock) => <a onClick={() => setImporting(stock)}>{t('keys.import')}</a> }]
      : []),
  ]
  const client = useQueryClient()
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <div style={{ width: 320 }}>
          <GamePicker value={spuId} onChange={setSpuId} allowClear ariaLabel={t('keys.forGame')} />
        </div>
        <Switch checked={lowOnly} onChange={setLowOnly} aria-label={t('keys.lowOnly')} />
        {t('keys.lowOnly')}
      </Space>
      <PagedTable<KeyStock> queryKey={catalogueKeys.stock(filters)} fetchPage={(page) => fetchStock(filters, page)} columns={columns} rowKey="skuId" />
      <Modal
        open={importing !== null}
        title={importing ? t('keys.importTitle', { name: `${importing.spuName} · ${importing.skuName}` }) : ''}
        footer={<Button onClick={() => setImporting(null)}>{t('common.close')}</Button>}
        onCancel={() => setImporting(null)}
        width={720}
        destroyOnHidden
      >
        {importing && (
          <ImportUpload
            accept=".txt,.csv,text/plain"
            hint={t('keys.importHint')}
            upload={(file) => importKeys(importing.skuId, file)}
            onImported={() => void client.invalidateQueries({ queryKey: catalogueKeys.all })}
          />
        )}
      </Modal>
    </Space>
  )
}

function ThresholdInput({ stock, threshold, disabled }: { stock: KeyStock; threshold: number; disabled: boolean }) {
  const client = useQueryClient()
  const save = useMutation({
    mutationFn: (value: number | null) => setThreshold(stock.skuId, value),
    onSettled: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  })
  return (
    <InputNumber
      size="small"
      min={0}
      precision={0}
      disabled={disabled || save.isPending}
      defaultValue={threshold}
      placeholder={String(threshold)}
      aria-label={`${t('keys.threshold')} ${stock.spuName} ${stock.skuName}`}
      onBlur={(event) => {
        const text = event.target.value.trim()
        const value = text === '' ? null : Number(text)
        if (value !== threshold && (value === null || Number.isInteger(value))) save.mutate(value)
      }}
    />
  )
}
