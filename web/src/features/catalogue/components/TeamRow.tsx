import { Button } from 'antd-mobile'
import type { MouseEvent } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { usePendingIntent } from '@/lib/loginIntent'
import { useNav } from '@/lib/navigation'
import { useFollowBrand } from '../memberApi'
import { useLoginGate } from '@/lib/loginGate'
import { TeamLogo } from './TeamLogo'
import styles from './TeamRow.module.css'

/** Follow / following for a team; visitors are asked to log in first, and follow once they have. */
export function FollowButton({ brandId, followed, disabled }: { brandId: number; followed: boolean; disabled?: boolean }) {
  const { t } = useTranslation()
  const gate = useLoginGate()
  const follow = useFollowBrand()
  const onClick = (event: MouseEvent) => {
    event.stopPropagation()
    gate(() => follow.mutate({ brandId, follow: !followed }), { intent: { kind: 'follow', brandId } })
  }
  // A visitor who tapped Follow and logged in follows the team now, once their follow state is known.
  usePendingIntent(
    (intent) => intent.kind === 'follow' && intent.brandId === brandId,
    () => {
      if (!followed) follow.mutate({ brandId, follow: true })
    },
    !disabled,
  )
  return (
    <Button
      size="mini"
      shape="rounded"
      color="primary"
      fill={followed ? 'outline' : 'solid'}
      className={styles.follow}
      loading={follow.isPending}
      disabled={disabled}
      onClick={onClick}
      data-testid="follow-button"
    >
      {followed ? t('teams.following') : t('teams.follow')}
    </Button>
  )
}

interface TeamRowProps {
  brand: {
    id: number
    name: string
    logo: string
    description?: string
    followerCount: number
    gameCount?: number
  }
  followed: boolean
  /** Follow state not known yet (the button waits). */
  pending?: boolean
}

/** A team: logo, name, description, counts and the follow button; tapping it opens the team's games. */
export function TeamRow({ brand, followed, pending }: TeamRowProps) {
  const { t } = useTranslation()
  const nav = useNav()
  const open = () => nav.go('gameListBase', { brandId: brand.id })
  return (
    <div className={styles.row} data-testid="team-row">
      <button type="button" className={styles.main} onClick={open}>
        <TeamLogo logo={brand.logo} name={brand.name} size={48} />
        <span className={styles.text}>
          <span className={styles.name}>{brand.name}</span>
          {brand.description && <span className={styles.description}>{brand.description}</span>}
          <span className={styles.counts}>
            {brand.gameCount !== undefined && <span>{t('teams.games', { count: brand.gameCount })}</span>}
            <span>{t('teams.followers', { count: brand.followerCount })}</span>
          </span>
        </span>
      </button>
      <FollowButton brandId={brand.id} followed={followed} disabled={pending} />
    </div>
  )
}
