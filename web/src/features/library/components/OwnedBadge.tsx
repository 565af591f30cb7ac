import { CheckCircleFill } from 'antd-mobile-icons'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useGameOwned } from '../ownedGames'
import styles from './OwnedBadge.module.css'

/** "Owned" beside a game's name, for a member who bought it; nothing for visitors or others. */
export function OwnedBadge({ spuId }: { spuId: number }) {
  const { t } = useTranslation()
  const owned = useGameOwned(spuId)
  if (owned.data !== true) return null
  return (
    <span className={styles.badge} data-testid="owned-badge">
      <CheckCircleFill aria-hidden="true" />
      {t('detail.owned')}
    </span>
  )
}
