import { useTranslation } from '@/lib/i18next-lite/react'
import { Picture } from '@/components/Picture'
import { useCny } from '@/lib/money'
import { formatDate, type TimeLang } from '@/lib/time'
import { DISCOUNT_TYPE, type Item } from '../api'
import { Rarity } from './Rarity'
import styles from './ItemFacts.module.css'

/** What the list and the sheet both show of an item: picture, name, kind, counts, state, terms. */
export function ItemFacts({ item }: { item: Item }) {
  const { t, i18n } = useTranslation()
  return (
    <div className={styles.facts}>
      <Picture src={item.picUrl} width={64} height={64} sizes="64px" className={styles.picture} alt={item.name} />
      <div className={styles.text}>
        <div className={styles.title}>
          <span className={styles.name} data-testid="item-name">
            {item.name}
          </span>
          <Rarity rarity={item.rarity} />
        </div>
        <div className={styles.meta}>
          <span>{t(`items.type.${item.type}`)}</span>
          <span data-testid="item-counts">{t('items.counts', { owned: item.owned, used: item.used, total: item.total })}</span>
        </div>
        <VoucherTerms item={item} />
        <div className={styles.meta}>
          <span className={styles[`status${item.status}`]} data-testid="item-status" data-status={item.status}>
            {t(`items.status.${item.status}`)}
          </span>
          <span>
            {item.expireTime === null
              ? t('items.noExpiry')
              : t('items.expires', { date: formatDate(item.expireTime, i18n.language as TimeLang) })}
          </span>
        </div>
      </div>
    </div>
  )
}

function VoucherTerms({ item }: { item: Item }) {
  const { t } = useTranslation()
  const cny = useCny()
  const voucher = item.voucher
  if (voucher === null) return null
  const off =
    voucher.discountType === DISCOUNT_TYPE.percent
      ? t('items.percentOff', { percent: voucher.discountValue })
      : t('items.amountOff', { amount: cny(voucher.discountValue) })
  return (
    <div className={styles.terms} data-testid="voucher-terms">
      {off}
      {voucher.minAmount > 0 && ` · ${t('items.minAmount', { amount: cny(voucher.minAmount) })}`}
    </div>
  )
}
