import type { components } from '@/client/schema'

type PageResult = components['schemas'][Extract<keyof components['schemas'], `PageResult_${string}`>]

/**
 * One page of a list the server pages: what every generated `PageResult_*` has (its `total` …),
 * with `list` of the rows the caller shows. The shop's and the console's lists alike.
 */
export type Page<T> = Omit<PageResult, 'list'> & { list: T[] }

/**
 * TanStack Query's getNextPageParam for pageNo-based lists: the next page while fewer than `total`
 * items are loaded, none after an empty page (the list shrank while scrolling).
 */
export function nextPageParam<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.list.length, 0)
  return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined
}
