import { Form, Input } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { textRules, type TextLimit } from '@/lib/textRules'
import { isMobile, isPassword } from '@/lib/validators'
import type { SmsTimer } from '@/stores/modal'
import type { SmsSceneValue } from '../api'
import { SmsCodeButton } from './SmsCodeButton'

/*
 * The account fields of an antd-mobile Form, each with its label above (as on the login page): the code's
 * input keeps the room its placeholder needs beside the resend countdown, and a long label ("Code (sent
 * to 139****5782)") has the whole row. Each checks its value as the server will, with `limit` from the
 * operation it is sent to (client/textLimits.ts); a number or code is checked once the member leaves the
 * field, as it is incomplete while being typed.
 */

interface FieldProps {
  /** The form field's name (default: the body field's usual name). */
  name?: string
  limit: TextLimit
  label?: string
}

const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '')

export function MobileField({ name = 'mobile', limit, label }: FieldProps) {
  const { t } = useTranslation()
  const text = label ?? t('login.mobile')
  const invalid = t('login.mobileInvalid')
  return (
    <Form.Item
      name={name}
      label={text}
      layout="vertical"
      normalize={digitsOnly}
      validateTrigger="onBlur"
      rules={textRules(t, limit, { required: invalid, valid: isMobile, invalidMessage: invalid })}
    >
      <Input type="tel" inputMode="numeric" maxLength={limit.maxLength} placeholder={t('login.mobilePlaceholder')} clearable aria-label={text} />
    </Form.Item>
  )
}

export function CodeField({
  name = 'code',
  limit,
  mobile,
  scene,
  timer,
  label,
}: FieldProps & { mobile: string; scene: SmsSceneValue; timer: SmsTimer }) {
  const { t } = useTranslation()
  const text = label ?? t('login.code')
  return (
    <Form.Item
      name={name}
      label={text}
      layout="vertical"
      normalize={digitsOnly}
      validateTrigger="onBlur"
      rules={textRules(t, limit, { required: t('login.enterCode'), invalidMessage: t('login.codeInvalid') })}
      extra={<SmsCodeButton mobile={mobile} scene={scene} timer={timer} />}
    >
      <Input inputMode="numeric" maxLength={limit.maxLength} placeholder={t('login.codePlaceholder')} aria-label={text} />
    </Form.Item>
  )
}

/** A new password: the server's strength rule besides its length; sent as typed, spaces included. */
export function PasswordField({ name = 'password', limit, label }: FieldProps) {
  const { t } = useTranslation()
  const text = label ?? t('account.newPassword')
  const rule = t('account.passwordRule')
  return (
    <Form.Item
      name={name}
      label={text}
      layout="vertical"
      help={rule}
      validateTrigger="onBlur"
      rules={textRules(t, limit, { required: t('account.enterNewPassword'), trim: false, valid: isPassword, invalidMessage: rule })}
    >
      <Input type="password" placeholder={t('account.newPasswordPlaceholder')} aria-label={text} />
    </Form.Item>
  )
}
