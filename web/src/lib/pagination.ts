/** One page of a list the server pages (PageResult). */
export interface Page<T> {
  list: T[]
  total: number
}

/**
 * TanStack Query's getNextPageParam for pageNo-based lists: the next page while fewer than `total`
 * items are loaded, none after an empty page (the list shrank while scrolling).
 */
export function nextPageParam<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.list.length, 0)
  return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined
}
