import { Button } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useCny } from '@/lib/money'
import styles from './BundleBar.module.css'

interface Props {
  /** What the member would pay now (fen); null while the pick is no tier. */
  amount: number | null
  /** The games' list prices together (fen), struck through beside a lower amount. */
  listTotal: number
  /** It cannot be bought now (the page says why). */
  disabled: boolean
  label: string
  onBuy: () => void
  /** Puts the pick or set in the cart (absent: no such button); `adding` while it is on its way. */
  onAddToCart?: () => void
  adding?: boolean
}

/** The bundle page's bottom bar: the price of the pick or set, and buying it. */
export function BundleBar({ amount, listTotal, disabled, label, onBuy, onAddToCart, adding = false }: Props) {
  const { t } = useTranslation()
  const cny = useCny()
  return (
    <>
      <div className={styles.spacer} />
      <div className={styles.bar}>
        <span className={styles.amounts}>
          <span className={styles.label}>{label}</span>
          <span className={styles.prices}>
            <strong className={styles.amount} data-testid="bundle-amount">
              {amount === null ? '—' : cny(amount)}
            </strong>
            {amount !== null && listTotal > amount && (
              <s className={styles.list} data-testid="bundle-list-total">
                {cny(listTotal)}
              </s>
            )}
          </span>
        </span>
        <span className={styles.buttons}>
          {onAddToCart && (
            <Button
              className={styles.buy}
              color="primary"
              fill="outline"
              shape="rounded"
              disabled={disabled || amount === null}
              loading={adding}
              onClick={onAddToCart}
              data-testid="bundle-add-to-cart"
            >
              {t('bundle.addToCart')}
            </Button>
          )}
          <Button className={styles.buy} color="primary" shape="rounded" disabled={disabled || amount === null} onClick={onBuy} data-testid="bundle-buy">
            {t('bundle.buy')}
          </Button>
        </span>
      </div>
    </>
  )
}
