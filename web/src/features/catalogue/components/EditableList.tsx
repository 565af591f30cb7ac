import { Button, Checkbox, Empty, Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import styles from './EditableList.module.css'

/** Above a member's list: how many entries, Edit / Done, and optional extra actions. */
export function ListToolbar({
  total,
  editing,
  onEdit,
  children,
}: {
  total: number
  editing: boolean
  onEdit: (editing: boolean) => void
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className={styles.toolbar}>
      <span className={styles.total}>{t('favorites.count', { count: total })}</span>
      <span className={styles.actions}>
        {children}
        <button type="button" className={styles.action} onClick={() => onEdit(!editing)} data-testid="edit-toggle">
          {editing ? t('favorites.done') : t('favorites.edit')}
        </button>
      </span>
    </div>
  )
}

/** A toolbar button next to Edit (e.g. clear all). */
export function ToolbarAction({ onClick, children, testId }: { onClick: () => void; children: ReactNode; testId?: string }) {
  return (
    <button type="button" className={styles.action} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  )
}

/** An entry that gets a checkbox in edit mode; tapping it then ticks it instead of opening the game. */
export function SelectableItem({
  editing,
  checked,
  onToggle,
  label,
  children,
}: {
  editing: boolean
  checked: boolean
  onToggle: () => void
  label: string
  children: ReactNode
}) {
  return (
    <div className={styles.item} data-testid="selectable-item">
      {editing && (
        <span className={styles.check}>
          <Checkbox checked={checked} onChange={onToggle} aria-label={label} />
        </span>
      )}
      <div className={styles.content}>
        {children}
        {editing && (
          <button
            type="button"
            className={styles.cover}
            onClick={onToggle}
            aria-pressed={checked}
            aria-label={label}
            tabIndex={-1}
          />
        )}
      </div>
    </div>
  )
}

/** The place of a game taken offline: greyed, labelled, still selectable for deletion. */
export function OfflineRow({ when }: { when?: string }) {
  const { t } = useTranslation()
  return (
    <div className={styles.offline} data-testid="offline-row">
      <span className={styles.offlineCover} aria-hidden="true" />
      <span className={styles.offlineText}>
        <span className={styles.offlineLabel}>{t('favorites.offline')}</span>
        <span className={styles.offlineHint}>{t('favorites.offlineHint')}</span>
        {when && <span className={styles.offlineHint}>{when}</span>}
      </span>
    </div>
  )
}

/** The bar at the bottom in edit mode: select all and delete the ticked entries. */
export function EditFooter({
  all,
  count,
  busy,
  onSelectAll,
  onDelete,
}: {
  all: boolean
  count: number
  busy: boolean
  onSelectAll: (on: boolean) => void
  onDelete: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className={styles.footer}>
      <Checkbox checked={all} onChange={onSelectAll} data-testid="select-all">
        {t('favorites.selectAll')}
      </Checkbox>
      <Button
        color="danger"
        shape="rounded"
        size="small"
        disabled={count === 0}
        loading={busy}
        onClick={onDelete}
        data-testid="delete-selected"
      >
        {t('favorites.delete', { count })}
      </Button>
    </div>
  )
}

/** Nothing listed: a message and a way to the store. */
export function EmptyList({ text }: { text: string }) {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <div className={styles.empty} data-testid="empty-list">
      <Empty description={text} />
      <Button color="primary" shape="rounded" onClick={() => nav.go('home')}>
        {t('favorites.browse')}
      </Button>
    </div>
  )
}

export function ListSkeleton() {
  return (
    <div className={styles.skeleton} data-testid="list-loading">
      <Skeleton.Paragraph lineCount={8} animated />
    </div>
  )
}
