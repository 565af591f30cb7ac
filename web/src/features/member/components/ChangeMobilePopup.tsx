import { Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { SheetForm } from '@/components/SheetForm'
import { maskMobile } from '@/lib/mask'
import { isCode, isMobile } from '@/lib/validators'
import { SmsScene, useUpdateMobile } from '../api'
import { CodeField, MobileField } from './fields'
import { useSubmit } from './useSubmit'

/**
 * Both numbers prove control: a code to the current one and a code to the new one. A member who
 * logged in with WeChat and has no number yet adds one with the new number's code alone.
 */
export function ChangeMobilePopup({
  visible,
  mobile,
  onClose,
  onDone = onClose,
}: {
  visible: boolean
  mobile: string | null
  onClose: () => void
  /** After the number changed (default: close). */
  onDone?: () => void
}) {
  const { t } = useTranslation()
  const [oldCode, setOldCode] = useState('')
  const [newMobile, setNewMobile] = useState('')
  const [code, setCode] = useState('')
  const { busy, run } = useSubmit()
  const updateMobile = useUpdateMobile()

  const submit = async () => {
    if ((mobile && !isCode(oldCode, 6)) || !isMobile(newMobile) || !isCode(code, 6)) {
      return Toast.show(t('login.enterMobileAndCode'))
    }
    const body = mobile ? { mobile: newMobile, code, oldCode } : { mobile: newMobile, code }
    const done = await run(() => updateMobile.mutateAsync(body), t(mobile ? 'account.mobileChanged' : 'account.mobileAdded'))
    if (done) onDone()
  }

  return (
    <SheetForm
      visible={visible}
      title={t(mobile ? 'account.changeMobile' : 'account.addMobile')}
      submitText={t('common.confirm')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      {mobile && (
        <CodeField
          label={t('account.codeTo', { mobile: maskMobile(mobile) })}
          value={oldCode}
          onChange={setOldCode}
          mobile={mobile}
          scene={SmsScene.changeMobile}
          timer="changeMobile"
        />
      )}
      <MobileField label={t('account.newMobile')} value={newMobile} onChange={setNewMobile} />
      <CodeField
        value={code}
        onChange={setCode}
        mobile={newMobile}
        scene={SmsScene.changeMobile}
        timer="changeMobileNew"
      />
    </SheetForm>
  )
}
