import { Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { newPasswordProblem } from '../newPassword'
import { SheetForm } from '@/components/SheetForm'
import { isCode, isMobile } from '@/lib/validators'
import { SmsScene, useResetPassword } from '../api'
import { CodeField, MobileField, PasswordField } from './fields'
import { useSubmit } from './useSubmit'

interface Props {
  visible: boolean
  initialMobile?: string
  onClose: () => void
}

/** Set a forgotten password with a code sent to the mobile (no login needed). */
export function ResetPasswordPopup({ visible, initialMobile = '', onClose }: Props) {
  const { t } = useTranslation()
  const [mobile, setMobile] = useState(initialMobile)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const { busy, run } = useSubmit()
  const resetPassword = useResetPassword()

  const submit = async () => {
    if (!isMobile(mobile) || !isCode(code, 6)) return Toast.show(t('login.enterMobileAndCode'))
    const passwordProblem = newPasswordProblem(password)
    if (passwordProblem) return Toast.show(t(passwordProblem))
    if (await run(() => resetPassword.mutateAsync({ mobile, code, password }), t('account.passwordReset'))) onClose()
  }

  return (
    <SheetForm
      visible={visible}
      title={t('account.resetPassword')}
      submitText={t('common.confirm')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <MobileField value={mobile} onChange={setMobile} />
      <CodeField value={code} onChange={setCode} mobile={mobile} scene={SmsScene.resetPassword} timer="resetPassword" />
      <PasswordField value={password} onChange={setPassword} />
    </SheetForm>
  )
}
