/** A discount as taken off ("−¥30.18"); nothing taken off reads as the plain zero. */
export function minus(fen: number, cny: (fen: number) => string): string {
  return fen > 0 ? `−${cny(fen)}` : cny(0)
}
