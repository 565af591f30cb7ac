import { Button, Result, SpinLoading, Toast } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { startSteamBinding } from '../steamBinding'
import { useSteamBind } from '../api'
import styles from './SteamBindPage.module.css'

const STEAM_ID = /^7656119\d{10}$/

/**
 * index/steam (spec §2): Steam's sign-in comes back here through the server, which checked Steam's
 * answer. With a verified Steam id the binding completes and the member goes on to My information;
 * otherwise they can sign in with Steam again.
 */
export default function SteamBindPage({ query }: PageProps<'indexSteam'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const bind = useSteamBind()
  const { mutate } = bind
  const started = useRef(false)
  const userId = Number(query.userId)
  const steamId = query.steamId ?? ''
  const usable = !query.errCode && query.type === 'steam' && Number.isSafeInteger(userId) && STEAM_ID.test(steamId)

  useEffect(() => {
    if (!usable || started.current) return
    started.current = true
    mutate(
      { userId, steamId },
      {
        onSuccess: () => {
          Toast.show({ content: t('wechat.bound'), icon: 'success' })
          nav.redirect('userInfo')
        },
      },
    )
  }, [usable, userId, steamId, mutate, nav, t])

  if (usable && !bind.isError) {
    return (
      <div className={styles.page} data-testid="steam-binding">
        <SpinLoading />
        <p>{t('wechat.binding')}</p>
      </div>
    )
  }
  const message = bind.error?.message ?? t('steam.signInFailed')
  return (
    <div className={styles.page} data-testid="steam-bind-failed">
      <Result status="error" title={t('steam.bindFailed')} description={message} />
      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" onClick={() => void startSteamBinding().catch(() => undefined)}>
          {t('steam.signInAgain')}
        </Button>
        <Button block shape="rounded" onClick={() => nav.redirect('userInfo')}>
          {t('steam.toMyInfo')}
        </Button>
      </div>
    </div>
  )
}
