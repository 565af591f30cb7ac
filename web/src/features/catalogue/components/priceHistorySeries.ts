export interface PricePoint {
  time: number
  displayPrice: number
}

export interface ChartSeries {
  /** Seconds (uPlot's time scale). */
  times: number[]
  prices: number[]
}

/**
 * The chart's steps: each change of price, held until the next, and the last held up to `until` (now),
 * so a price that has not changed for months still draws as a line.
 */
export function chartSeries(points: PricePoint[], until: number): ChartSeries {
  const times = points.map((point) => Math.floor(point.time / 1000))
  const prices = points.map((point) => point.displayPrice)
  const last = points.at(-1)
  if (last && until > last.time) {
    times.push(Math.floor(until / 1000))
    prices.push(last.displayPrice)
  }
  return { times, prices }
}
