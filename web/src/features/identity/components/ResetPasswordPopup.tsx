import { Form } from 'antd-mobile'
import { TextLimits } from '@/client/textLimits'
import { useTranslation } from '@/lib/i18next-lite/react'
import { SheetForm } from '@/components/SheetForm'
import { SmsScene, useResetPassword } from '../api'
import { CodeField, MobileField, PasswordField } from './fields'
import { useSubmit } from './useSubmit'

const LIMITS = TextLimits['/app-api/member/user/reset-password']

interface Values {
  mobile: string
  code: string
  password: string
}

interface Props {
  visible: boolean
  initialMobile?: string
  onClose: () => void
}

/** Set a forgotten password with a code sent to the mobile (no login needed). */
export function ResetPasswordPopup({ visible, initialMobile = '', onClose }: Props) {
  const { t } = useTranslation()
  const [form] = Form.useForm<Values>()
  const mobile: string = Form.useWatch('mobile', form) ?? ''
  const { busy, run } = useSubmit()
  const resetPassword = useResetPassword()

  const submit = async ({ mobile, code, password }: Values) => {
    if (await run(() => resetPassword.mutateAsync({ mobile, code, password }), t('account.passwordReset'))) onClose()
  }

  return (
    <SheetForm
      visible={visible}
      title={t('account.resetPassword')}
      submitText={t('common.confirm')}
      busy={busy}
      form={form}
      initialValues={{ mobile: initialMobile }}
      onSubmit={(values) => void submit(values)}
      onClose={onClose}
    >
      <MobileField limit={LIMITS.mobile} />
      <CodeField limit={LIMITS.code} mobile={mobile} scene={SmsScene.resetPassword} timer="resetPassword" />
      <PasswordField limit={LIMITS.password} />
    </SheetForm>
  )
}
