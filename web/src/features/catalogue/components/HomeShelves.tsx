import { Skeleton } from 'antd-mobile'
import { RightOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import { useOnline } from '@/lib/online'
import { HOME_SHELF_SIZE, useSpuShelf, type ListName } from '../api'
import { LIST_NAMES } from '../listQuery'
import { GameCard } from './GameCard'
import styles from './HomeShelves.module.css'

const CARD_WIDTH = 120

/** The four home lists as horizontally scrolling shelves, each with a "more" link to its full list. */
export function HomeShelves() {
  return (
    <>
      {LIST_NAMES.map((list) => (
        <Shelf key={list} list={list} />
      ))}
    </>
  )
}

function Shelf({ list }: { list: ListName }) {
  const { t } = useTranslation()
  const nav = useNav()
  const shelf = useSpuShelf(list, HOME_SHELF_SIZE)
  const online = useOnline()
  const titleId = `shelf-${list}`
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={`shelf-${list}`}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t(`list.name.${list}`)}
        </h2>
        <button type="button" className={styles.more} onClick={() => nav.go('gameListBase', { list })}>
          {t('home.more')}
          <RightOutline />
        </button>
      </div>
      {shelf.isPending ? (
        <div className={styles.track} role="status" aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((cell) => (
            <div key={cell} style={{ width: CARD_WIDTH }} className={styles.cell}>
              <Skeleton animated className={styles.coverSkeleton} />
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          ))}
        </div>
      ) : shelf.isError ? (
        <div className={styles.note}>
          {online ? t('common.loadFailed') : t('network.failed')}
          <button type="button" className={styles.retry} onClick={() => void shelf.refetch()}>
            {online ? t('common.retry') : t('network.reconnect')}
          </button>
        </div>
      ) : shelf.data.list.length === 0 ? (
        <div className={styles.note}>{t('home.shelfEmpty')}</div>
      ) : (
        <div className={styles.track}>
          {shelf.data.list.map((game) => (
            <div key={game.id} className={styles.cell}>
              <GameCard game={game} width={CARD_WIDTH} />
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
