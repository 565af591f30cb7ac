import { Checkbox, Stepper } from 'antd-mobile'
import type { ReactNode } from 'react'
import { CartDeleteButton } from './CartDeleteButton'
import { useTranslation } from '@/lib/i18next-lite/react'
import { Picture } from '@/components/Picture'
import { formatPrice } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PriceUnit } from '@/stores/sys'
import type { CartLine } from '../cartApi'
import { maxCount, unavailableReason } from '../cartLines'
import styles from './CartItemRow.module.css'

interface Props {
  line: CartLine
  /** Whether the checkbox is ticked: the item's selection, or in edit mode the delete tick. */
  checked: boolean
  onCheck: (checked: boolean) => void
  /** Absent for items that cannot be bought (no stepper). */
  onCount?: (count: number) => void
  /** A delete button on the row (unavailable items outside edit mode). */
  onDelete?: () => void
  /** Items that cannot be bought get no checkbox outside edit mode. */
  showCheck: boolean
  /** A warning the page adds under the version (e.g. keys that will not activate where the member is). */
  notice?: ReactNode
}

/** One cart item: tick, cover, game and version, price, and a stepper (or why it cannot be bought). */
export function CartItemRow({ line, checked, onCheck, onCount, onDelete, showCheck, notice }: Props) {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const { sku, spu } = line
  const unit = sku.priceUnit as PriceUnit
  const available = onCount !== undefined
  const open = () => nav.go('gameDetail', { id: spu.id, skuId: sku.id })
  const checkId = `cart-item-check-${line.id}`
  return (
    <div className={available ? styles.row : styles.unavailable} data-testid="cart-item" data-id={line.id}>
      <span className={styles.check}>
        {showCheck && (
          <>
            <Checkbox checked={checked} onChange={onCheck} id={checkId} data-testid="cart-item-check" />
            <label htmlFor={checkId} className="visually-hidden">
              {t('cart.selectItem', { name: spu.name })}
            </label>
          </>
        )}
      </span>
      <button type="button" className={styles.coverButton} onClick={open} tabIndex={-1} aria-hidden="true">
        <Picture className={styles.cover} src={spu.picUrl} width={66} height={88} sizes="66px" />
      </button>
      <div className={styles.main}>
        <button type="button" className={styles.name} onClick={open}>
          {spu.name}
        </button>
        <span className={styles.version}>{sku.name}</span>
        {notice}
        {!available && (
          <span className={styles.reason} data-testid="cart-item-reason">
            {t(`cart.reason.${unavailableReason(line)}`)}
          </span>
        )}
        <div className={styles.bottom}>
          <span className={styles.price}>
            <strong data-testid="cart-item-price">{formatPrice(sku.displayMemberPrice, unit, i18n.language)}</strong>
            {sku.displayReferencePrice !== null && (
              <s className={styles.market} data-testid="cart-item-was">
                {formatPrice(sku.displayReferencePrice, unit, i18n.language)}
              </s>
            )}
          </span>
          {available ? (
            <Stepper
              className={styles.stepper}
              value={line.count}
              min={1}
              max={Math.max(maxCount(line), line.count)}
              digits={0}
              inputReadOnly
              onChange={(value) => {
                const count = Math.round(value)
                if (count >= 1 && count !== line.count) onCount(count)
              }}
              data-testid="cart-item-stepper"
            />
          ) : (
            <span className={styles.count}>×{line.count}</span>
          )}
          {onDelete && <CartDeleteButton name={spu.name} onDelete={onDelete} testId="cart-item-delete" className={styles.delete} />}
        </div>
        {available && sku.stock < line.count && (
          <span className={styles.reason}>{t('cart.fewLeft', { count: sku.stock })}</span>
        )}
      </div>
    </div>
  )
}
