import { useTranslation } from '@/lib/i18next-lite/react'
import { useOwnedOnSteam } from '../steamLibrary'
import styles from './OwnedBadge.module.css'

/** "In your Steam library" on a game the member's bound Steam account owns; nothing otherwise. */
export function SteamOwnedMark({ spuId, className }: { spuId: number; className?: string }) {
  const { t } = useTranslation()
  if (!useOwnedOnSteam(spuId)) return null
  return (
    <span className={className ?? styles.badge} data-testid="steam-owned">
      {t('detail.inSteamLibrary')}
    </span>
  )
}
