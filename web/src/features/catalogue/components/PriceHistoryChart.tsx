/**
 * A version's price history as a step chart (uPlot, some 20 KB gzipped): loaded only when a shopper
 * taps "Price history" on a game page (React.lazy in GameDetailPage), never on the first screen.
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { useTranslation } from '@/lib/i18next-lite/react'
import { api, unwrap } from '@/lib/http'
import { formatPrice } from '@/lib/money'
import { formatDate, type TimeLang } from '@/lib/time'
import { useCatalogueContext } from '@/features/catalogue/api'
import type { PriceUnit } from '@/stores/sys'
import { chartSeries } from './priceHistorySeries'
import styles from './PriceHistoryChart.module.css'

function usePriceHistory(spuId: number) {
  const context = useCatalogueContext()
  return useQuery({
    queryKey: ['catalog', 'price-history', spuId, context.language, context.priceUnit],
    queryFn: () =>
      unwrap(
        api.GET('/app-api/product/spu/price-history', {
          params: { query: { id: spuId, priceUnit: context.priceUnit } },
          showError: false,
        }),
      ),
    staleTime: 60_000,
  })
}

function cssColor(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback
}

export default function PriceHistoryChart({ spuId, skuId }: { spuId: number; skuId: number | undefined }) {
  const { t, i18n } = useTranslation()
  const query = usePriceHistory(spuId)
  const box = useRef<HTMLDivElement>(null)
  const history = query.data
  const version = history?.skus.find((item) => item.id === skuId) ?? history?.skus[0]
  const unit = (history?.priceUnit ?? 'CNY') as PriceUnit
  const lang = i18n.language as TimeLang
  const series = useMemo(() => (version && history ? chartSeries(version.points, history.until) : null), [version, history])

  useEffect(() => {
    const element = box.current
    if (!element || !series || series.times.length === 0) return
    const text = cssColor(element, '--adm-color-text', '#333')
    const grid = cssColor(element, '--adm-color-border', '#e5e5e5')
    const line = cssColor(element, '--adm-color-primary', '#1677ff')
    const price = (value: number) => formatPrice(value, unit, i18n.language)
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: 180,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          {
            stroke: text,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            label: t('prices.axisDate'),
            labelSize: 16,
            // A day's label once, however many ticks fall on it (a history of hours shows one date).
            values: (_u, splits) => splits.map((value) => formatDate(value * 1000, lang)).map((label, index, all) => (all[index - 1] === label ? '' : label)),
            space: 70,
          },
          {
            stroke: text,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            label: t('prices.axisPrice'),
            labelSize: 16,
            // Room for the widest tick ("CN¥1,234.00") beside the rotated label.
            size: (_u, values) => 28 + Math.max(0, ...(values ?? []).map((value) => String(value).length)) * 6.5,
            values: (_u, splits) => splits.map(price),
          },
        ],
        series: [{}, { stroke: line, width: 2, fill: `${line}22`, paths: uPlot.paths.stepped?.({ align: 1 }) }],
      },
      [series.times, series.prices],
      element,
    )
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 240), height: 180 }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [series, unit, lang, i18n.language, t])

  if (query.isPending) return <div className={styles.placeholder} />
  if (query.isError || !version) return <p className={styles.note}>{t('prices.historyError')}</p>
  if (version.points.length === 0) return <p className={styles.note}>{t('prices.historyEmpty')}</p>
  return (
    <figure className={styles.figure} data-testid="price-history-chart">
      <figcaption className={styles.caption}>
        {version.name}
        {version.displayLowestPrice !== null && (
          <span className={styles.lowest}>{t('prices.historyLowest', { price: formatPrice(version.displayLowestPrice, unit, i18n.language) })}</span>
        )}
      </figcaption>
      <div ref={box} className={styles.chart} role="img" aria-label={t('prices.historyTitle')} />
    </figure>
  )
}
