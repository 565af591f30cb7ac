import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Col, Drawer, Form, InputNumber, Radio, Row, Select, Spin, Typography } from 'antd'
import { LanguageFields } from '../../components/LanguageFields'
import { t } from '../../lib/i18n'
import { DefinitionHead, filledTexts, PictureItem } from './definitionForm'
import { definitionKeys, fetchItem, membershipKeys, saveItem, type AdminItem, type ItemFields } from './membershipApi'

interface ItemFormFields extends Omit<ItemFields, 'withSkuIds'> {
  code: string
}

const NEW_ITEM: Partial<ItemFormFields> = { type: 2, rarity: 1, discountType: 1, minAmount: 0, spuIds: [], sort: 0, enabled: true }

function toBody({ code: _, ...fields }: ItemFormFields, kept: AdminItem | undefined): ItemFields {
  const voucher = fields.type === 2
  return {
    ...fields,
    instructions: filledTexts(fields.instructions),
    spuIds: fields.spuIds ?? [],
    discountType: voucher ? (fields.discountType ?? null) : null,
    discountValue: voucher ? (fields.discountValue ?? null) : null,
    validDays: fields.validDays ?? null,
    // The versions a voucher needs in the cart are kept as the item file set them.
    withSkuIds: kept?.withSkuIds ?? [],
  }
}

const ids = (values: (string | number)[] | undefined) => (values ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0)

/** A bonus code item or a voucher in every language (its bonus codes come with the item file). */
export function ItemDrawer({ itemId, canWrite, onClose }: { itemId: number | null; canWrite: boolean; onClose: () => void }) {
  const item = useQuery({ queryKey: definitionKeys.item(itemId ?? 0), queryFn: () => fetchItem(itemId ?? 0), enabled: itemId !== null })
  return (
    <Drawer open onClose={onClose} size={1000} title={itemId === null ? t('itemForm.create') : `${t('itemForm.edit')} · ${item.data?.code ?? ''}`}>
      {itemId !== null && item.isPending && <Spin />}
      {item.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: item.error.message })} />}
      {(itemId === null || item.data) && <ItemForm itemId={itemId} kept={item.data} canWrite={canWrite} onSaved={onClose} />}
    </Drawer>
  )
}

function ItemForm({ itemId, kept, canWrite, onSaved }: { itemId: number | null; kept?: AdminItem; canWrite: boolean; onSaved: () => void }) {
  const [form] = Form.useForm<ItemFormFields>()
  const type = Form.useWatch('type', form)
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    mutationFn: (fields: ItemFormFields) => saveItem(itemId, fields.code, toBody(fields, kept)),
    onSuccess: (saved) => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: membershipKeys.items })
      client.setQueryData(definitionKeys.item(saved.id), saved)
      onSaved()
    },
  })
  const required = [{ required: true, whitespace: true, message: t('contentForm.required') }]
  return (
    <Form<ItemFormFields> form={form} layout="vertical" disabled={!canWrite} initialValues={kept ?? NEW_ITEM} onFinish={(fields) => save.mutate(fields)}>
      <DefinitionHead editing={itemId !== null} />
      <Form.Item name="type" label={t('itemForm.type')}>
        <Radio.Group
          options={[
            { value: 1, label: t('item.type1') },
            { value: 2, label: t('item.type2') },
          ]}
        />
      </Form.Item>
      <LanguageFields name="names" label={t('itemForm.names')} rules={required} maxLength={60} />
      <LanguageFields name="instructions" label={t('itemForm.instructions')} multiline maxLength={500} />
      <Typography.Paragraph type="secondary">{t('contentForm.languagesHint')}</Typography.Paragraph>
      <PictureItem name="picUrl" />
      <Form.Item name="spuIds" label={t('itemForm.spuIds')} extra={t('itemForm.spuIdsHint')} normalize={ids}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} aria-label={t('itemForm.spuIds')} />
      </Form.Item>
      {type === 2 && (
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="discountType" label={t('itemForm.discountType')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('itemForm.discountType1') },
                  { value: 2, label: t('itemForm.discountType2') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="discountValue" label={t('itemForm.discountValue')} extra={t('itemForm.discountValueHint')} rules={[{ required: true, message: t('contentForm.required') }]}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label={t('itemForm.discountValue')} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="minAmount" label={t('itemForm.minAmount')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} aria-label={t('itemForm.minAmount')} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="validDays" label={t('itemForm.validDays')}>
              <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} aria-label={t('itemForm.validDays')} />
            </Form.Item>
          </Col>
        </Row>
      )}
      {type === 1 && <Typography.Paragraph type="secondary">{t('itemForm.codesHint')}</Typography.Paragraph>}
      {canWrite && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  )
}
