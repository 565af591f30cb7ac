import { RightOutline } from 'antd-mobile-icons'
import { useId, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useCny } from '@/lib/money'
import type { OrderPrice } from '../api'
import { minus } from './money'
import styles from './order.module.css'

interface Props {
  price: OrderPrice
  /** The member level behind the member discount, with its percent. */
  level?: { name: string; percent: number }
  /** The points line's left side below its label (a switch and what the points are worth, or what was used). */
  points: ReactNode
  /** Points line's right side; the confirm page puts its switch there. */
  pointsValue?: ReactNode
  /** Also show the actual payment amount (the confirm page has it in its submit bar). */
  showPay?: boolean
  /** The voucher line's hint and its tap (the confirm page's picker); without them the line shows only when used. */
  voucher?: { hint: ReactNode; onOpen: () => void }
  /** Bought in a bundle: the event line is the bundle's saving on the games' list prices ('mixed': a
   * bundle with other games, the line both the bundle's saving and the events'). */
  bundle?: boolean | 'mixed'
}

/** Every price line of spec §3, each from the server: nothing is computed here. */
export function PriceLines({ price, level, points, pointsValue, showPay = false, voucher, bundle = false }: Props) {
  const { t } = useTranslation()
  const cny = useCny()
  const memberHint = level
    ? level.percent > 0
      ? t('order.levelPercent', { level: level.name, percent: level.percent })
      : level.name
    : undefined
  return (
    <dl className={styles.lines} data-testid="price-lines">
      <Line label={t('order.gameTotal')} value={cny(price.totalPrice)} testId="line-total" />
      <Line label={t(bundle === 'mixed' ? 'order.bundleEventDiscount' : bundle ? 'order.bundleDiscount' : 'order.eventDiscount')} value={minus(price.activityDiscountPrice, cny)} testId="line-event" accent={price.activityDiscountPrice > 0} />
      <Line
        label={t('order.memberDiscount')}
        hint={memberHint}
        value={minus(price.vipPrice, cny)}
        testId="line-member"
        accent={price.vipPrice > 0}
      />
      {(voucher || price.couponPrice > 0) && (
        <Line
          label={t('order.voucher')}
          hint={voucher?.hint}
          value={minus(price.couponPrice, cny)}
          testId="line-voucher"
          accent={price.couponPrice > 0}
          onOpen={voucher?.onOpen}
        />
      )}
      <Line
        label={t('order.pointsDeduction')}
        hint={points}
        value={pointsValue ?? minus(price.pointPrice, cny)}
        testId="line-points"
        accent={price.pointPrice > 0}
      />
      <Line label={t('order.discountAmount')} value={minus(price.discountPrice, cny)} testId="line-discount" accent={price.discountPrice > 0} />
      {/* Total price (合计) is the sum after every discount, Actual payment what is paid now: both are
          the server's payPrice until something like a wallet credit makes them differ. */}
      <Line label={t('order.totalPrice')} value={cny(price.payPrice)} testId="line-sum" strong />
      {showPay && <Line label={t('order.payAmount')} value={cny(price.payPrice)} testId="line-pay" strong accent />}
    </dl>
  )
}

function Line({
  label,
  hint,
  value,
  testId,
  strong = false,
  accent = false,
  onOpen,
}: {
  label: string
  hint?: ReactNode
  value: ReactNode
  testId: string
  strong?: boolean
  accent?: boolean
  /** The line opens something (a picker): the whole line is the button. */
  onOpen?: () => void
}) {
  const labelId = useId()
  const valueId = useId()
  const content = (
    <>
      <dt className={styles.lineLabel} id={labelId}>
        <span>{label}</span>
        {hint && <span className={styles.lineHint}>{hint}</span>}
      </dt>
      <dd className={accent ? styles.lineAccent : styles.lineValue}>
        {onOpen ? (
          // The whole line takes the tap; the button is what a keyboard or a screen reader reaches.
          <button type="button" className={styles.lineButton} aria-labelledby={`${labelId} ${valueId}`}>
            <span id={valueId}>{value}</span>
            <RightOutline className={styles.lineArrow} />
          </button>
        ) : (
          value
        )}
      </dd>
    </>
  )
  if (onOpen) {
    return (
      <div className={styles.lineOpens} data-testid={testId} onClick={onOpen}>
        {content}
      </div>
    )
  }
  return (
    <div className={strong ? styles.lineStrong : styles.line} data-testid={testId}>
      {content}
    </div>
  )
}
