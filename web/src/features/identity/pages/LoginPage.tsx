import { Button, Checkbox, Dialog, Form, Input, Tabs, Toast } from 'antd-mobile'
import { useState } from 'react'
import { TextLimits } from '@/client/textLimits'
import type { TFunction } from '@/lib/i18next-lite'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNavigate } from '@/lib/router'
import { afterLoginTarget, canGoBack } from '@/lib/navigation'
import { routeTo, type PageProps } from '@/lib/paths'
import { textRules } from '@/lib/textRules'
import { useAppStore } from '@/stores/app'
import { useLogin } from '../api'
import { CodeField, MobileField } from '../components/fields'
import { PlatformLogin } from '../components/PlatformLogin'
import { ResetPasswordPopup } from '../components/ResetPasswordPopup'
import { SmsScene } from '../api'
import styles from './LoginPage.module.css'

type Mode = 'sms' | 'password'

const LIMITS = { sms: TextLimits['/app-api/member/auth/sms-login'], password: TextLimits['/app-api/member/auth/login'] }

interface Values {
  mobile: string
  /** The code of an SMS login. */
  code?: string
  /** The password of a password login. */
  password?: string
}

const AGREE_BOX_ID = 'login-agree'

function AgreementLinks() {
  const { t } = useTranslation()
  return (
    <>
      <a href={`#${routeTo('richText', { doc: 'user-agreement' })}`}>{t('login.userAgreement')}</a>
      <span> {t('login.and')} </span>
      <a href={`#${routeTo('richText', { doc: 'privacy-policy' })}`}>{t('login.privacyPolicy')}</a>
    </>
  )
}

/** An unticked agreement is asked about in a dialog that can tick it and go on (not only a toast). */
function askToAgree(t: TFunction): Promise<boolean> {
  return Dialog.confirm({
    title: t('login.agreeTitle'),
    content: <p data-testid="agree-dialog">{t('login.agreeAsk')}</p>,
    confirmText: t('login.agreeAndContinue'),
    cancelText: t('common.cancel'),
  })
}

export default function LoginPage(_props: PageProps<'login'>) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const takeReturnUrl = useAppStore((state) => state.takeReturnUrl)
  const [mode, setMode] = useState<Mode>('sms')
  const [form] = Form.useForm<Values>()
  const mobile: string = Form.useWatch('mobile', form) ?? ''
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  const login = useLogin()
  const [resetOpen, setResetOpen] = useState(false)

  const leave = () => {
    const target = afterLoginTarget(takeReturnUrl(), canGoBack())
    if (target === -1) navigate(-1)
    else navigate(target, { replace: true })
  }

  /** The agreement ticked, or ticked now from the dialog; false when the member declines. */
  const agreeFirst = async () => {
    if (agreed) return true
    if (!(await askToAgree(t))) return false
    setAgreed(true)
    return true
  }

  const submit = async ({ mobile: number, code = '', password = '' }: Values) => {
    if (!(await agreeFirst())) return
    setBusy(true)
    Toast.show({ icon: 'loading', content: t('toast.loggingIn'), duration: 0 })
    try {
      await login.mutateAsync({ mode, mobile: number, secret: mode === 'sms' ? code : password })
      Toast.show({ icon: 'success', content: t('toast.loggedIn') })
      leave()
    } catch (error) {
      Toast.show({ icon: 'fail', content: (error as Error).message || t('login.failed') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.page}>
      <div className={styles.brand}>
        <img src="favicon.svg" alt="" width={56} height={56} />
        <h1>{t('login.welcome')}</h1>
        <p>{t('login.subtitle')}</p>
      </div>
      <PlatformLogin agreeFirst={agreeFirst} onLoggedIn={leave} />
      <Tabs
        activeKey={mode}
        onChange={(key) => {
          setMode(key as Mode)
          form.resetFields(['code', 'password'])
        }}
      >
        <Tabs.Tab title={t('login.bySms')} key="sms" />
        <Tabs.Tab title={t('login.byPassword')} key="password" />
      </Tabs>
      <Form form={form} layout="vertical" className={styles.form} onFinish={(values) => void submit(values)}>
        <MobileField limit={LIMITS[mode].mobile} />
        {mode === 'sms' ? (
          <CodeField limit={LIMITS.sms.code} mobile={mobile} scene={SmsScene.login} timer="smsLogin" />
        ) : (
          <Form.Item
            name="password"
            label={t('login.password')}
            validateTrigger="onBlur"
            rules={textRules(t, LIMITS.password.password, { required: t('login.enterPassword'), trim: false })}
            extra={
              <Button size="small" fill="none" color="primary" onClick={() => setResetOpen(true)}>
                {t('login.forgot')}
              </Button>
            }
          >
            <Input type="password" placeholder={t('login.passwordPlaceholder')} aria-label={t('login.password')} />
          </Form.Item>
        )}
      </Form>
      <Button block color="primary" size="large" shape="rounded" loading={busy} onClick={() => form.submit()}>
        {t('login.submit')}
      </Button>
      <div className={styles.agreement}>
        <Checkbox
          id={AGREE_BOX_ID}
          className={styles.agreeBox}
          checked={agreed}
          onChange={setAgreed}
          data-testid="agree-box"
        />
        <p className={styles.agreementText}>
          <label htmlFor={AGREE_BOX_ID}>{t('login.agreePrefix')} </label>
          <AgreementLinks />
        </p>
      </div>
      <ResetPasswordPopup visible={resetOpen} initialMobile={mobile} onClose={() => setResetOpen(false)} />
    </div>
  )
}
