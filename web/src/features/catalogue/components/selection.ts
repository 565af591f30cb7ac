/** Pure helpers for a list's edit mode: which ids are ticked. Sets are never changed in place. */

export function toggle<T>(selected: ReadonlySet<T>, id: T): Set<T> {
  const next = new Set(selected)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** Every id ticked, or none when `on` is false. */
export function selectAll<T>(ids: readonly T[], on = true): Set<T> {
  return on ? new Set(ids) : new Set()
}

/** True only when the list is not empty and every id in it is ticked. */
export function allSelected<T>(selected: ReadonlySet<T>, ids: readonly T[]): boolean {
  return ids.length > 0 && ids.every((id) => selected.has(id))
}

/** The ticked ids that are still in the list (after a reload some may be gone), in list order. */
export function selectedIn<T>(selected: ReadonlySet<T>, ids: readonly T[]): T[] {
  return ids.filter((id) => selected.has(id))
}
