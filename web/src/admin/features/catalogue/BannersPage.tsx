import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App, Button, Form, Input, InputNumber, Modal, Space, Switch, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { LanguageFields } from '../../components/LanguageFields'
import { PagedTable } from '../../components/PagedTable'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { bannerKeys, enableBanner, fetchBanners, saveBanner, type AdminBanner, type BannerSave } from './bannerApi'
import { PictureField } from '../../components/PictureField'

/** The home screen's banners: picture, title per language, where a tap leads, order, shown or hidden. */
export default function BannersPage() {
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null)
  const canWrite = useCan('catalogue.banner:write')
  const client = useQueryClient()
  const enable = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => enableBanner(id, enabled),
    onSettled: () => client.invalidateQueries({ queryKey: bannerKeys.all }),
  })
  const columns: TableColumnsType<AdminBanner> = [
    { title: t('banner.image'), dataIndex: 'image', width: 180, render: (src: string) => <img src={src} alt="" style={{ width: 160, borderRadius: 4 }} /> },
    { title: t('banner.title'), dataIndex: 'title', render: (title: string, banner) => (canWrite ? <a onClick={() => setEditing(banner)}>{title}</a> : title) },
    { title: t('banner.url'), dataIndex: 'url' },
    { title: t('banner.sort'), dataIndex: 'sort', align: 'right' },
    {
      title: t('banner.enabled'),
      dataIndex: 'enabled',
      render: (enabled: boolean, banner) => (
        <Switch checked={enabled} disabled={!canWrite} loading={enable.isPending && enable.variables.id === banner.id} onChange={(next) => enable.mutate({ id: banner.id, enabled: next })} aria-label={`${t('banner.enabled')} ${banner.title}`} />
      ),
    },
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4}>{t('menu.banners')}</Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('banner.create')}
          </Button>
        )}
      </Space>
      <PagedTable<AdminBanner> queryKey={bannerKeys.all} fetchPage={fetchBanners} columns={columns} rowKey="id" />
      {editing && <BannerDialog banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Space>
  )
}

function BannerDialog({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const [form] = Form.useForm<BannerSave>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    mutationFn: (fields: BannerSave) => saveBanner(banner?.id ?? null, { ...fields, images: banner?.images ?? null }),
    onSuccess: () => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: bannerKeys.all })
      onClose()
    },
  })
  const required = [{ required: true, whitespace: true, message: t('article.required') }]
  return (
    <Modal open width={900} title={banner ? banner.title : t('banner.create')} okText={t('common.save')} cancelText={t('common.cancel')} okButtonProps={{ loading: save.isPending }} onOk={() => form.submit()} onCancel={onClose}>
      <Form<BannerSave> form={form} layout="vertical" initialValues={banner ?? { position: 1, sort: 0 }} onFinish={(fields) => save.mutate(fields)}>
        <LanguageFields name="titles" label={t('banner.title')} rules={required} maxLength={140} />
        <Form.Item name="image" label={t('banner.image')} extra={t('article.coverHint')} rules={required}>
          <PictureField ariaLabel={t('banner.image')} />
        </Form.Item>
        <Form.Item name="url" label={t('banner.url')} extra={t('banner.urlHint')} rules={required}>
          <Input />
        </Form.Item>
        <Space>
          <Form.Item name="position" label={t('banner.position')} rules={[{ required: true }]}>
            <InputNumber min={1} max={99} precision={0} />
          </Form.Item>
          <Form.Item name="sort" label={t('banner.sort')}>
            <InputNumber precision={0} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  )
}
