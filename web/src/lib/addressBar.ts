/** Takes `names` out of the address's query (keeping the rest and the #route), without a reload or history entry. */
export function dropQueryParams(names: readonly string[]): void {
  const query = new URLSearchParams(window.location.search)
  for (const name of names) query.delete(name)
  const rest = query.toString()
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`)
}
