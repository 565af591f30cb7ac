import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { SheetForm } from '@/components/SheetForm'
import { maskMobile } from '@/lib/mask'
import { currentPlatform } from '@/lib/platform'
import { isCode, isMobile } from '@/lib/validators'
import { SmsScene, useUpdateMobile } from '../api'
import { CodeField, MobileField } from './fields'
import { useSubmit } from './useSubmit'

/**
 * Both numbers prove control: a code to the current one and a code to the new one. A member who
 * logged in with WeChat and has no number yet adds one with the new number's code alone. In the mini
 * program WeChat's own number can be taken instead (its page proves it; back at start-up changed).
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
      {currentPlatform() === 'WechatMiniProgram' && <WechatNumber hadMobile={Boolean(mobile)} />}
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

function WechatNumber({ hadMobile }: { hadMobile: boolean }) {
  const { t, i18n } = useTranslation()
  const askForWechatNumber = async () => {
    try {
      const { askMiniProgram } = await import('@/lib/miniProgram')
      await askMiniProgram('mobile', { language: i18n.language, hadMobile })
    } catch {
      Toast.show({ icon: 'fail', content: t('common.loadFailed') })
    }
  }
  return (
    <Button block shape="rounded" color="success" onClick={() => void askForWechatNumber()} data-testid="wechat-mobile">
      {t('account.useWechatMobile')}
    </Button>
  )
}
