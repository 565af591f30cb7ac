import { Button } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { Picture } from '@/components/Picture'
import { formatDate, type TimeLang } from '@/lib/time'
import type { OwnedGame } from '../api'
import styles from './OwnedGameRow.module.css'

/** One game on My Games: tapping it opens its page; Keys leads to the orders holding its activation
 * keys (even ones deleted from the order list); Open starts it (when it has a way to open). */
export function OwnedGameRow({
  game,
  openable,
  opening,
  onShow,
  onKeys,
  onOpen,
}: {
  game: OwnedGame
  openable: boolean
  opening: boolean
  onShow: () => void
  onKeys: () => void
  onOpen: () => void
}) {
  const { t, i18n } = useTranslation()
  return (
    <div className={styles.row} data-testid="owned-game">
      <button type="button" className={styles.main} onClick={onShow}>
        <Picture className={styles.cover} src={game.picUrl} width={72} height={96} sizes="72px" />
        <span className={styles.text}>
          <span className={styles.name}>{game.name}</span>
          <span className={styles.team}>{game.brandName}</span>
          <span className={styles.bought}>
            {t('myGames.boughtOn', { date: formatDate(game.createTime, i18n.language as TimeLang) })}
          </span>
        </span>
      </button>
      <div className={styles.actions}>
        <Button
          className={styles.open}
          shape="rounded"
          size="small"
          onClick={onKeys}
          aria-label={t('myGames.keysLabel', { name: game.name })}
          data-testid="game-keys"
        >
          {t('myGames.keys')}
        </Button>
        {openable && (
          <Button
            className={styles.open}
            color="primary"
            shape="rounded"
            size="small"
            loading={opening}
            onClick={onOpen}
            aria-label={t('myGames.openLabel', { name: game.name })}
            data-testid="open-game"
          >
            {t('myGames.open')}
          </Button>
        )}
      </div>
    </div>
  )
}
