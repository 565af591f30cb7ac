import { Dialog, Form, Radio, Space, TextArea, Toast } from 'antd-mobile'
import { TextLimits } from '@/client/textLimits'
import { SheetForm } from '@/components/SheetForm'
import { TextCount } from '@/components/TextCount'
import { useTranslation } from '@/lib/i18next-lite/react'
import { textRules } from '@/lib/textRules'
import { KEY_REPORT_REASONS, useReportKey, type KeyReportReason } from '../keyReports'
import styles from './ActivationKeys.module.css'

const NOTE = TextLimits['/app-api/trade/order/key-report'].note

interface Values {
  reason: KeyReportReason
  note?: string
}

/**
 * "This key does not work": why (already redeemed, wrong region, invalid) and a note; the answer is a
 * new key at once (shown in the order, revealed) or the report with support, said in a dialog.
 */
export function KeyReportSheet({ orderId, keyId, visible, onClose }: { orderId: number; keyId: number; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const [form] = Form.useForm<Values>()
  const note: string = Form.useWatch('note', form) ?? ''
  const report = useReportKey(orderId)

  // Awaited rather than per-call callbacks: the answer reloads the order, which unmounts this sheet
  // (the key now has a report), and a per-call callback of an unmounted observer never runs.
  const submit = async (values: Values) => {
    try {
      const answer = await report.mutateAsync({ keyId, reason: values.reason, note: values.note ?? '' })
      onClose()
      const replaced = answer.result === 'replaced'
      void Dialog.alert({
        title: t(replaced ? 'keyReport.replacedTitle' : 'keyReport.toSupportTitle'),
        content: t(replaced ? 'keyReport.replaced' : 'keyReport.toSupport'),
        confirmText: t('common.confirm'),
      })
    } catch (error) {
      Toast.show({ icon: 'fail', content: (error instanceof Error && error.message) || t('keyReport.failed') })
    }
  }

  return (
    <SheetForm<Values>
      visible={visible}
      title={t('keyReport.title')}
      submitText={t('keyReport.submit')}
      busy={report.isPending}
      form={form}
      initialValues={{ reason: 1 }}
      onSubmit={(values) => void submit(values)}
      onClose={onClose}
    >
      <Form.Item name="reason" layout="vertical">
        <Radio.Group>
          <Space direction="vertical" className={styles.reasons}>
            {KEY_REPORT_REASONS.map((reason) => (
              <Radio key={reason} value={reason} data-testid={`key-report-reason-${reason}`}>
                {t(`keyReport.reason${reason}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="note" label={t('keyReport.noteLabel')} layout="vertical" rules={textRules(t, NOTE)}>
        <TextArea
          showCount={() => <TextCount value={note} max={NOTE.maxLength} />}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('keyReport.notePlaceholder')}
          aria-label={t('keyReport.noteLabel')}
        />
      </Form.Item>
    </SheetForm>
  )
}
