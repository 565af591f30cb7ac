import { Dialog, InfiniteScroll, Toast } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError } from '@/components/PageState'
import type { PageProps } from '@/lib/paths'
import type { TimeLang } from '@/lib/time'
import { dayLabel, groupByDay } from '../components/days'
import {
  EditFooter,
  EmptyList,
  ListSkeleton,
  ListToolbar,
  OfflineRow,
  SelectableItem,
  ToolbarAction,
} from '../components/EditableList'
import { GameRow } from '../components/GameCard'
import { allSelected, selectAll, selectedIn, toggle } from '../components/selection'
import { useNow } from '@/lib/useNow'
import { useCleanFootprints, useDeleteFootprints, useFootprintPages, type Footprint } from '../memberApi'
import styles from './MemberList.module.css'

/** My footprints: the games I opened, by day, newest first; delete some or clear them all. */
export default function FootprintsPage(_props: PageProps<'footprints'>) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as TimeLang
  const now = useNow()
  const footprints = useFootprintPages()
  const [editing, setEditing] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const deleteFootprints = useDeleteFootprints()
  const cleanFootprints = useCleanFootprints()

  const rows = useMemo(() => footprints.data?.pages.flatMap((page) => page.list) ?? [], [footprints.data])
  const days = useMemo(() => groupByDay(rows, (row: Footprint) => row.viewedTime), [rows])

  if (footprints.isPending) return <ListSkeleton />
  if (footprints.isError) {
    return <PageError message={footprints.error.message} onRetry={() => void footprints.refetch()} />
  }
  if (rows.length === 0) return <EmptyList text={t('footprints.empty')} />

  const ids = rows.map((row) => row.spuId)
  const chosen = selectedIn(selected, ids)
  const total = footprints.data.pages[0]?.total ?? rows.length

  const edit = (on: boolean) => {
    setEditing(on)
    setSelected(new Set())
  }
  const run = async (action: () => Promise<unknown>, done: string) => {
    if (busy) return
    setBusy(true)
    try {
      await action()
      setSelected(new Set())
      Toast.show({ content: done, duration: 1500 })
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false)
    }
  }
  const remove = () => {
    if (chosen.length > 0) void run(() => deleteFootprints.mutateAsync(chosen), t('favorites.deleted'))
  }
  const clear = () => {
    setConfirming(false)
    void run(() => cleanFootprints.mutateAsync(), t('footprints.cleared'))
  }
  const heading = (day: string) => {
    const label = dayLabel(day, now, lang)
    if (label.kind === 'today') return t('footprints.today')
    if (label.kind === 'yesterday') return t('footprints.yesterday')
    return label.text
  }

  return (
    <div className={editing ? styles.editing : styles.page} data-testid="footprints">
      <ListToolbar total={total} editing={editing} onEdit={edit}>
        <ToolbarAction onClick={() => setConfirming(true)} testId="clear-footprints">
          {t('footprints.clear')}
        </ToolbarAction>
      </ListToolbar>
      {days.map((group) => (
        <section key={group.day} aria-label={heading(group.day)}>
          <h2 className={styles.day}>{heading(group.day)}</h2>
          <div className={styles.list}>
            {group.items.map((row) => (
              <SelectableItem
                key={row.id}
                editing={editing}
                checked={selected.has(row.spuId)}
                onToggle={() => setSelected((current) => toggle(current, row.spuId))}
                label={row.spu?.name ?? t('favorites.offline')}
              >
                {row.spu ? <GameRow game={row.spu} /> : <OfflineRow />}
              </SelectableItem>
            ))}
          </div>
        </section>
      ))}
      <InfiniteScroll loadMore={async () => void (await footprints.fetchNextPage())} hasMore={footprints.hasNextPage}>
        {footprints.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
      <Dialog
        visible={confirming}
        content={t('footprints.clearConfirm')}
        onClose={() => setConfirming(false)}
        closeOnMaskClick
        actions={[
          [
            { key: 'cancel', text: t('common.cancel'), onClick: () => setConfirming(false) },
            { key: 'clear', text: t('footprints.clear'), bold: true, danger: true, onClick: clear },
          ],
        ]}
      />
      {editing && (
        <EditFooter
          all={allSelected(selected, ids)}
          count={chosen.length}
          busy={busy}
          onSelectAll={(on) => setSelected(selectAll(ids, on))}
          onDelete={remove}
        />
      )}
    </div>
  )
}
