import { useTranslation } from '@/lib/i18next-lite/react'
import type { SortField, SpuQuery } from '../api'
import styles from './SortBar.module.css'

/** The order asked for; `field: null` is the list's own order (spec §9 sorts). */
export interface SortState {
  field: SortField | null
  asc: boolean
}

export const DEFAULT_SORT: SortState = { field: null, asc: false }

const FIELDS: SortField[] = ['newest', 'popular', 'price']

/**
 * The order after tapping `clicked`: newest and most popular run high to low; price starts low to high
 * and each further tap on it turns the direction round.
 */
export function nextSort(current: SortState, clicked: SortField): SortState {
  if (clicked !== 'price') return { field: clicked, asc: false }
  if (current.field === 'price') return { field: 'price', asc: !current.asc }
  return { field: 'price', asc: true }
}

/** The `sort` query parameter: newest, popular, price-asc or price-desc. */
export function sortToParam(sort: SortState): string | undefined {
  if (sort.field === null) return undefined
  if (sort.field === 'price') return sort.asc ? 'price-asc' : 'price-desc'
  return sort.field
}

export function sortFromParam(param: string | undefined): SortState {
  switch (param) {
    case 'newest':
    case 'popular':
      return { field: param, asc: false }
    case 'price-asc':
      return { field: 'price', asc: true }
    case 'price-desc':
      return { field: 'price', asc: false }
    default:
      return DEFAULT_SORT
  }
}

/** The API's sortField/sortAsc for a sort (nothing for the list's own order). */
export function sortQuery(sort: SortState): Pick<SpuQuery, 'sortField' | 'sortAsc'> {
  return sort.field === null ? {} : { sortField: sort.field, sortAsc: sort.asc }
}

interface Props {
  value: SortState
  onChange: (next: SortState) => void
  className?: string
}

/** Newest, most popular, price (tap again to switch between low-to-high and high-to-low). */
export function SortBar({ value, onChange, className }: Props) {
  const { t } = useTranslation()
  return (
    <div className={className ? `${styles.bar} ${className}` : styles.bar} role="group" aria-label={t('list.sort.label')}>
      {FIELDS.map((field) => {
        const active = value.field === field
        const priceLabel = active && field === 'price' ? t(value.asc ? 'list.sort.priceAsc' : 'list.sort.priceDesc') : undefined
        return (
          <button
            key={field}
            type="button"
            className={active ? `${styles.item} ${styles.active}` : styles.item}
            aria-pressed={active}
            aria-label={priceLabel}
            onClick={() => onChange(nextSort(value, field))}
            data-testid={`sort-${field}`}
          >
            <span className={styles.label}>{t(`list.sort.${field}`)}</span>
            {field === 'price' && (
              <span className={styles.arrows} aria-hidden="true">
                <span className={active && value.asc ? `${styles.up} ${styles.on}` : styles.up} />
                <span className={active && !value.asc ? `${styles.down} ${styles.on}` : styles.down} />
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}
