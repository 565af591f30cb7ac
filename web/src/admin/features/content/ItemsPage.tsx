import { useQueryClient } from '@tanstack/react-query'
import { Button, Card, Space, Tabs, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { ImportUpload } from '../../components/ImportUpload'
import { PagedTable } from '../../components/PagedTable'
import { money } from '../../lib/format'
import { currentLanguage, t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { CollectibleDrawer } from './CollectibleDrawer'
import { ItemDrawer } from './ItemDrawer'
import { fetchCollectibles, fetchItems, importItems, membershipKeys, type AdminCollectible, type AdminItem } from './membershipApi'

const RARITY_COLORS: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'purple', 4: 'gold' }
const rarityTag = (rarity: number) => <Tag color={RARITY_COLORS[rarity]}>{t(`item.rarity${rarity}` as MessageKey)}</Tag>

/** Items (bonus codes, vouchers) and collectibles as the item file defines them, and that file's import. */
export default function ItemsPage() {
  const canWrite = useCan('content.item:write')
  const canWriteCollectibles = useCan('content.collectible:write')
  const [tab, setTab] = useState<'items' | 'collectibles'>('items')
  const [editingItem, setEditingItem] = useState<number | 'new' | null>(null)
  const [editingCollectible, setEditingCollectible] = useState<number | 'new' | null>(null)
  const editButton = (id: number, code: string, writable: boolean, open: (id: number) => void) => (
    <Button type="link" size="small" onClick={() => open(id)} aria-label={`${t(writable ? 'common.edit' : 'common.view')} ${code}`}>
      {t(writable ? 'common.edit' : 'common.view')}
    </Button>
  )
  const client = useQueryClient()
  const language = currentLanguage()
  const named = (names: Record<string, string>) => names[language] ?? names.en
  const itemColumns: TableColumnsType<AdminItem> = [
    { title: t('task.code'), dataIndex: 'code' },
    { title: t('item.name'), dataIndex: 'names', render: named },
    { title: t('task.type'), dataIndex: 'type', render: (type: number) => t(`item.type${type}` as MessageKey) },
    { title: t('item.rarity'), dataIndex: 'rarity', render: rarityTag },
    { title: t('item.discount'), key: 'discount', render: (_: unknown, item) => (item.discountType === 1 ? `${item.discountValue ?? 0}%` : item.discountType === 2 ? money(item.discountValue) : '—') },
    { title: t('item.minAmount'), dataIndex: 'minAmount', align: 'right', render: (fen: number) => money(fen) },
    { title: t('item.validDays'), dataIndex: 'validDays', align: 'right', render: (days: number | null) => days ?? '—' },
    { title: t('banner.enabled'), dataIndex: 'enabled', render: (on: boolean) => (on ? t('common.yes') : t('common.no')) },
    { title: t('common.actions'), key: 'actions', render: (_: unknown, item) => editButton(item.id, item.code, canWrite, setEditingItem) },
  ]
  const collectibleColumns: TableColumnsType<AdminCollectible> = [
    { title: t('task.code'), dataIndex: 'code' },
    { title: t('item.name'), dataIndex: 'names', render: named },
    { title: t('item.rarity'), dataIndex: 'rarity', render: rarityTag },
    { title: t('item.edition'), key: 'edition', align: 'right', render: (_: unknown, row) => `${row.earned} / ${row.editionSize}` },
    { title: t('item.value'), dataIndex: 'value', align: 'right', render: (fen: number) => money(fen) },
    { title: t('item.model'), dataIndex: 'modelUrl', render: (url: string | null) => (url ? t('common.yes') : t('common.no')) },
    { title: t('banner.enabled'), dataIndex: 'enabled', render: (on: boolean) => (on ? t('common.yes') : t('common.no')) },
    { title: t('common.actions'), key: 'actions', render: (_: unknown, row) => editButton(row.id, row.code, canWriteCollectibles, setEditingCollectible) },
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4}>{t('menu.items')}</Typography.Title>
        {tab === 'items' && canWrite && (
          <Button type="primary" onClick={() => setEditingItem('new')}>
            {t('itemForm.create')}
          </Button>
        )}
        {tab === 'collectibles' && canWriteCollectibles && (
          <Button type="primary" onClick={() => setEditingCollectible('new')}>
            {t('collectibleForm.create')}
          </Button>
        )}
      </Space>
      {canWrite && (
        <Card size="small" title={t('item.import')}>
          <ImportUpload accept=".json,application/json" hint={t('item.importHint')} upload={importItems} onImported={() => void client.invalidateQueries({ queryKey: membershipKeys.all })} />
        </Card>
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'collectibles' ? 'collectibles' : 'items')}
        items={[
          { key: 'items', label: t('item.items'), children: <PagedTable<AdminItem> queryKey={membershipKeys.items} fetchPage={fetchItems} columns={itemColumns} rowKey="id" /> },
          { key: 'collectibles', label: t('item.collectibles'), children: <PagedTable<AdminCollectible> queryKey={membershipKeys.collectibles} fetchPage={fetchCollectibles} columns={collectibleColumns} rowKey="id" /> },
        ]}
      />
      {editingItem !== null && <ItemDrawer itemId={editingItem === 'new' ? null : editingItem} canWrite={canWrite} onClose={() => setEditingItem(null)} />}
      {editingCollectible !== null && (
        <CollectibleDrawer collectibleId={editingCollectible === 'new' ? null : editingCollectible} canWrite={canWriteCollectibles} onClose={() => setEditingCollectible(null)} />
      )}
    </Space>
  )
}
