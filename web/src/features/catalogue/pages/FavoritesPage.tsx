import { InfiniteScroll, Toast } from 'antd-mobile'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError } from '@/components/PageState'
import type { PageProps } from '@/lib/paths'
import { formatDate, type TimeLang } from '@/lib/time'
import {
  EditFooter,
  EmptyList,
  ListSkeleton,
  ListToolbar,
  OfflineRow,
  SelectableItem,
} from '../components/EditableList'
import { GameRow } from '../components/GameCard'
import { allSelected, selectAll, selectedIn, toggle } from '../components/selection'
import { useFavoritePages, useRemoveFavorites } from '../memberApi'
import styles from './MemberList.module.css'

interface Props extends PageProps<'favorites'> {
  /** Under a game on sale, outside edit mode: what the app adds (the price alert it has). */
  rowExtra?: (spuId: number) => ReactNode
  /** After games were unfavorited (their alerts went with them). */
  onRemoved?: () => void
}

/** My favorites: newest first; in edit mode tick games and unfavorite them. */
export default function FavoritesPage({ rowExtra, onRemoved }: Props) {
  const { t, i18n } = useTranslation()
  const favorites = useFavoritePages()
  const [editing, setEditing] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [busy, setBusy] = useState(false)
  const removeFavorites = useRemoveFavorites()

  if (favorites.isPending) return <ListSkeleton />
  if (favorites.isError) return <PageError message={favorites.error.message} onRetry={() => void favorites.refetch()} />

  const rows = favorites.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) return <EmptyList text={t('favorites.empty')} />
  const ids = rows.map((row) => row.spuId)
  const chosen = selectedIn(selected, ids)
  const total = favorites.data.pages[0]?.total ?? rows.length

  const edit = (on: boolean) => {
    setEditing(on)
    setSelected(new Set())
  }
  const remove = async () => {
    if (chosen.length === 0 || busy) return
    setBusy(true)
    try {
      await removeFavorites.mutateAsync(chosen)
      setSelected(new Set())
      onRemoved?.()
      Toast.show({ content: t('favorites.deleted'), duration: 1500 })
    } catch {
      // The request layer has shown why; what did go is gone from the reloaded list.
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={editing ? styles.editing : styles.page} data-testid="favorites">
      <ListToolbar total={total} editing={editing} onEdit={edit} />
      <div className={styles.list}>
        {rows.map((row) => (
          <SelectableItem
            key={row.id}
            editing={editing}
            checked={selected.has(row.spuId)}
            onToggle={() => setSelected((current) => toggle(current, row.spuId))}
            label={row.spu?.name ?? t('favorites.offline')}
          >
            {row.spu ? (
              <>
                <GameRow game={row.spu} />
                {!editing && rowExtra?.(row.spuId)}
              </>
            ) : (
              <OfflineRow
                when={t('favorites.savedOn', { date: formatDate(row.createTime, i18n.language as TimeLang) })}
              />
            )}
          </SelectableItem>
        ))}
      </div>
      <InfiniteScroll loadMore={async () => void (await favorites.fetchNextPage())} hasMore={favorites.hasNextPage}>
        {favorites.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
      {editing && (
        <EditFooter
          all={allSelected(selected, ids)}
          count={chosen.length}
          busy={busy}
          onSelectAll={(on) => setSelected(selectAll(ids, on))}
          onDelete={() => void remove()}
        />
      )}
    </div>
  )
}
