import type { Category } from './api'

/** The tree is at most 10 levels deep (spec §9); the bound also guards against a cycle in bad data. */
const MAX_DEPTH = 10

function byOrder(a: Category, b: Category): number {
  return a.sort - b.sort || a.id - b.id
}

/** The categories without a parent, in the operator's order. */
export function topCategories(categories: readonly Category[]): Category[] {
  return categories.filter((category) => category.parentId === null).sort(byOrder)
}

export function childCategories(categories: readonly Category[], parentId: number): Category[] {
  return categories.filter((category) => category.parentId === parentId).sort(byOrder)
}

/** The category and its ancestors, top-level first; empty when the id is unknown. */
export function categoryPath(categories: readonly Category[], id: number): Category[] {
  const byId = new Map(categories.map((category) => [category.id, category]))
  const path: Category[] = []
  let current = byId.get(id)
  while (current && path.length < MAX_DEPTH && !path.includes(current)) {
    path.unshift(current)
    current = current.parentId === null ? undefined : byId.get(current.parentId)
  }
  return path[0]?.parentId === null ? path : []
}
