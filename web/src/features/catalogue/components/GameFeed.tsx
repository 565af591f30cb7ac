import { Button, Empty, InfiniteScroll, Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError } from '@/components/PageState'
import type { useSpuPages } from '../api'
import { GameCard, GameRow } from './GameCard'
import styles from './GameFeed.module.css'

type SpuPages = ReturnType<typeof useSpuPages>

interface Props {
  pages: SpuPages
  layout: 'grid' | 'rows'
  /** What to show when there is no game (defaults to a plain "no games"). */
  empty?: ReactNode
}

/** Games of an infinite query as a 2-column grid or one-column rows, with its loading, empty and error states. */
export function GameFeed({ pages, layout, empty }: Props) {
  const { t } = useTranslation()
  if (pages.isPending) return <FeedSkeleton layout={layout} />
  if (pages.isError && !pages.data) {
    return <PageError message={pages.error.message} onRetry={() => void pages.refetch()} />
  }
  const games = pages.data?.pages.flatMap((page) => page.list) ?? []
  if (games.length === 0) return <>{empty ?? <Empty description={t('list.empty')} />}</>
  return (
    <div className={pages.isPlaceholderData ? styles.stale : undefined} aria-busy={pages.isPlaceholderData}>
      {layout === 'grid' ? (
        <div className={styles.grid}>
          {games.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </div>
      ) : (
        <div>
          {games.map((game) => (
            <GameRow key={game.id} game={game} />
          ))}
        </div>
      )}
      <InfiniteScroll
        loadMore={async () => void (await pages.fetchNextPage({ throwOnError: true }))}
        hasMore={Boolean(pages.hasNextPage) && !pages.isPlaceholderData}
      >
        {(hasMore, failed, retry) =>
          failed ? (
            <span className={styles.failed}>
              {t('list.loadMoreFailed')}
              <Button size="mini" fill="none" color="primary" onClick={retry}>
                {t('common.retry')}
              </Button>
            </span>
          ) : hasMore ? (
            t('common.loading')
          ) : (
            t('common.noMore')
          )
        }
      </InfiniteScroll>
    </div>
  )
}

function FeedSkeleton({ layout }: { layout: 'grid' | 'rows' }) {
  const { t } = useTranslation()
  const cells = Array.from({ length: layout === 'grid' ? 4 : 5 }, (_, index) => index)
  return (
    <div role="status" aria-label={t('common.loading')}>
      {layout === 'grid' ? (
        <div className={styles.grid}>
          {cells.map((cell) => (
            <div key={cell}>
              <Skeleton animated className={styles.coverSkeleton} />
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          ))}
        </div>
      ) : (
        cells.map((cell) => (
          <div key={cell} className={styles.rowSkeleton}>
            <Skeleton animated className={styles.rowCoverSkeleton} />
            <Skeleton.Paragraph lineCount={3} animated className={styles.rowText} />
          </div>
        ))
      )}
    </div>
  )
}
