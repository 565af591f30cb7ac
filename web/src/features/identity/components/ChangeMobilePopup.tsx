import { Button, Form, Toast } from 'antd-mobile'
import { TextLimits } from '@/client/textLimits'
import { useTranslation } from '@/lib/i18next-lite/react'
import { SheetForm } from '@/components/SheetForm'
import { maskMobile } from '@/lib/mask'
import { currentPlatform } from '@/lib/platform'
import { SmsScene, useUpdateMobile } from '../api'
import { CodeField, MobileField } from './fields'
import { useSubmit } from './useSubmit'

const LIMITS = TextLimits['/app-api/member/user/update-mobile']

interface Values {
  oldCode: string
  mobile: string
  code: string
}

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
  const [form] = Form.useForm<Values>()
  const newMobile: string = Form.useWatch('mobile', form) ?? ''
  const { busy, run } = useSubmit()
  const updateMobile = useUpdateMobile()

  const submit = async ({ oldCode, mobile: typed, code }: Values) => {
    const body = mobile ? { mobile: typed, code, oldCode } : { mobile: typed, code }
    const done = await run(() => updateMobile.mutateAsync(body), t(mobile ? 'account.mobileChanged' : 'account.mobileAdded'))
    if (done) onDone()
  }

  return (
    <SheetForm
      visible={visible}
      title={t(mobile ? 'account.changeMobile' : 'account.addMobile')}
      submitText={t('common.confirm')}
      busy={busy}
      form={form}
      onSubmit={(values) => void submit(values)}
      onClose={onClose}
    >
      {currentPlatform() === 'WechatMiniProgram' && <WechatNumber hadMobile={Boolean(mobile)} />}
      {mobile && (
        <CodeField
          name="oldCode"
          label={t('account.codeTo', { mobile: maskMobile(mobile) })}
          limit={LIMITS.oldCode}
          mobile={mobile}
          scene={SmsScene.changeMobile}
          timer="changeMobile"
        />
      )}
      <MobileField label={t('account.newMobile')} limit={LIMITS.mobile} />
      <CodeField limit={LIMITS.code} mobile={newMobile} scene={SmsScene.changeMobile} timer="changeMobileNew" />
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
