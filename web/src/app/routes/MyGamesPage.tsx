import { Button, Empty, InfiniteScroll, Skeleton } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError } from '@/components/PageState'
import { SteamBindPrompt } from '@/features/identity/components/SteamBindPrompt'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useOwnedGamePages } from '@/features/library/api'
import { OwnedGameRow } from '@/features/library/components/OwnedGameRow'
import { SteamLibraryPanel } from '@/features/library/components/SteamLibraryPanel'
import { useGameKeys } from '@/features/library/components/useGameKeys'
import { useOpenGame } from '@/features/library/components/useOpenGame'
import styles from './MyGamesPage.module.css'

/** My games: what the member bought, the latest first, each with a way to open it. */
export default function MyGamesPage(_props: PageProps<'myGames'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const games = useOwnedGamePages()
  const opener = useOpenGame()
  const keys = useGameKeys()

  if (games.isPending) {
    return (
      <div className={styles.skeleton} data-testid="list-loading">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    )
  }
  if (games.isError) return <PageError message={games.error.message} onRetry={() => void games.refetch()} />

  const rows = games.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) {
    return (
      <>
        <SteamBindPrompt />
        <SteamLibraryPanel />
        <div className={styles.empty} data-testid="empty-list">
          <Empty className={styles.emptyBox} description={t('myGames.empty')} />
          <p className={styles.emptyHint}>{t('myGames.emptyHint')}</p>
          <Button color="primary" shape="rounded" onClick={() => nav.go('home')}>
            {t('myGames.toStore')}
          </Button>
        </div>
      </>
    )
  }
  const total = games.data.pages[0]?.total ?? rows.length

  return (
    <div className={styles.page} data-testid="my-games">
      <SteamBindPrompt />
      <SteamLibraryPanel />
      <div className={styles.toolbar}>{t('myGames.count', { count: total })}</div>
      <div className={styles.list}>
        {rows.map((game) => (
          <OwnedGameRow
            key={game.spuId}
            game={game}
            openable={opener.canOpen(game)}
            opening={opener.opening === game.spuId}
            onShow={() => nav.go('gameDetail', { id: game.spuId })}
            onKeys={() => keys.show(game)}
            onOpen={() => opener.open(game)}
          />
        ))}
      </div>
      <InfiniteScroll loadMore={async () => void (await games.fetchNextPage())} hasMore={games.hasNextPage}>
        {games.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
      {opener.sheets}
      {keys.sheet}
    </div>
  )
}
