import { Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { newPasswordProblem } from '../newPassword'
import { SheetForm } from '@/components/SheetForm'
import { maskMobile } from '@/lib/mask'
import { isCode } from '@/lib/validators'
import { SmsScene, useUpdatePassword } from '../api'
import { CodeField, PasswordField } from './fields'
import { useSubmit } from './useSubmit'

/** A new password, confirmed by a code sent to the account's own mobile. */
export function ChangePasswordPopup({ visible, mobile, onClose }: { visible: boolean; mobile: string; onClose: () => void }) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const { busy, run } = useSubmit()
  const updatePassword = useUpdatePassword()

  const submit = async () => {
    const passwordProblem = newPasswordProblem(password)
    if (passwordProblem) return Toast.show(t(passwordProblem))
    if (!isCode(code, 6)) return Toast.show(t('login.enterCode'))
    if (await run(() => updatePassword.mutateAsync({ password, code }), t('account.passwordChanged'))) onClose()
  }

  return (
    <SheetForm
      visible={visible}
      title={t('account.changePassword')}
      submitText={t('common.confirm')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <CodeField
        label={t('account.codeTo', { mobile: maskMobile(mobile) })}
        value={code}
        onChange={setCode}
        mobile={mobile}
        scene={SmsScene.changePassword}
        timer="changePassword"
      />
      <PasswordField value={password} onChange={setPassword} />
    </SheetForm>
  )
}
