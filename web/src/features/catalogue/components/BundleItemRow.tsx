import { CheckCircleFill } from 'antd-mobile-icons'
import { Picture } from '@/components/Picture'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useCny } from '@/lib/money'
import type { BundleItem } from '../bundleApi'
import styles from './BundleItemRow.module.css'

/** Why a version of a bundle cannot be bought now, as its message key; null when it can. */
export function unavailableReason(item: BundleItem): 'bundle.offSale' | 'bundle.soldOut' | null {
  if (!item.onSale) return 'bundle.offSale'
  if (item.stock < 1) return 'bundle.soldOut'
  return null
}

interface Props {
  item: BundleItem
  /** Any-N: whether it is picked (a checkbox); a fixed set: undefined (no choice). */
  picked?: boolean
  /** Any-N: tapping it picks or unpicks it (absent when it cannot be picked now). */
  onToggle?: () => void
  /** A fixed set: the member owns it, so it is left out of what they pay. */
  leftOut?: boolean
}

/** One game of a bundle: cover, name and version, list price, and what stops it from being bought. */
export function BundleItemRow({ item, picked, onToggle, leftOut = false }: Props) {
  const { t } = useTranslation()
  const cny = useCny()
  const reason = unavailableReason(item)
  const body = (
    <>
      <Picture className={styles.cover} src={item.picUrl} width={60} height={80} sizes="60px" />
      <span className={styles.text}>
        <span className={styles.name}>{item.spuName}</span>
        <span className={styles.version}>{item.skuName}</span>
        <span className={styles.tags}>
          <span className={leftOut ? styles.struck : styles.price} data-testid="bundle-item-price">
            {cny(item.price)}
          </span>
          {leftOut ? (
            <span className={styles.owned} data-testid="bundle-item-left-out">
              {t('bundle.ownedLeftOut')}
            </span>
          ) : (
            item.owned && <span className={styles.owned}>{t('bundle.owned')}</span>
          )}
          {reason && !leftOut && (
            <span className={styles.unavailable} data-testid="bundle-item-unavailable">
              {t(reason)}
            </span>
          )}
        </span>
      </span>
    </>
  )
  if (picked === undefined) {
    return (
      <div className={leftOut ? `${styles.row} ${styles.dim}` : styles.row} data-testid="bundle-item" data-sku={item.skuId}>
        {body}
      </div>
    )
  }
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={picked}
      aria-disabled={!onToggle}
      className={`${styles.row} ${styles.pickable} ${picked ? styles.picked : ''} ${reason ? styles.dim : ''}`}
      onClick={onToggle}
      data-testid="bundle-item"
      data-sku={item.skuId}
    >
      {body}
      <span className={styles.check} aria-hidden="true">
        {picked ? <CheckCircleFill className={styles.checkOn} /> : <span className={styles.checkOff} />}
      </span>
    </button>
  )
}
