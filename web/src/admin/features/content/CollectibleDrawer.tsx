import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Col, Drawer, Form, Input, InputNumber, Row, Spin, Typography } from 'antd'
import { LanguageFields } from '../../components/LanguageFields'
import { t } from '../../lib/i18n'
import { DefinitionHead, filledTexts, PictureItem } from './definitionForm'
import { definitionKeys, fetchCollectible, membershipKeys, saveCollectible, type AdminCollectible, type CollectibleFields } from './membershipApi'

interface CollectibleFormFields extends CollectibleFields {
  code: string
}

const NEW_COLLECTIBLE: Partial<CollectibleFormFields> = { rarity: 1, value: 0, valuation: 0, editionSize: 100, sort: 0, enabled: true }

function toBody({ code: _, ...fields }: CollectibleFormFields): CollectibleFields {
  return {
    ...fields,
    descriptions: filledTexts(fields.descriptions),
    modelUrl: fields.modelUrl?.trim() ? fields.modelUrl.trim() : null,
    purchaseMilestone: fields.purchaseMilestone ?? null,
  }
}

/** A collectible in every language: its picture, 3D model, value and edition (never below the copies issued). */
export function CollectibleDrawer({ collectibleId, canWrite, onClose }: { collectibleId: number | null; canWrite: boolean; onClose: () => void }) {
  const collectible = useQuery({ queryKey: definitionKeys.collectible(collectibleId ?? 0), queryFn: () => fetchCollectible(collectibleId ?? 0), enabled: collectibleId !== null })
  return (
    <Drawer open onClose={onClose} size={1000} title={collectibleId === null ? t('collectibleForm.create') : `${t('collectibleForm.edit')} · ${collectible.data?.code ?? ''}`}>
      {collectibleId !== null && collectible.isPending && <Spin />}
      {collectible.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: collectible.error.message })} />}
      {(collectibleId === null || collectible.data) && <CollectibleForm collectibleId={collectibleId} kept={collectible.data} canWrite={canWrite} onSaved={onClose} />}
    </Drawer>
  )
}

function CollectibleForm({ collectibleId, kept, canWrite, onSaved }: { collectibleId: number | null; kept?: AdminCollectible; canWrite: boolean; onSaved: () => void }) {
  const [form] = Form.useForm<CollectibleFormFields>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    mutationFn: (fields: CollectibleFormFields) => saveCollectible(collectibleId, fields.code, toBody(fields)),
    onSuccess: (saved) => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: membershipKeys.collectibles })
      client.setQueryData(definitionKeys.collectible(saved.id), saved)
      onSaved()
    },
  })
  const required = [{ required: true, whitespace: true, message: t('contentForm.required') }]
  const earned = kept?.earned ?? 0
  return (
    <Form<CollectibleFormFields> form={form} layout="vertical" disabled={!canWrite} initialValues={kept ?? NEW_COLLECTIBLE} onFinish={(fields) => save.mutate(fields)}>
      <DefinitionHead editing={collectibleId !== null} />
      <LanguageFields name="names" label={t('itemForm.names')} rules={required} maxLength={60} />
      <LanguageFields name="descriptions" label={t('collectibleForm.descriptions')} multiline maxLength={500} />
      <Typography.Paragraph type="secondary">{t('contentForm.languagesHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col span={12}>
          <PictureItem name="picUrl" />
        </Col>
        <Col span={12}>
          <Form.Item name="modelUrl" label={t('collectibleForm.model')} extra={t('collectibleForm.modelHint')}>
            <Input aria-label={t('collectibleForm.model')} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="value" label={t('collectibleForm.value')} rules={[{ required: true, message: t('contentForm.required') }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} aria-label={t('collectibleForm.value')} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="valuation" label={t('collectibleForm.valuation')} rules={[{ required: true, message: t('contentForm.required') }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} aria-label={t('collectibleForm.valuation')} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            name="editionSize"
            label={t('collectibleForm.editionSize')}
            extra={t('collectibleForm.editionHint', { earned })}
            rules={[{ required: true, message: t('contentForm.required') }]}
          >
            <InputNumber min={Math.max(1, earned)} max={1000000} precision={0} style={{ width: '100%' }} aria-label={t('collectibleForm.editionSize')} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="purchaseMilestone" label={t('collectibleForm.milestone')}>
            <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} aria-label={t('collectibleForm.milestone')} />
          </Form.Item>
        </Col>
      </Row>
      {canWrite && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  )
}
