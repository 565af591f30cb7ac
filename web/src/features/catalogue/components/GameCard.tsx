import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import type { components } from '@/client/schema'
import { Picture } from '@/components/Picture'
import { Price } from '@/components/Price'
import { useCardMark } from '../cardMark'
import styles from './GameCard.module.css'

type SpuSummary = components['schemas']['SpuSummaryResp']

/** The game page on the version the card priced, so it opens at the card's price. */
function detailQuery(game: SpuSummary) {
  return game.skuId === null ? { id: game.id } : { id: game.id, skuId: game.skuId }
}

/** Two columns on a phone, four from 600 px (GameFeed's grid), in a page at most 960 px wide. */
const GRID_SIZES = '(min-width: 960px) 230px, (min-width: 600px) 25vw, 50vw'

/** A game in a grid or shelf (`width` px wide): cover (3:4, lazy; marked when its discount is the
 * lowest it has had here), name, team and price. */
export function GameCard({ game, width }: { game: SpuSummary; width?: number }) {
  const nav = useNav()
  const mark = useCardMark()
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className={styles.card}
      style={width ? { width } : undefined}
      onClick={() => nav.go('gameDetail', detailQuery(game))}
      data-testid="game-card"
    >
      <Picture className={styles.cover} src={game.picUrl} width={300} height={400} sizes={width ? `${width}px` : GRID_SIZES} />
      <span className={styles.name}>{game.name}</span>
      <span className={styles.team}>{game.brandName}</span>
      {mark?.(game.id, styles.mark)}
      <Price item={game} size="compact" />
      {/* Drawn on the cover's corner, read after the game's name and price. */}
      {game.lowestEver && (
        <span className={styles.lowestEver} data-testid="card-lowest-ever">
          {t('prices.lowestEverShort')}
        </span>
      )}
    </button>
  )
}

/** A game in a one-column list: cover on the left, details on the right. */
export function GameRow({ game, extra }: { game: SpuSummary; extra?: React.ReactNode }) {
  const nav = useNav()
  const mark = useCardMark()
  return (
    <div className={styles.row} data-testid="game-row">
      <button type="button" className={styles.rowMain} onClick={() => nav.go('gameDetail', detailQuery(game))}>
        <Picture className={styles.rowCover} src={game.picUrl} width={90} height={120} sizes="72px" />
        <span className={styles.rowText}>
          <span className={styles.name}>{game.name}</span>
          <span className={styles.intro}>{game.introduction}</span>
          <span className={styles.tags}>{game.tags.slice(0, 3).join(' · ')}</span>
          {mark?.(game.id, styles.mark)}
          <Price item={game} />
        </span>
      </button>
      {extra}
    </div>
  )
}
