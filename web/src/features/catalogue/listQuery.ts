import type { ListName } from './api'

export const LIST_NAMES: readonly ListName[] = ['featured', 'low-priced', 'new', 'best-selling']

/** A `list` query parameter naming one of the home lists, else undefined. */
export function parseListName(value: string | undefined): ListName | undefined {
  return LIST_NAMES.find((name) => name === value)
}

/** A positive whole-number id from a query parameter, else undefined. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined
  const id = Number(value)
  return id > 0 ? id : undefined
}
