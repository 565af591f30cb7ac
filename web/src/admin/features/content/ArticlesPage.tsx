import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button, Card, Input, Select, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { ImportUpload } from '../../components/ImportUpload'
import { PagedTable } from '../../components/PagedTable'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { contentKeys, fetchArticles, importArticles, publishArticle, type AdminArticle, type ArticleFilters } from './api'
import { ArticleDrawer } from './ArticleDrawer'

/** Activities and news: written per language, published or taken offline, imported from the content file. */
export default function ArticlesPage() {
  const [filters, setFilters] = useState<ArticleFilters>({})
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const canWrite = useCan('content.article:write')
  const client = useQueryClient()
  const publish = useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) => publishArticle(id, published),
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  })
  const columns: TableColumnsType<AdminArticle> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('article.title'), dataIndex: 'title', render: (title: string, article) => <a onClick={() => setEditing(article.id)}>{title}</a> },
    { title: t('article.type'), dataIndex: 'type', render: (type: number) => <Tag>{t(`article.type${type}` as MessageKey)}</Tag> },
    { title: t('article.state'), dataIndex: 'state', render: (state: number) => t(`article.state${state}` as MessageKey) },
    { title: t('article.period'), key: 'period', render: (_: unknown, article) => (article.startTime ? `${dateTime(article.startTime)} – ${dateTime(article.endTime)}` : '—') },
    { title: t('article.views'), dataIndex: 'browseCount', align: 'right' },
    {
      title: t('article.published'),
      dataIndex: 'published',
      render: (published: boolean, article) => (
        <Switch
          checked={published}
          disabled={!canWrite}
          loading={publish.isPending && publish.variables.id === article.id}
          onChange={(next) => publish.mutate({ id: article.id, published: next })}
          aria-label={`${t('article.published')} ${article.title}`}
        />
      ),
    },
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4}>{t('menu.articles')}</Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('article.create')}
          </Button>
        )}
      </Space>
      {canWrite && (
        <Card size="small" title={t('article.import')}>
          <ImportUpload accept=".json,application/json" hint={t('article.importHint')} upload={importArticles} onImported={() => void client.invalidateQueries({ queryKey: contentKeys.all })} />
        </Card>
      )}
      <Space wrap>
        <Input.Search
          allowClear
          style={{ width: 280 }}
          placeholder={t('article.title')}
          aria-label={t('article.title')}
          enterButton={t('common.search')}
          onSearch={(text) => setFilters(({ title: _, ...rest }) => (text.trim() ? { ...rest, title: text.trim() } : rest))}
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('article.type')}
          aria-label={t('article.type')}
          options={([1, 2] as const).map((type) => ({ value: type, label: t(`article.type${type}` as MessageKey) }))}
          onChange={(type: 1 | 2 | undefined) => setFilters(({ type: _, ...rest }) => (type === undefined ? rest : { ...rest, type }))}
        />
      </Space>
      <PagedTable<AdminArticle> queryKey={contentKeys.articles(filters)} fetchPage={(page) => fetchArticles(filters, page)} columns={columns} rowKey="id" />
      {editing !== null && <ArticleDrawer articleId={editing === 'new' ? null : editing} canWrite={canWrite} onClose={() => setEditing(null)} />}
    </Space>
  )
}
