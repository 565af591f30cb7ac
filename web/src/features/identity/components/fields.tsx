import { Form, Input } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { SmsTimer } from '@/stores/modal'
import type { SmsSceneValue } from '../api'
import { SmsCodeButton } from './SmsCodeButton'

/*
 * The account fields, each with its label above (as on the login page): the code's input keeps the room
 * its placeholder needs beside the resend countdown, and a long label ("Code (sent to 139****5782)")
 * has the whole row.
 */

interface FieldProps {
  value: string
  onChange: (value: string) => void
}

export function MobileField({ value, onChange, label }: FieldProps & { label?: string }) {
  const { t } = useTranslation()
  const text = label ?? t('login.mobile')
  return (
    <Form.Item label={text} layout="vertical">
      <Input
        type="tel"
        inputMode="numeric"
        maxLength={11}
        placeholder={t('login.mobilePlaceholder')}
        value={value}
        onChange={(next) => onChange(next.replace(/\D/g, ''))}
        aria-label={text}
      />
    </Form.Item>
  )
}

export function CodeField({
  value,
  onChange,
  mobile,
  scene,
  timer,
  label,
}: FieldProps & { mobile: string; scene: SmsSceneValue; timer: SmsTimer; label?: string }) {
  const { t } = useTranslation()
  const text = label ?? t('login.code')
  return (
    <Form.Item label={text} layout="vertical" extra={<SmsCodeButton mobile={mobile} scene={scene} timer={timer} />}>
      <Input
        inputMode="numeric"
        maxLength={6}
        placeholder={t('login.codePlaceholder')}
        value={value}
        onChange={(next) => onChange(next.replace(/\D/g, ''))}
        aria-label={text}
      />
    </Form.Item>
  )
}

export function PasswordField({ value, onChange, label }: FieldProps & { label?: string }) {
  const { t } = useTranslation()
  const text = label ?? t('account.newPassword')
  return (
    <Form.Item label={text} layout="vertical" help={t('account.passwordRule')}>
      <Input
        type="password"
        maxLength={64}
        placeholder={t('account.newPasswordPlaceholder')}
        value={value}
        onChange={onChange}
        aria-label={text}
      />
    </Form.Item>
  )
}
