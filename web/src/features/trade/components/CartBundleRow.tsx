import { Checkbox } from 'antd-mobile'
import { CartDeleteButton } from './CartDeleteButton'
import { useTranslation } from '@/lib/i18next-lite/react'
import { Picture } from '@/components/Picture'
import { formatPrice } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PriceUnit } from '@/stores/sys'
import type { CartBundle } from '../cartApi'
import styles from './CartBundleRow.module.css'

interface Props {
  bundle: CartBundle
  /** Ticked: its selection for checkout, or in Edit mode for deleting (`editing`). */
  checked: boolean
  onCheck: (checked: boolean) => void
  /** Edit mode: every group has a checkbox (one that cannot be bought too) and no delete button. */
  editing?: boolean
  onDelete: () => void
}

/** A bundle in the cart as one group: its name and price, its games each with its share, or why it
 * cannot be bought now; selected for checkout like an item, removed as a whole. */
export function CartBundleRow({ bundle, checked, onCheck, editing = false, onDelete }: Props) {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const unit = bundle.priceUnit as PriceUnit
  const price = (amount: number) => formatPrice(amount, unit, i18n.language)
  const checkId = `cart-bundle-check-${bundle.id}`
  const open = () => nav.go('bundle', { id: bundle.bundleId })
  return (
    <div className={bundle.available ? styles.group : `${styles.group} ${styles.unavailable}`} data-testid="cart-bundle" data-id={bundle.id}>
      <div className={styles.head}>
        <span className={styles.check}>
          {(bundle.available || editing) && (
            <>
              <Checkbox checked={checked} onChange={onCheck} id={checkId} data-testid="cart-bundle-check" />
              <label htmlFor={checkId} className="visually-hidden">
                {t('cart.selectItem', { name: bundle.name })}
              </label>
            </>
          )}
        </span>
        <span className={styles.tag}>{t('cart.bundle')}</span>
        <button type="button" className={styles.name} onClick={open} data-testid="cart-bundle-name">
          {bundle.name}
        </button>
        {!editing && <CartDeleteButton name={bundle.name} onDelete={onDelete} testId="cart-bundle-delete" />}
      </div>
      <ul className={styles.games}>
        {bundle.items.map((item) => (
          <li key={item.skuId} className={styles.game} data-testid="cart-bundle-game">
            <Picture className={styles.cover} src={item.picUrl} width={36} height={48} sizes="36px" />
            <span className={styles.gameText}>
              <span className={styles.gameName}>{item.spuName}</span>
              <span className={styles.version}>{item.skuName}</span>
            </span>
            {bundle.available && <span className={styles.share}>{price(item.share)}</span>}
          </li>
        ))}
      </ul>
      <div className={styles.foot}>
        {bundle.available ? (
          <>
            {bundle.ownedSkuIds.length > 0 && (
              <span className={styles.note}>{t('order.bundleOwned', { count: bundle.ownedSkuIds.length })}</span>
            )}
            <span className={styles.price}>
              {bundle.displayListPrice > bundle.displayPrice && <s className={styles.list}>{price(bundle.displayListPrice)}</s>}
              <strong data-testid="cart-bundle-price">{price(bundle.displayPrice)}</strong>
            </span>
          </>
        ) : (
          <span className={styles.problem} role="note" data-testid="cart-bundle-problem">
            {bundle.problem}
          </span>
        )}
      </div>
    </div>
  )
}
