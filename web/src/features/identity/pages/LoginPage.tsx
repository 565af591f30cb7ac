import { Button, Checkbox, Dialog, Form, Input, Tabs, Toast } from 'antd-mobile'
import { useState } from 'react'
import type { TFunction } from '@/lib/i18next-lite'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNavigate } from '@/lib/router'
import { isCode, isMobile } from '@/lib/validators'
import { afterLoginTarget, canGoBack } from '@/lib/navigation'
import { routeTo, type PageProps } from '@/lib/paths'
import { useAppStore } from '@/stores/app'
import { useLogin } from '../api'
import { PlatformLogin } from '../components/PlatformLogin'
import { ResetPasswordPopup } from '../components/ResetPasswordPopup'
import { SmsCodeButton } from '../components/SmsCodeButton'
import { SmsScene } from '../api'
import styles from './LoginPage.module.css'

type Mode = 'sms' | 'password'

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
  const [mobile, setMobile] = useState('')
  const [secret, setSecret] = useState('')
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

  const submit = async () => {
    const codeOk = mode === 'sms' ? isCode(secret, 6) : secret.length > 0
    if (!isMobile(mobile) || !codeOk) {
      Toast.show(t(mode === 'sms' ? 'login.enterMobileAndCode' : 'login.enterMobileAndPassword'))
      return
    }
    if (!(await agreeFirst())) return
    setBusy(true)
    Toast.show({ icon: 'loading', content: t('toast.loggingIn'), duration: 0 })
    try {
      await login.mutateAsync({ mode, mobile, secret })
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
          setSecret('')
        }}
      >
        <Tabs.Tab title={t('login.bySms')} key="sms" />
        <Tabs.Tab title={t('login.byPassword')} key="password" />
      </Tabs>
      <Form layout="vertical" className={styles.form}>
        <Form.Item label={t('login.mobile')}>
          <Input
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder={t('login.mobilePlaceholder')}
            value={mobile}
            onChange={(value) => setMobile(value.replace(/\D/g, ''))}
            clearable
            aria-label={t('login.mobile')}
          />
        </Form.Item>
        {mode === 'sms' ? (
          <Form.Item
            label={t('login.code')}
            extra={<SmsCodeButton mobile={mobile} scene={SmsScene.login} timer="smsLogin" />}
          >
            <Input
              inputMode="numeric"
              maxLength={6}
              placeholder={t('login.codePlaceholder')}
              value={secret}
              onChange={(value) => setSecret(value.replace(/\D/g, ''))}
              aria-label={t('login.code')}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('login.password')}
            extra={
              <Button size="small" fill="none" color="primary" onClick={() => setResetOpen(true)}>
                {t('login.forgot')}
              </Button>
            }
          >
            <Input
              type="password"
              maxLength={64}
              placeholder={t('login.passwordPlaceholder')}
              value={secret}
              onChange={setSecret}
              aria-label={t('login.password')}
            />
          </Form.Item>
        )}
      </Form>
      <Button block color="primary" size="large" shape="rounded" loading={busy} onClick={submit}>
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
