import { Button, Toast } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { nativeShell } from '@/lib/nativeShell'
import { currentPlatform } from '@/lib/platform'
import { ShellLoginCancelled, useAppWechatLogin, useOneTapLogin } from '../api'
import styles from './PlatformLogin.module.css'

interface Props {
  /** The user agreement ticked, or ticked now from its dialog; false when the member declines. */
  agreeFirst: () => Promise<boolean>
  onLoggedIn: () => void
}

/**
 * The platform's own ways to log in, above the SMS and password form (spec §1): in the app shell
 * one-tap login and WeChat through the shell; in the WeChat browser WeChat's authorization; in the
 * mini program WeChat's login and phone number on the mini program's own page.
 */
export function PlatformLogin({ agreeFirst, onLoggedIn }: Props) {
  const platform = currentPlatform()
  if (platform === 'App' && nativeShell()) return <ShellLogins agreeFirst={agreeFirst} onLoggedIn={onLoggedIn} />
  if (platform === 'WechatOfficialAccount') return <WechatLogin agreeFirst={agreeFirst} start={wechatBrowserLogin} />
  if (platform === 'WechatMiniProgram') return <WechatLogin agreeFirst={agreeFirst} start={miniProgramLogin} />
  return null
}

function ShellLogins({ agreeFirst, onLoggedIn }: Props) {
  const { t } = useTranslation()
  const oneTap = useOneTapLogin()
  const appWechat = useAppWechatLogin()

  /** A login the shell carries out: cancelled there, nothing is said. */
  const shellLogin = async (run: () => Promise<unknown>) => {
    if (!(await agreeFirst())) return
    try {
      await run()
      Toast.show({ icon: 'success', content: t('toast.loggedIn') })
      onLoggedIn()
    } catch (error) {
      if (!(error instanceof ShellLoginCancelled)) Toast.show({ icon: 'fail', content: (error as Error).message })
    }
  }

  return (
    <>
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        loading={oneTap.isPending}
        onClick={() => void shellLogin(oneTap.mutateAsync)}
        data-testid="one-tap-login"
      >
        {t('login.oneTap')}
      </Button>
      <Button
        block
        size="large"
        shape="rounded"
        className={`${styles.wechat} ${styles.second}`}
        loading={appWechat.isPending}
        onClick={() => void shellLogin(appWechat.mutateAsync)}
        data-testid="app-wechat-login"
      >
        {t('login.byWechat')}
      </Button>
      <p className={styles.or}>{t('login.orByCode')}</p>
    </>
  )
}

/** WeChat's authorization page, back at start-up logged in (../wechat.ts, loaded on the tap). */
async function wechatBrowserLogin(): Promise<void> {
  const { startWechatLogin } = await import('../wechat')
  // Its failure was said by the request (spec §8 messages).
  await startWechatLogin().catch(() => undefined)
}

/** The mini program's login page (WeChat's phone number), back at start-up logged in. */
async function miniProgramLogin(language: string): Promise<void> {
  const { askMiniProgram } = await import('@/lib/miniProgram')
  await askMiniProgram('login', { language })
}

/** "WeChat login" first, above the phone form; `start` leaves the page and comes back logged in. */
function WechatLogin({ agreeFirst, start }: Pick<Props, 'agreeFirst'> & { start: (language: string) => Promise<void> }) {
  const { t, i18n } = useTranslation()
  const wechatLogin = async () => {
    if (!(await agreeFirst())) return
    await start(i18n.language).catch(() => Toast.show({ icon: 'fail', content: t('login.failed') }))
  }
  return (
    <>
      <Button
        block
        size="large"
        shape="rounded"
        className={styles.wechat}
        onClick={() => void wechatLogin()}
        data-testid="wechat-login"
      >
        {t('login.byWechat')}
      </Button>
      <p className={styles.or}>{t('login.orByPhone')}</p>
    </>
  )
}
