import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, DatePicker, Drawer, Form, InputNumber, Radio, Space, Spin, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { GamePicker, pickedGameQuery, VersionPicker } from '../../components/GamePicker'
import { LanguageFields } from '../../components/LanguageFields'
import { money } from '../../lib/format'
import { t } from '../../lib/i18n'
import { periodPresets } from '../../lib/periods'
import { bundleKeys, fetchBundle, saveBundle, type Bundle, type BundleSave } from './bundleApi'

interface VersionFields {
  spuId?: number
  skuId?: number
  /** The game's label in its picker (its name and id), for a saved row. */
  spuName?: string
}

interface TierFields {
  count?: number
  price?: number
}

interface BundleFields {
  names: Record<string, string>
  kind: 1 | 2
  items: VersionFields[]
  tiers: TierFields[]
  price?: number
  period?: [Dayjs | null, Dayjs | null] | null
}

const NEW_BUNDLE: BundleFields = { names: {}, kind: 1, items: [{}, {}], tiers: [{}] }

function toFields(bundle: Bundle): BundleFields {
  return {
    names: bundle.names,
    kind: bundle.kind === 2 ? 2 : 1,
    items: bundle.items.map((item) => ({ spuId: item.spuId, skuId: item.skuId, spuName: `${item.spuName} (#${item.spuId})` })),
    tiers: bundle.tiers.map((tier) => ({ count: tier.count, price: tier.price / 100 })),
    price: bundle.kind === 2 ? bundle.price / 100 : undefined,
    period: bundle.startTime === null && bundle.endTime === null ? null : [bundle.startTime === null ? null : dayjs(bundle.startTime), bundle.endTime === null ? null : dayjs(bundle.endTime)],
  }
}

function toBody(fields: BundleFields): BundleSave {
  const fixed = fields.kind === 2
  return {
    names: fields.names,
    kind: fields.kind,
    price: fixed ? Math.round((fields.price ?? 0) * 100) : 0,
    tiers: fixed ? [] : fields.tiers.map((tier) => ({ count: tier.count ?? 0, price: Math.round((tier.price ?? 0) * 100) })),
    skuIds: fields.items.map((item) => item.skuId ?? 0),
    startTime: fields.period?.[0]?.valueOf() ?? null,
    endTime: fields.period?.[1]?.valueOf() ?? null,
  }
}

/** A bundle's form: its name in each language, its kind, its versions, and its tiers (any N) or its price (a fixed set). */
export function BundleDrawer({ bundleId, onClose }: { bundleId: number | null; onClose: () => void }) {
  const bundle = useQuery({ queryKey: bundleKeys.one(bundleId ?? 0), queryFn: () => fetchBundle(bundleId ?? 0), enabled: bundleId !== null })
  return (
    <Drawer open onClose={onClose} size={900} title={bundleId === null ? t('bundle.create') : t('bundle.edit', { name: bundle.data?.name ?? '' })}>
      {bundleId !== null && bundle.isPending && <Spin />}
      {bundle.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: bundle.error.message })} />}
      {(bundleId === null || bundle.data) && <BundleForm bundleId={bundleId} initial={bundle.data ? toFields(bundle.data) : NEW_BUNDLE} onSaved={onClose} />}
    </Drawer>
  )
}

/** What the chosen versions cost together at their list prices (each game's versions as the version picker loaded them). */
function useListTotal(items: VersionFields[] | undefined): number | null {
  const chosen = (items ?? []).filter((item): item is Required<Pick<VersionFields, 'spuId' | 'skuId'>> => item?.spuId !== undefined && item.skuId !== undefined)
  const games = useQueries({ queries: [...new Set(chosen.map((item) => item.spuId))].map((spuId) => pickedGameQuery(spuId)) })
  const prices = chosen.map((item) => games.flatMap((game) => game.data?.skus ?? []).find((sku) => sku.id === item.skuId)?.price)
  if (prices.length === 0 || prices.some((price) => price === undefined)) return null
  return prices.reduce<number>((sum, price) => sum + (price ?? 0), 0)
}

function BundleForm({ bundleId, initial, onSaved }: { bundleId: number | null; initial: BundleFields; onSaved: () => void }) {
  const [form] = Form.useForm<BundleFields>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const kind = Form.useWatch('kind', form) ?? initial.kind
  const items = Form.useWatch('items', form)
  const listTotal = useListTotal(items)
  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (fields: BundleFields) => saveBundle(bundleId, toBody(fields)),
    onSuccess: () => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: bundleKeys.all })
      onSaved()
    },
  })
  return (
    <Form<BundleFields>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(changed: Partial<BundleFields>) => {
        // A row whose game changed forgets the version it had.
        changed.items?.forEach((row, index) => {
          if (row && 'spuId' in row) form.setFieldValue(['items', index, 'skuId'], undefined)
        })
      }}
      onFinish={(fields) => save.mutate(fields)}
    >
      <LanguageFields name="names" label={t('bundle.name')} rules={[{ required: true, whitespace: true, message: t('bundle.nameRequired') }]} maxLength={60} />
      <Form.Item name="kind" label={t('bundle.kind')} extra={t(kind === 1 ? 'bundle.kind1Hint' : 'bundle.kind2Hint')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 1, label: t('bundle.kind1') },
            { value: 2, label: t('bundle.kind2') },
          ]}
        />
      </Form.Item>
      <Form.List name="items">
        {(rows, { add, remove }) => (
          <Form.Item label={t('bundle.versions')} extra={t('bundle.versionsHint')} required>
            {rows.map((row, index) => (
              <Space key={row.key} align="start" style={{ display: 'flex', marginBottom: 8 }}>
                <Typography.Text type="secondary" style={{ display: 'inline-block', width: 20, lineHeight: '32px' }}>
                  {index + 1}
                </Typography.Text>
                <Form.Item name={[row.name, 'spuId']} rules={[{ required: true, message: t('discount.pickGame') }]} style={{ width: 340, marginBottom: 0 }}>
                  <GamePicker initialLabel={form.getFieldValue(['items', row.name, 'spuName']) as string | undefined} ariaLabel={`${t('discount.pickGame')} ${index + 1}`} />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {() => (
                    <Form.Item name={[row.name, 'skuId']} rules={[{ required: true, message: t('discount.pickVersion') }]} style={{ width: 300, marginBottom: 0 }}>
                      <VersionPicker spuId={form.getFieldValue(['items', row.name, 'spuId']) as number | undefined} />
                    </Form.Item>
                  )}
                </Form.Item>
                {rows.length > 2 && (
                  <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(row.name)} aria-label={`${t('bundle.removeVersion')} ${index + 1}`} />
                )}
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
              {t('bundle.addVersion')}
            </Button>
          </Form.Item>
        )}
      </Form.List>
      {kind === 1 ? (
        <Form.List name="tiers">
          {(rows, { add, remove }) => (
            <Form.Item label={t('bundle.tiers')} extra={t('bundle.tiersHint')} required>
              {rows.map((row, index) => (
                <Space key={row.key} align="start" style={{ display: 'flex', marginBottom: 8 }}>
                  <Form.Item name={[row.name, 'count']} rules={[{ required: true, message: t('bundle.tierCountRequired') }]} style={{ marginBottom: 0 }}>
                    <InputNumber min={2} max={50} precision={0} suffix={t('bundle.tierUnit')} style={{ width: 140 }} aria-label={`${t('bundle.tierCount')} ${index + 1}`} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'price']} rules={[{ required: true, message: t('bundle.tierPriceRequired') }]} style={{ marginBottom: 0 }}>
                    <InputNumber min={0.01} max={100_000} precision={2} prefix="¥" style={{ width: 180 }} aria-label={`${t('bundle.tierPriceYuan')} ${index + 1}`} />
                  </Form.Item>
                  {rows.length > 1 && <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(row.name)} aria-label={`${t('bundle.removeTier')} ${index + 1}`} />}
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                {t('bundle.addTier')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
      ) : (
        <Form.Item
          name="price"
          label={t('bundle.priceYuan')}
          rules={[{ required: true, message: t('bundle.priceRequired') }]}
          extra={listTotal !== null && <span data-testid="list-total">{t('bundle.listTotal', { total: money(listTotal) })}</span>}
        >
          <InputNumber min={0.01} max={100_000} precision={2} prefix="¥" style={{ width: 180 }} aria-label={t('bundle.priceYuan')} />
        </Form.Item>
      )}
      <Form.Item name="period" label={t('bundle.period')} extra={t('bundle.periodHint')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} presets={periodPresets()} aria-label={t('bundle.period')} />
      </Form.Item>
      {save.isError && <Alert style={{ marginBottom: 16 }} type="error" showIcon title={t('catForm.notSaved')} description={save.error.message} data-testid="form-error" />}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  )
}
