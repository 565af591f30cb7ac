import { Popup } from 'antd-mobile'
import { CheckCircleFill } from 'antd-mobile-icons'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useCny } from '@/lib/money'
import { formatDate, type TimeLang } from '@/lib/time'
import type { SettlementVoucher } from '../api'
import styles from './VoucherPicker.module.css'

const PERCENT = 1

interface Props {
  open: boolean
  vouchers: SettlementVoucher[]
  chosen: number | null
  onChoose: (id: number | null) => void
  onClose: () => void
}

/** Confirm Order's vouchers: the usable ones with what each saves, the others with why not. */
export function VoucherPicker({ open, vouchers, chosen, onChoose, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} showCloseButton>
      <h2 className={styles.title}>{t('order.voucherTitle')}</h2>
      <ul className={styles.list} data-testid="voucher-picker">
        <li>
          <button type="button" className={styles.option} onClick={() => onChoose(null)} data-testid="voucher-none">
            <span className={styles.name}>{t('order.voucherSkip')}</span>
            {chosen === null && <CheckCircleFill className={styles.check} />}
          </button>
        </li>
        {vouchers.map((voucher) => (
          <li key={voucher.id}>
            <VoucherOption voucher={voucher} chosen={chosen === voucher.id} onChoose={() => onChoose(voucher.id)} />
          </li>
        ))}
      </ul>
    </Popup>
  )
}

function VoucherOption({ voucher, chosen, onChoose }: { voucher: SettlementVoucher; chosen: boolean; onChoose: () => void }) {
  const { t, i18n } = useTranslation()
  const cny = useCny()
  const off =
    voucher.discountType === PERCENT
      ? t('items.percentOff', { percent: voucher.discountValue })
      : t('items.amountOff', { amount: cny(voucher.discountValue) })
  return (
    <button
      type="button"
      className={styles.option}
      disabled={!voucher.usable}
      onClick={onChoose}
      data-testid="voucher-option"
      data-usable={voucher.usable}
    >
      <span className={styles.text}>
        <span className={styles.name}>{voucher.name}</span>
        <span className={styles.terms}>
          {off}
          {voucher.minAmount > 0 && ` · ${t('items.minAmount', { amount: cny(voucher.minAmount) })}`}
          {voucher.expireTime !== null && ` · ${t('items.expires', { date: formatDate(voucher.expireTime, i18n.language as TimeLang) })}`}
        </span>
        {voucher.usable ? (
          <span className={styles.saves}>{t('order.voucherSaves', { amount: cny(voucher.couponPrice) })}</span>
        ) : (
          <span className={styles.reason}>{voucher.reason}</span>
        )}
      </span>
      {chosen && <CheckCircleFill className={styles.check} />}
    </button>
  )
}
