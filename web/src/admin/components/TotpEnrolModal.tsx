import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Flex, Input, Modal, QRCode, Spin, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../lib/http'
import { t } from '../lib/i18n'

function beginTotp() {
  return unwrap(adminApi.POST('/admin-api/system/operator/totp/begin'))
}

function confirmTotp(code: string) {
  return unwrap(adminApi.POST('/admin-api/system/operator/totp/confirm', { body: { code } }))
}

/** The logged-in operator sets up two-step verification: a new secret (QR code and text) for their
 * authenticator app, on once a code from it is confirmed; asked at every login after. */
export function TotpEnrolModal({ onClose }: { onClose: () => void }) {
  const client = useQueryClient()
  const { message } = App.useApp()
  const [code, setCode] = useState('')
  const begin = useMutation({ mutationFn: beginTotp, meta: { quiet: true } })
  const confirm = useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => {
      void message.success(t('totp.enabled'))
      void client.invalidateQueries({ queryKey: ['console', 'operators'] })
      onClose()
    },
    meta: { quiet: true },
  })
  const start = begin.mutate
  useEffect(() => start(), [start])
  const valid = /^[0-9]{6}$/.test(code)
  return (
    <Modal
      open
      width={520}
      title={t('totp.title')}
      onCancel={onClose}
      footer={
        begin.data
          ? [
              <Button key="cancel" onClick={onClose}>
                {t('common.cancel')}
              </Button>,
              <Button key="confirm" type="primary" disabled={!valid} loading={confirm.isPending} onClick={() => confirm.mutate(code)}>
                {t('totp.confirm')}
              </Button>,
            ]
          : null
      }
    >
      {begin.isPending && <Spin />}
      {begin.isError && <Alert type="warning" showIcon title={begin.error.message} />}
      {begin.data && (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('totp.scan')}</Typography.Paragraph>
          <Flex gap={16} align="center">
            <QRCode value={begin.data.uri} size={176} bordered data-testid="totp-qr" />
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Typography.Text type="secondary">{t('totp.secret')}</Typography.Text>
              <Typography.Text code copyable data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
                {begin.data.secret}
              </Typography.Text>
            </Flex>
          </Flex>
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            onPressEnter={() => valid && confirm.mutate(code)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('totp.codePlaceholder')}
            aria-label={t('totp.code')}
            style={{ width: 200 }}
          />
          {confirm.isError && <Alert type="error" showIcon title={confirm.error.message} />}
        </Flex>
      )}
    </Modal>
  )
}
