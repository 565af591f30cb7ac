import { Button, Dialog, Form, Input, Radio, Space, Toast } from 'antd-mobile'
import { useState } from 'react'
import { ErrorCode } from '@/client/errorCodes'
import { SheetForm } from '@/components/SheetForm'
import { ApiError } from '@/lib/http'
import { useTranslation } from '@/lib/i18next-lite/react'
import { formatPrice } from '@/lib/money'
import { currentPlatform } from '@/lib/platform'
import { formatDate, type TimeLang } from '@/lib/time'
import { consentToPush } from '../pushConsent'
import { reminderTemplates } from '../reminders'
import {
  alertSummary,
  fenFromYuan,
  PRICE_ALERT_KIND,
  useRemovePriceAlert,
  useSavePriceAlert,
  type PriceAlert,
  type PriceAlertDraft,
  type PriceAlertKind,
} from '../priceAlerts'
import styles from './PriceAlertSheet.module.css'

interface Values {
  kind: PriceAlertKind
  target?: string
}

interface Props {
  spuId: number
  visible: boolean
  onClose: () => void
  /** The member's alert on the game now (null: none). */
  alert: PriceAlert | null
  /** Alerts are for favorites: false, and saving favorites the game first (`favorite`). */
  favorite: boolean
  addFavorite: () => Promise<void>
}

const KINDS = [
  [PRICE_ALERT_KIND.anyDrop, 'priceAlert.kindAny'],
  [PRICE_ALERT_KIND.target, 'priceAlert.kindTarget'],
  [PRICE_ALERT_KIND.historicalLow, 'priceAlert.kindLow'],
] as const

/**
 * Setting, changing or turning off the price alert on a game: any drop, a target price (yuan, what
 * the member is charged whatever the display currency) or its lowest ever here. The alert is told in
 * the app, by Web Push where the member allows it, and in the mini program as a WeChat message the
 * member accepts on its native page.
 */
export function PriceAlertSheet({ spuId, visible, onClose, alert, favorite, addFavorite }: Props) {
  const { t, i18n } = useTranslation()
  const [form] = Form.useForm<Values>()
  const [busy, setBusy] = useState(false)
  const save = useSavePriceAlert()
  const remove = useRemovePriceAlert()
  const yuan = (fen: number) => formatPrice(fen, 'CNY', i18n.language)

  const submit = async (values: Values) => {
    const draft: PriceAlertDraft = {
      spuId,
      kind: values.kind,
      targetPrice: values.kind === PRICE_ALERT_KIND.target ? fenFromYuan(values.target ?? '') : null,
    }
    setBusy(true)
    try {
      if (!favorite) await addFavorite()
      if (currentPlatform() === 'WechatMiniProgram' && (await handOffToMiniProgram(draft))) return
      const saved = await save.mutateAsync(draft)
      onClose()
      await tellHowItComes(alertSummary(t, saved, i18n.language))
    } catch (error) {
      showRefusal(error)
    } finally {
      setBusy(false)
    }
  }

  /** The mini program's page asks the member to accept the WeChat message; the alert is saved on return. */
  const handOffToMiniProgram = async (draft: PriceAlertDraft): Promise<boolean> => {
    const templates = await reminderTemplates().catch(() => [])
    if (!templates.length) return false
    const { askMiniProgram } = await import('@/lib/miniProgram')
    await askMiniProgram('subscribe', { language: i18n.language, templates, priceAlert: draft })
    return true
  }

  /** Web Push asked for (in the app first), then what the member will get said. */
  const tellHowItComes = async (summary: string) => {
    const consent = await consentToPush(() =>
      Dialog.confirm({
        title: t('priceAlert.askTitle'),
        content: t('reminder.askContent'),
        confirmText: t('reminder.allow'),
        cancelText: t('reminder.inAppOnly'),
      }),
    )
    if (consent.pushed) return void Toast.show({ content: t('priceAlert.saved', { summary }), duration: 3000 })
    const inApp = t('priceAlert.savedInApp', { summary })
    if (consent.outcome === 'blocked') {
      return void Dialog.alert({ title: t('reminder.blockedTitle'), content: `${t('priceAlert.blocked')}\n${inApp}`, confirmText: t('common.confirm') })
    }
    const warning = consent.saveFailed ? t('reminder.saveFailed') : WARNINGS[consent.outcome]
    Toast.show({ content: warning ? `${t(warning)}\n${inApp}` : inApp, duration: warning ? 5000 : 3000 })
  }

  /** A refusal of the target goes under its field; anything else in a toast. */
  const showRefusal = (error: unknown) => {
    const message = error instanceof Error ? error.message : t('priceAlert.failed')
    const code = error instanceof ApiError ? error.code : null
    if (code === ErrorCode.PROMOTION_PRICE_ALERT_TARGET_NOT_BELOW || code === ErrorCode.PROMOTION_PRICE_ALERT_TARGET_REQUIRED) {
      form.setFields([{ name: 'target', errors: [message] }])
    } else {
      Toast.show({ icon: 'fail', content: message || t('priceAlert.failed') })
    }
  }

  const turnOff = () =>
    remove.mutate(spuId, {
      onSuccess: () => {
        onClose()
        Toast.show(t('priceAlert.turnedOff'))
      },
      onError: (error) => Toast.show({ icon: 'fail', content: error.message || t('common.loadFailed') }),
    })

  return (
    <SheetForm<Values>
      visible={visible}
      title={t('priceAlert.title')}
      submitText={t('priceAlert.save')}
      busy={busy}
      form={form}
      initialValues={{
        kind: alert?.kind ?? PRICE_ALERT_KIND.anyDrop,
        target: alert?.targetPrice != null ? (alert.targetPrice / 100).toFixed(2) : undefined,
      }}
      onSubmit={(values) => void submit(values)}
      onClose={onClose}
      footer={
        alert && (
          <Button block fill="none" className={styles.turnOff} loading={remove.isPending} onClick={turnOff} data-testid="price-alert-off">
            {t('priceAlert.turnOff')}
          </Button>
        )
      }
    >
      <div className={styles.facts} data-testid="price-alert-facts">
        {alert && <p>{t('priceAlert.lastPrice', { price: yuan(alert.lastPrice) })}</p>}
        {alert?.toldPrice != null && alert.toldFrom != null && alert.toldTime != null && (
          <p>
            {t('priceAlert.lastTold', {
              from: yuan(alert.toldFrom),
              to: yuan(alert.toldPrice),
              date: formatDate(alert.toldTime, i18n.language as TimeLang),
            })}
          </p>
        )}
        {!favorite && <p>{t('priceAlert.favoriteNote')}</p>}
      </div>
      <Form.Item name="kind" layout="vertical">
        <Radio.Group>
          <Space direction="vertical" className={styles.kinds}>
            {KINDS.map(([value, label]) => (
              <Radio key={value} value={value} data-testid={`price-alert-kind-${value}`}>
                {t(label)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) =>
          getFieldValue('kind') === PRICE_ALERT_KIND.target && (
            <Form.Item
              name="target"
              label={t('priceAlert.targetLabel')}
              rules={[
                { required: true, message: t('priceAlert.targetRequired') },
                {
                  validator: (_rule, value: string | undefined) =>
                    !value || (fenFromYuan(value) ?? 0) > 0 ? Promise.resolve() : Promise.reject(new Error(t('priceAlert.targetInvalid'))),
                },
              ]}
            >
              <Input inputMode="decimal" placeholder={t('priceAlert.targetPlaceholder')} maxLength={10} data-testid="price-alert-target" />
            </Form.Item>
          )
        }
      </Form.Item>
    </SheetForm>
  )
}

/** Why an alert is told in the app only, by where notification permission stands (spec §8's words). */
const WARNINGS: Record<'declined' | 'refused' | 'unanswered' | 'unsupported' | 'granted', string | null> = {
  unsupported: 'reminder.unsupported',
  refused: 'reminder.refused',
  unanswered: 'reminder.notAnswered',
  declined: null,
  granted: null,
}
