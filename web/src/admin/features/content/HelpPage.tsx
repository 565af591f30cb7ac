import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query'
import { Alert, App, Button, Card, Drawer, Form, Input, InputNumber, Select, Space, Spin, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { LanguageFields } from '../../components/LanguageFields'
import { PagedTable } from '../../components/PagedTable'
import { dateTime } from '../../lib/format'
import { currentLanguage, t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import {
  fetchHelpArticle,
  fetchHelpArticles,
  fetchHelpCategories,
  helpKeys,
  saveHelpArticle,
  saveHelpCategory,
  type AdminHelpArticle,
  type AdminHelpArticleDetail,
  type AdminHelpCategory,
  type HelpArticleFields,
  type HelpArticleFilters,
  type HelpCategoryFields,
} from './helpApi'

const CODE_RULE = { required: true, pattern: /^[a-z0-9][a-z0-9-]{0,63}$/, message: t('contentForm.codeHint') }

/** The help centre: its categories and questions, written in every language, drafts until published. */
export default function HelpPage() {
  const canWrite = useCan('content.help:write')
  const language = currentLanguage()
  const [filters, setFilters] = useState<HelpArticleFilters>({})
  const [editingCategory, setEditingCategory] = useState<AdminHelpCategory | 'new' | null>(null)
  const [editingArticle, setEditingArticle] = useState<number | 'new' | null>(null)
  const categories = useQuery({ queryKey: helpKeys.categories, queryFn: fetchHelpCategories })
  const named = (names: Record<string, string>) => names[language] ?? names.en
  const categoryName = (id: number) => {
    const found = categories.data?.find((category) => category.id === id)
    return found ? named(found.names) : `#${id}`
  }
  const categoryColumns: TableColumnsType<AdminHelpCategory> = [
    { title: t('contentForm.code'), dataIndex: 'code' },
    { title: t('helpAdmin.categoryNames'), dataIndex: 'names', render: named },
    { title: t('helpAdmin.articles'), dataIndex: 'articleCount', align: 'right' },
    { title: t('contentForm.sort'), dataIndex: 'sort', align: 'right' },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, category) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setFilters((rest) => ({ ...rest, categoryId: category.id }))}>
            {t('helpAdmin.articles')}
          </Button>
          {canWrite && (
            <Button type="link" size="small" onClick={() => setEditingCategory(category)} aria-label={`${t('common.edit')} ${category.code}`}>
              {t('common.edit')}
            </Button>
          )}
        </Space>
      ),
    },
  ]
  const articleColumns: TableColumnsType<AdminHelpArticle> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('helpAdmin.titles'), dataIndex: 'title', render: (title: string, article) => <a onClick={() => setEditingArticle(article.id)}>{title}</a> },
    { title: t('helpAdmin.category'), dataIndex: 'categoryId', render: categoryName },
    { title: t('helpAdmin.state'), dataIndex: 'published', render: (published: boolean) => (published ? <Tag color="green">{t('helpAdmin.published')}</Tag> : <Tag>{t('helpAdmin.draft')}</Tag>) },
    { title: t('contentForm.sort'), dataIndex: 'sort', align: 'right' },
    { title: t('helpAdmin.updated'), dataIndex: 'updateTime', render: (time: number) => dateTime(time) },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, article) => (
        <Button type="link" size="small" onClick={() => setEditingArticle(article.id)} aria-label={`${t(canWrite ? 'common.edit' : 'common.view')} ${article.code}`}>
          {t(canWrite ? 'common.edit' : 'common.view')}
        </Button>
      ),
    },
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('helpAdmin.menu')}</Typography.Title>
      <Card
        size="small"
        title={t('helpAdmin.categories')}
        extra={
          canWrite && (
            <Button size="small" onClick={() => setEditingCategory('new')}>
              {t('helpAdmin.createCategory')}
            </Button>
          )
        }
      >
        {categories.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: categories.error.message })} />}
        <Table<AdminHelpCategory> size="small" rowKey="id" columns={categoryColumns} dataSource={categories.data ?? []} loading={categories.isPending} pagination={false} />
      </Card>
      <Card
        size="small"
        title={t('helpAdmin.articles')}
        extra={
          canWrite && (
            <Button type="primary" size="small" onClick={() => setEditingArticle('new')} disabled={!categories.data?.length}>
              {t('helpAdmin.createArticle')}
            </Button>
          )
        }
      >
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>
            <Input.Search
              allowClear
              style={{ width: 280 }}
              placeholder={t('helpAdmin.keyword')}
              aria-label={t('helpAdmin.keyword')}
              enterButton={t('common.search')}
              onSearch={(text) => setFilters(({ keyword: _, ...rest }) => (text.trim() ? { ...rest, keyword: text.trim() } : rest))}
            />
            <Select
              allowClear
              style={{ width: 200 }}
              placeholder={t('helpAdmin.allCategories')}
              aria-label={t('helpAdmin.category')}
              value={filters.categoryId ?? undefined}
              options={(categories.data ?? []).map((category) => ({ value: category.id, label: named(category.names) }))}
              onChange={(categoryId: number | undefined) => setFilters(({ categoryId: _, ...rest }) => (categoryId === undefined ? rest : { ...rest, categoryId }))}
            />
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('helpAdmin.state')}
              aria-label={t('helpAdmin.state')}
              options={[
                { value: 1, label: t('helpAdmin.published') },
                { value: 0, label: t('helpAdmin.draft') },
              ]}
              onChange={(state: number | undefined) => setFilters(({ published: _, ...rest }) => (state === undefined ? rest : { ...rest, published: state === 1 }))}
            />
          </Space>
          <PagedTable<AdminHelpArticle> queryKey={helpKeys.articles(filters)} fetchPage={(page) => fetchHelpArticles(filters, page)} columns={articleColumns} rowKey="id" />
        </Space>
      </Card>
      {editingCategory !== null && <CategoryDrawer category={editingCategory === 'new' ? null : editingCategory} onClose={() => setEditingCategory(null)} />}
      {editingArticle !== null && (
        <HelpArticleDrawer articleId={editingArticle === 'new' ? null : editingArticle} categories={categories.data ?? []} canWrite={canWrite} onClose={() => setEditingArticle(null)} />
      )}
    </Space>
  )
}

interface CategoryFormFields extends HelpCategoryFields {
  code: string
}

function CategoryDrawer({ category, onClose }: { category: AdminHelpCategory | null; onClose: () => void }) {
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    mutationFn: ({ code, ...fields }: CategoryFormFields) => saveHelpCategory(category?.id ?? null, code, fields),
    onSuccess: () => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: helpKeys.categories })
      onClose()
    },
  })
  const required = [{ required: true, whitespace: true, message: t('contentForm.required') }]
  return (
    <Drawer open onClose={onClose} size={1000} title={category ? `${t('helpAdmin.editCategory')} · ${category.code}` : t('helpAdmin.createCategory')}>
      <Form<CategoryFormFields> layout="vertical" initialValues={category ?? { sort: 0 }} onFinish={(fields) => save.mutate(fields)}>
        <Form.Item name="code" label={t('contentForm.code')} extra={t('contentForm.codeHint')} rules={[CODE_RULE]}>
          <Input disabled={category !== null} />
        </Form.Item>
        <LanguageFields name="names" label={t('helpAdmin.categoryNames')} rules={required} maxLength={60} />
        <Form.Item name="sort" label={t('contentForm.sort')} extra={t('helpAdmin.sortHint')}>
          <InputNumber precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Drawer>
  )
}

interface ArticleFormFields extends HelpArticleFields {
  code: string
}

function HelpArticleDrawer({ articleId, categories, canWrite, onClose }: { articleId: number | null; categories: AdminHelpCategory[]; canWrite: boolean; onClose: () => void }) {
  const article = useQuery({ queryKey: helpKeys.article(articleId ?? 0), queryFn: () => fetchHelpArticle(articleId ?? 0), enabled: articleId !== null })
  return (
    <Drawer open onClose={onClose} size={1000} title={articleId === null ? t('helpAdmin.createArticle') : (article.data?.title ?? '')}>
      {articleId !== null && article.isPending && <Spin />}
      {article.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: article.error.message })} />}
      {(articleId === null || article.data) && <HelpArticleForm articleId={articleId} kept={article.data} categories={categories} canWrite={canWrite} onSaved={onClose} />}
    </Drawer>
  )
}

function HelpArticleForm({
  articleId,
  kept,
  categories,
  canWrite,
  onSaved,
}: {
  articleId: number | null
  kept?: AdminHelpArticleDetail
  categories: AdminHelpCategory[]
  canWrite: boolean
  onSaved: () => void
}) {
  const client = useQueryClient()
  const { message } = App.useApp()
  const language = currentLanguage()
  const save = useMutation({
    mutationFn: ({ code, ...fields }: ArticleFormFields) => saveHelpArticle(articleId, code, fields),
    onSuccess: (saved) => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: helpKeys.all })
      client.setQueryData(helpKeys.article(saved.id), saved)
      onSaved()
    },
  })
  const required = [{ required: true, whitespace: true, message: t('contentForm.required') }]
  const initial: Partial<ArticleFormFields> = kept ?? { published: true, sort: 0, categoryId: categories[0]?.id }
  return (
    <Form<ArticleFormFields> layout="vertical" disabled={!canWrite} initialValues={initial} onFinish={(fields) => save.mutate(fields)}>
      <Space size="large" align="start" wrap>
        <Form.Item name="code" label={t('contentForm.code')} extra={t('contentForm.codeHint')} rules={[CODE_RULE]} style={{ width: 280 }}>
          <Input disabled={articleId !== null} />
        </Form.Item>
        <Form.Item name="categoryId" label={t('helpAdmin.category')} rules={[{ required: true, message: t('contentForm.required') }]} style={{ width: 200 }}>
          <Select aria-label={t('helpAdmin.category')} options={categories.map((category) => ({ value: category.id, label: category.names[language] ?? category.names.en }))} />
        </Form.Item>
        <Form.Item name="sort" label={t('contentForm.sort')} extra={t('helpAdmin.sortHint')}>
          <InputNumber precision={0} />
        </Form.Item>
        <Form.Item name="published" label={t('helpAdmin.published')} valuePropName="checked" extra={t('helpAdmin.publishedHint')}>
          <Switch />
        </Form.Item>
      </Space>
      <LanguageFields name="titles" label={t('helpAdmin.titles')} rules={required} maxLength={140} />
      <LanguageFields name="bodies" label={t('helpAdmin.bodies')} rules={required} multiline />
      {canWrite && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  )
}
