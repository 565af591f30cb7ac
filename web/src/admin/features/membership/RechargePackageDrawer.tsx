import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App, Button, Drawer, Form, InputNumber, Space, Switch } from 'antd'
import { LanguageFields } from '../../components/LanguageFields'
import { money } from '../../lib/format'
import { t } from '../../lib/i18n'
import { packageKeys, savePackage, toFen, toYuan, type AdminRechargePackage } from './api'

interface PackageFields {
  names: Record<string, string>
  payYuan: number
  bonusYuan: number
  sort: number
  enabled: boolean
}

const MAX_YUAN = 1_000_000

function toFields(recharge: AdminRechargePackage | null): PackageFields {
  if (!recharge) return { names: {}, payYuan: 100, bonusYuan: 0, sort: 0, enabled: true }
  return { names: recharge.names, payYuan: toYuan(recharge.payPrice), bonusYuan: toYuan(recharge.bonusPrice), sort: recharge.sort, enabled: recharge.enabled }
}

/** One recharge package: its name in every language, what the member pays and the bonus (yuan here, fen on the wire). */
export function RechargePackageDrawer({ recharge, onClose }: { recharge: AdminRechargePackage | null; onClose: () => void }) {
  const [form] = Form.useForm<PackageFields>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    mutationFn: (fields: PackageFields) =>
      savePackage(recharge?.id ?? null, { names: fields.names, payPrice: toFen(fields.payYuan), bonusPrice: toFen(fields.bonusYuan ?? 0), sort: fields.sort ?? 0, enabled: fields.enabled }),
    onSuccess: () => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: packageKeys.all })
      onClose()
    },
  })
  const pay = Form.useWatch('payYuan', form) ?? 0
  const bonus = Form.useWatch('bonusYuan', form) ?? 0
  const required = [{ required: true, whitespace: true, message: t('membership.required') }]
  return (
    <Drawer
      open
      size={900}
      onClose={onClose}
      title={recharge ? recharge.name : t('membership.packageCreate')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<PackageFields> form={form} layout="vertical" initialValues={toFields(recharge)} onFinish={(fields) => save.mutate(fields)}>
        <LanguageFields name="names" label={t('membership.packageName')} rules={required} maxLength={64} />
        <Space size="large" wrap>
          <Form.Item name="payYuan" label={t('membership.payPriceYuan')} rules={[{ required: true, message: t('membership.required') }]}>
            <InputNumber min={0.01} max={MAX_YUAN} precision={2} step={10} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="bonusYuan" label={t('membership.bonusPriceYuan')}>
            <InputNumber min={0} max={MAX_YUAN} precision={2} step={1} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label={t('membership.received')}>
            <span>{money(toFen(pay) + toFen(bonus))}</span>
          </Form.Item>
          <Form.Item name="sort" label={t('membership.sort')} extra={t('membership.sortHint')}>
            <InputNumber precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('membership.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  )
}
