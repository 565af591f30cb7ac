import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, DatePicker, Drawer, Form, InputNumber, Select, Space, Spin } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { GamePicker, VersionPicker } from '../../components/GamePicker'
import { LanguageFields } from '../../components/LanguageFields'
import { t } from '../../lib/i18n'
import { periodPresets } from '../../lib/periods'
import { discountKeys, fetchDiscount, saveDiscount, type DiscountActivityDetail, type DiscountSave } from './discountApi'

interface ProductFields {
  spuId?: number
  skuId?: number
  spuName?: string
  discountType: 1 | 2
  discountPercent?: number
  discountPrice?: number
}

interface DiscountFields {
  names: Record<string, string>
  period: [Dayjs, Dayjs]
  products: ProductFields[]
}

function toFields(activity: DiscountActivityDetail): DiscountFields {
  return {
    names: activity.names,
    period: [dayjs(activity.startTime), dayjs(activity.endTime)],
    products: activity.products.map((product) => ({
      spuId: product.spuId,
      skuId: product.skuId,
      spuName: product.spuName,
      discountType: product.discountType === 1 ? 1 : 2,
      discountPercent: product.discountPercent,
      discountPrice: product.discountPrice / 100,
    })),
  }
}

function toBody(fields: DiscountFields): DiscountSave {
  return {
    names: fields.names,
    startTime: fields.period[0].valueOf(),
    endTime: fields.period[1].valueOf(),
    products: fields.products.map((product) => ({
      spuId: product.spuId ?? 0,
      skuId: product.skuId ?? 0,
      discountType: product.discountType,
      discountPercent: product.discountType === 2 ? (product.discountPercent ?? 0) : 0,
      discountPrice: product.discountType === 1 ? Math.round((product.discountPrice ?? 0) * 100) : 0,
    })),
  }
}

/** A discount activity's form: its name in each language, its period, and the versions it discounts. */
export function DiscountActivityDrawer({ activityId, canWrite, onClose }: { activityId: number | null; canWrite: boolean; onClose: () => void }) {
  const activity = useQuery({ queryKey: discountKeys.one(activityId ?? 0), queryFn: () => fetchDiscount(activityId ?? 0), enabled: activityId !== null })
  return (
    <Drawer open onClose={onClose} size={900} title={activityId === null ? t('discount.create') : t('discount.edit', { name: activity.data?.name ?? '' })}>
      {activityId !== null && activity.isPending && <Spin />}
      {activity.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: activity.error.message })} />}
      {(activityId === null || activity.data) && <DiscountForm activityId={activityId} initial={activity.data ? toFields(activity.data) : undefined} canWrite={canWrite} onSaved={onClose} />}
    </Drawer>
  )
}

function DiscountForm({ activityId, initial, canWrite, onSaved }: { activityId: number | null; initial?: DiscountFields; canWrite: boolean; onSaved: () => void }) {
  const [form] = Form.useForm<DiscountFields>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    mutationFn: (fields: DiscountFields) => saveDiscount(activityId, toBody(fields)),
    onSuccess: () => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: discountKeys.all })
      onSaved()
    },
  })
  return (
    <Form<DiscountFields>
      form={form}
      layout="vertical"
      disabled={!canWrite}
      initialValues={initial ?? { products: [{ discountType: 2, discountPercent: 20 }] }}
      onFinish={(fields) => save.mutate(fields)}
    >
      <LanguageFields name="names" label={t('discount.name')} rules={[{ required: true, whitespace: true, message: t('discount.nameRequired') }]} maxLength={60} />
      <Form.Item name="period" label={t('discount.period')} rules={[{ required: true, message: t('discount.periodRequired') }]}>
        <DatePicker.RangePicker showTime presets={periodPresets()} aria-label={t('discount.period')} />
      </Form.Item>
      <Form.List name="products">
        {(rows, { add, remove }) => (
          <Form.Item label={t('discount.products')}>
            {rows.map((row) => (
              <Space key={row.key} align="start" wrap style={{ display: 'flex', marginBottom: 8 }}>
                <Form.Item name={[row.name, 'spuId']} rules={[{ required: true, message: t('discount.pickGame') }]} style={{ width: 260, marginBottom: 0 }}>
                  <GamePicker initialLabel={form.getFieldValue(['products', row.name, 'spuName']) as string | undefined} />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {() => (
                    <Form.Item name={[row.name, 'skuId']} rules={[{ required: true, message: t('discount.pickVersion') }]} style={{ width: 200, marginBottom: 0 }}>
                      <VersionPicker spuId={form.getFieldValue(['products', row.name, 'spuId']) as number | undefined} />
                    </Form.Item>
                  )}
                </Form.Item>
                <Form.Item name={[row.name, 'discountType']} style={{ width: 140, marginBottom: 0 }}>
                  <Select
                    aria-label={t('discount.type')}
                    options={[
                      { value: 2, label: t('discount.percentOff') },
                      { value: 1, label: t('discount.amountOff') },
                    ]}
                  />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {() =>
                    form.getFieldValue(['products', row.name, 'discountType']) === 1 ? (
                      <Form.Item name={[row.name, 'discountPrice']} rules={[{ required: true }]} style={{ marginBottom: 0 }}>
                        <InputNumber min={0.01} precision={2} prefix="¥" aria-label={t('discount.amountOff')} />
                      </Form.Item>
                    ) : (
                      <Form.Item name={[row.name, 'discountPercent']} rules={[{ required: true }]} style={{ marginBottom: 0 }}>
                        <InputNumber min={1} max={99} precision={0} suffix="%" aria-label={t('discount.percentOff')} />
                      </Form.Item>
                    )
                  }
                </Form.Item>
                {rows.length > 1 && <MinusCircleOutlined onClick={() => remove(row.name)} aria-label={t('discount.removeProduct')} />}
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ discountType: 2, discountPercent: 20 })}>
              {t('discount.addProduct')}
            </Button>
          </Form.Item>
        )}
      </Form.List>
      {canWrite && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  )
}
