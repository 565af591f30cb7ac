import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button, Card, Input, Select, Space, Switch, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { ImportUpload } from '../../components/ImportUpload'
import { PagedTable } from '../../components/PagedTable'
import { dateTime, money } from '../../lib/format'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { catalogueKeys, fetchGames, importCatalogue, setGameStatus, type AdminGame, type GameFilters } from './api'
import { GameDrawer } from './GameDrawer'
import { GameFormDrawer } from './GameFormDrawer'

/** The catalogue operator's games: search, on or off sale, the catalogue file import, each game's versions. */
export default function GamesPage() {
  const [filters, setFilters] = useState<GameFilters>({})
  const [openId, setOpenId] = useState<number | null>(null)
  // undefined: no form open; null: a new game.
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined)
  const canWrite = useCan('catalogue.game:write')
  const client = useQueryClient()
  const status = useMutation({
    mutationFn: ({ id, onSale }: { id: number; onSale: boolean }) => setGameStatus(id, onSale ? 1 : 0),
    onSettled: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  })
  const columns: TableColumnsType<AdminGame> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: t('game.name'), dataIndex: 'name', render: (name: string, game) => <a onClick={() => setOpenId(game.id)}>{name}</a> },
    { title: t('game.code'), dataIndex: 'code' },
    { title: t('game.price'), key: 'price', align: 'right', render: (_: unknown, game) => (game.minPrice === game.maxPrice ? money(game.minPrice) : `${money(game.minPrice)} – ${money(game.maxPrice)}`) },
    { title: t('game.versions'), dataIndex: 'skuCount', align: 'right' },
    { title: t('game.stock'), dataIndex: 'stock', align: 'right' },
    { title: t('game.sales'), dataIndex: 'salesCount', align: 'right' },
    { title: t('common.createTime'), dataIndex: 'createTime', render: (time: number) => dateTime(time) },
    {
      title: t('game.onSale'),
      dataIndex: 'status',
      render: (value: number, game) => (
        <Switch
          checked={value === 1}
          disabled={!canWrite}
          loading={status.isPending && status.variables.id === game.id}
          onChange={(onSale) => status.mutate({ id: game.id, onSale })}
          aria-label={`${t('game.onSale')} ${game.name}`}
        />
      ),
    },
    ...(canWrite
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, game: AdminGame) => (
              <Button type="link" size="small" onClick={() => setEditingId(game.id)} aria-label={`${t('common.edit')} ${game.name}`}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('menu.games')}
        </Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setEditingId(null)}>
            {t('catForm.newGame')}
          </Button>
        )}
      </Space>
      {canWrite && (
        <Card size="small" title={t('game.import')}>
          <ImportUpload
            accept=".json,application/json"
            hint={t('game.importHint')}
            upload={importCatalogue}
            onImported={() => void client.invalidateQueries({ queryKey: catalogueKeys.all })}
          />
        </Card>
      )}
      <Space wrap>
        <Input.Search
          allowClear
          style={{ width: 320 }}
          placeholder={t('game.search')}
          aria-label={t('game.search')}
          enterButton={t('common.search')}
          onSearch={(text) => setFilters(({ keyword: _, ...rest }) => (text.trim() ? { ...rest, keyword: text.trim() } : rest))}
        />
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('common.status')}
          aria-label={t('common.status')}
          options={[
            { value: 1, label: t('game.statusOnSale') },
            { value: 0, label: t('game.statusOff') },
          ]}
          onChange={(value: 0 | 1 | undefined) => setFilters(({ status: _, ...rest }) => (value === undefined ? rest : { ...rest, status: value }))}
        />
        <Select
          style={{ width: 180 }}
          aria-label={t('game.sortBy')}
          value={filters.sortField === 'salesCount' ? 'salesCount' : 'id'}
          options={[
            { value: 'id', label: t('game.sortNewest') },
            { value: 'salesCount', label: t('game.sortSales') },
          ]}
          onChange={(sortField: 'id' | 'salesCount') => setFilters((rest) => ({ ...rest, sortField }))}
        />
      </Space>
      <PagedTable<AdminGame> queryKey={catalogueKeys.games(filters)} fetchPage={(page) => fetchGames(filters, page)} columns={columns} rowKey="id" />
      <GameDrawer gameId={openId} onClose={() => setOpenId(null)} />
      {editingId !== undefined && <GameFormDrawer gameId={editingId} onClose={() => setEditingId(undefined)} />}
    </Space>
  )
}
