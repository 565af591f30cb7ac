/** Recent searches, most recent first, kept in localStorage under `search-history`. */

export const SEARCH_HISTORY_KEY = 'search-history'
export const SEARCH_HISTORY_MAX = 10

/** The list after searching for `keyword`: it moves to the front, once, and the list keeps at most 10. */
export function pushKeyword(history: readonly string[], keyword: string, max = SEARCH_HISTORY_MAX): string[] {
  const word = keyword.trim()
  if (!word) return history.slice(0, max)
  return [word, ...history.filter((item) => item !== word)].slice(0, max)
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The stored searches; anything unreadable counts as none. */
export function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SEARCH_HISTORY_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    const words = parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    return [...new Set(words.map((word) => word.trim()))].slice(0, SEARCH_HISTORY_MAX)
  } catch {
    return []
  }
}

function write(history: string[]): void {
  try {
    storage()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history))
  } catch {
    // Private mode or a full quota: the history is a convenience, searching still works.
  }
}

/** Records a search and answers the new list. */
export function addSearchHistory(keyword: string): string[] {
  const next = pushKeyword(readSearchHistory(), keyword)
  write(next)
  return next
}

export function clearSearchHistory(): void {
  try {
    storage()?.removeItem(SEARCH_HISTORY_KEY)
  } catch {
    // See write().
  }
}
