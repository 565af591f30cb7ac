import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, DatePicker, Drawer, Form, InputNumber, Space, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { GamePicker, usePickedGame, VersionPicker } from '../../components/GamePicker'
import { money } from '../../lib/format'
import { t } from '../../lib/i18n'
import { periodPresets } from '../../lib/periods'
import { createStarDeal, starDealKeys } from './starDealApi'

const MAX_MEMBER_LIMIT = 10 // star_deal_schemas.MAX_MEMBER_LIMIT

interface StarDealFields {
  spuId?: number
  skuId?: number
  price?: number
  quantity?: number
  memberLimit: number
  period?: [Dayjs, Dayjs]
}

/** A deal's usual windows: they start later (a deal is announced before it opens), then the periods from now. */
function dealPresets(): { label: string; value: () => [Dayjs, Dayjs] }[] {
  const nextHour = () => dayjs().add(1, 'hour').startOf('hour')
  const nextEvening = () => {
    const today = dayjs().hour(20).startOf('hour')
    return today.isAfter(dayjs()) ? today : today.add(1, 'day')
  }
  return [
    { label: t('starDeal.presetNextHour'), value: () => [nextHour(), nextHour().add(1, 'hour')] },
    { label: t('starDeal.presetEvening'), value: () => [nextEvening(), nextEvening().add(2, 'hour')] },
    ...periodPresets(),
  ]
}

/** A new star deal: the version (its list price and keys on sale shown), the deal price, how many keys, the limit, the window. */
export function StarDealDrawer({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<StarDealFields>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const spuId = Form.useWatch('spuId', form)
  const skuId = Form.useWatch('skuId', form)
  const game = usePickedGame(spuId)
  const version = game.data?.skus.find((sku) => sku.id === skuId)
  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (fields: StarDealFields) =>
      createStarDeal({
        skuId: fields.skuId ?? 0,
        price: Math.round((fields.price ?? 0) * 100),
        quantity: fields.quantity ?? 0,
        memberLimit: fields.memberLimit,
        startTime: fields.period?.[0].valueOf() ?? 0,
        endTime: fields.period?.[1].valueOf() ?? 0,
      }),
    onSuccess: () => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: starDealKeys.all })
      onClose()
    },
  })
  return (
    <Drawer open onClose={onClose} size={720} title={t('starDeal.create')}>
      <Form<StarDealFields>
        form={form}
        layout="vertical"
        initialValues={{ memberLimit: 1 }}
        onValuesChange={(changed: Partial<StarDealFields>) => {
          if ('spuId' in changed) form.setFieldValue('skuId', undefined)
        }}
        onFinish={(fields) => save.mutate(fields)}
      >
        <Space align="start" wrap>
          <Form.Item name="spuId" label={t('starDeal.game')} rules={[{ required: true, message: t('discount.pickGame') }]} style={{ width: 320 }}>
            <GamePicker />
          </Form.Item>
          <Form.Item
            name="skuId"
            label={t('starDeal.version')}
            rules={[{ required: true, message: t('discount.pickVersion') }]}
            style={{ width: 320 }}
            extra={version && <span data-testid="version-info">{t('starDeal.versionInfo', { price: money(version.price), stock: version.stock })}</span>}
          >
            <VersionPicker spuId={spuId} />
          </Form.Item>
        </Space>
        <Space align="start" wrap>
          <Form.Item
            name="price"
            label={t('starDeal.priceYuan')}
            rules={[
              { required: true, message: t('starDeal.priceRequired') },
              {
                validator: (_, yuan: number | undefined) =>
                  version && yuan !== undefined && Math.round(yuan * 100) >= version.price
                    ? Promise.reject(new Error(t('starDeal.priceBelowList', { price: money(version.price) })))
                    : Promise.resolve(),
              },
            ]}
          >
            <InputNumber min={0.01} max={100_000} precision={2} prefix="¥" style={{ width: 180 }} aria-label={t('starDeal.priceYuan')} />
          </Form.Item>
          <Form.Item
            name="quantity"
            label={t('starDeal.quantity')}
            rules={[
              { required: true, message: t('starDeal.quantityRequired') },
              {
                validator: (_, quantity: number | undefined) =>
                  version && quantity !== undefined && quantity > version.stock
                    ? Promise.reject(new Error(t('starDeal.quantityAbove', { stock: version.stock })))
                    : Promise.resolve(),
              },
            ]}
          >
            <InputNumber min={1} max={100_000} precision={0} style={{ width: 140 }} aria-label={t('starDeal.quantity')} />
          </Form.Item>
          <Form.Item name="memberLimit" label={t('starDeal.memberLimit')} rules={[{ required: true }]}>
            <InputNumber min={1} max={MAX_MEMBER_LIMIT} precision={0} style={{ width: 140 }} aria-label={t('starDeal.memberLimit')} />
          </Form.Item>
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
          {t('starDeal.quantityHint')}
        </Typography.Paragraph>
        <Form.Item name="period" label={t('starDeal.period')} rules={[{ required: true, message: t('starDeal.periodRequired') }]}>
          <DatePicker.RangePicker showTime presets={dealPresets()} aria-label={t('starDeal.period')} />
        </Form.Item>
        {save.isError && <Alert style={{ marginBottom: 16 }} type="error" showIcon title={t('catForm.notSaved')} description={save.error.message} data-testid="form-error" />}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Drawer>
  )
}
