import { Form } from 'antd-mobile'
import { TextLimits } from '@/client/textLimits'
import { useTranslation } from '@/lib/i18next-lite/react'
import { SheetForm } from '@/components/SheetForm'
import { maskMobile } from '@/lib/mask'
import { SmsScene, useUpdatePassword } from '../api'
import { CodeField, PasswordField } from './fields'
import { useSubmit } from './useSubmit'

const LIMITS = TextLimits['/app-api/member/user/update-password']

interface Values {
  code: string
  password: string
}

/** A new password, confirmed by a code sent to the account's own mobile. */
export function ChangePasswordPopup({ visible, mobile, onClose }: { visible: boolean; mobile: string; onClose: () => void }) {
  const { t } = useTranslation()
  const [form] = Form.useForm<Values>()
  const { busy, run } = useSubmit()
  const updatePassword = useUpdatePassword()

  const submit = async ({ code, password }: Values) => {
    if (await run(() => updatePassword.mutateAsync({ password, code }), t('account.passwordChanged'))) onClose()
  }

  return (
    <SheetForm
      visible={visible}
      title={t('account.changePassword')}
      submitText={t('common.confirm')}
      busy={busy}
      form={form}
      onSubmit={(values) => void submit(values)}
      onClose={onClose}
    >
      <CodeField
        label={t('account.codeTo', { mobile: maskMobile(mobile) })}
        limit={LIMITS.code}
        mobile={mobile}
        scene={SmsScene.changePassword}
        timer="changePassword"
      />
      <PasswordField limit={LIMITS.password} />
    </SheetForm>
  )
}
