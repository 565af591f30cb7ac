import { Button } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { startSteamBinding } from '../steamBinding'
import { useUserInfo } from '../userInfo'
import styles from './SteamBindPrompt.module.css'

/** Asks a member without a bound Steam account to bind one (My games); shows nothing otherwise. */
export function SteamBindPrompt() {
  const { t } = useTranslation()
  const info = useUserInfo()
  if (!info.data || info.data.steam) return null
  return (
    <div className={styles.prompt} data-testid="steam-bind-prompt">
      <div className={styles.text}>
        <strong>{t('steam.promptTitle')}</strong>
        <span>{t('steam.promptText')}</span>
      </div>
      <Button size="small" color="primary" shape="rounded" onClick={() => void startSteamBinding().catch(() => undefined)}>
        {t('steam.bind')}
      </Button>
    </div>
  )
}
