import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Space, Table, Tag, TreeSelect, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { LanguageFields } from '../../components/LanguageFields'
import { PictureField } from '../../components/PictureField'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { catalogueKeys } from './api'
import { categoryTree, fetchCategories, formKeys, saveCategory, type AdminCategory, type CategoryNode } from './formApi'

interface CategoryForm {
  code: string
  parentId?: number | null
  names: Record<string, string>
  icon: string
  sort: number
}

/** What the form opens on: a category to edit, or a new one (under ``parentId``). */
type Editing = { category: AdminCategory } | { parentId: number | null }

/** The category tree with each category's names; create, edit or move one under another. */
export default function CategoriesPage() {
  const canWrite = useCan('catalogue.category:write')
  const categories = useQuery({ queryKey: formKeys.categories, queryFn: fetchCategories })
  const [editing, setEditing] = useState<Editing | null>(null)
  const columns: TableColumnsType<CategoryNode> = [
    { title: t('game.name'), key: 'name', render: (_: unknown, node) => node.category.name },
    { title: t('game.code'), key: 'code', render: (_: unknown, node) => node.category.code },
    { title: 'ID', key: 'id', width: 80, render: (_: unknown, node) => node.category.id },
    { title: t('catForm.sort'), key: 'sort', width: 80, align: 'right', render: (_: unknown, node) => node.category.sort },
    { title: t('catForm.games'), key: 'games', width: 90, align: 'right', render: (_: unknown, node) => node.category.gameCount },
    { title: t('catForm.enabled'), key: 'enabled', width: 80, render: (_: unknown, node) => (node.category.enabled ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>) },
    ...(canWrite
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 200,
            render: (_: unknown, node: CategoryNode) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ category: node.category })} aria-label={`${t('common.edit')} ${node.category.name}`}>
                  {t('common.edit')}
                </Button>
                <Button type="link" size="small" onClick={() => setEditing({ parentId: node.category.id })}>
                  {t('catForm.addChild')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('catForm.menuCategories')}
        </Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setEditing({ parentId: null })}>
            {t('catForm.newCategory')}
          </Button>
        )}
      </Space>
      {categories.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: categories.error.message })} />}
      <Table<CategoryNode>
        size="small"
        rowKey="value"
        loading={categories.isPending}
        dataSource={categoryTree(categories.data ?? [])}
        columns={columns}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={categories.dataUpdatedAt}
      />
      {editing && <CategoryDrawer editing={editing} categories={categories.data ?? []} onClose={() => setEditing(null)} />}
    </Space>
  )
}

function CategoryDrawer({ editing, categories, onClose }: { editing: Editing; categories: readonly AdminCategory[]; onClose: () => void }) {
  const [form] = Form.useForm<CategoryForm>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const stored = 'category' in editing ? editing.category : null
  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (fields: CategoryForm) =>
      saveCategory(stored?.id ?? null, fields.code, { parentId: fields.parentId ?? null, names: fields.names, icon: fields.icon ?? '', sort: fields.sort ?? 0 }),
    onSuccess: () => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: formKeys.categories })
      void client.invalidateQueries({ queryKey: catalogueKeys.all })
      onClose()
    },
  })
  const initial: CategoryForm = stored
    ? { code: stored.code, parentId: stored.parentId ?? undefined, names: stored.names, icon: stored.icon, sort: stored.sort }
    : { code: '', parentId: 'parentId' in editing ? (editing.parentId ?? undefined) : undefined, names: {}, icon: '', sort: 0 }
  return (
    <Drawer open onClose={onClose} size={820} title={stored ? t('catForm.editCategory', { code: stored.code }) : t('catForm.newCategory')}>
      <Form<CategoryForm> form={form} layout="vertical" initialValues={initial} onFinish={(fields) => save.mutate(fields)}>
        <Form.Item name="code" label={t('game.code')} extra={t('catForm.codeHint')} rules={[{ required: true, whitespace: true, message: t('catForm.codeRequired') }]}>
          <Input disabled={stored !== null} maxLength={64} aria-label={t('game.code')} />
        </Form.Item>
        <Form.Item name="parentId" label={t('catForm.parent')}>
          <TreeSelect
            aria-label={t('catForm.parent')}
            treeData={categoryTree(categories)}
            treeDefaultExpandAll
            allowClear
            placeholder={t('catForm.parentNone')}
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <LanguageFields name="names" label={t('game.name')} rules={[{ required: true, whitespace: true, message: t('catForm.required') }]} maxLength={140} />
        <Form.Item name="icon" label={t('catForm.icon')}>
          <PictureField ariaLabel={t('catForm.icon')} />
        </Form.Item>
        <Form.Item name="sort" label={t('catForm.sort')}>
          <InputNumber precision={0} aria-label={t('catForm.sort')} />
        </Form.Item>
        {save.isError && <Alert style={{ marginBottom: 16 }} type="error" showIcon title={t('catForm.notSaved')} description={save.error.message} data-testid="form-error" />}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Drawer>
  )
}
