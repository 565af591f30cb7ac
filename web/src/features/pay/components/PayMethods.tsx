import { AlipayCircleFill, AntOutline, CheckCircleFill, MessageFill, PayCircleOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useCny } from '@/lib/money'
import type { MethodKey, PayMethod } from '../channels'
import styles from './pay.module.css'

const ICONS: Record<MethodKey, ReactNode> = {
  wechat: <MessageFill className={styles.wechat} />,
  alipay: <AlipayCircleFill className={styles.alipay} />,
  wallet: <PayCircleOutline className={styles.walletIcon} />,
  mock: <AntOutline className={styles.mockIcon} />,
}

interface Props {
  methods: PayMethod[]
  selected: string | null
  /** The wallet's balance in fen, shown beside it; null while unknown. */
  balance: number | null
  /** Everything disabled (the order has expired). */
  locked: boolean
  onSelect: (channelCode: string) => void
}

/** The payment methods as one radio group; a disabled one says why. */
export function PayMethods({ methods, selected, balance, locked, onSelect }: Props) {
  const { t } = useTranslation()
  const cny = useCny()
  const hintOf = (method: PayMethod): string | null => {
    if (method.disabled) {
      const reason = t(`pay.disabled.${method.disabled}`)
      return method.key === 'wallet' && balance !== null ? `${t('pay.balance', { amount: cny(balance) })} · ${reason}` : reason
    }
    if (method.key === 'wallet' && balance !== null) return t('pay.balance', { amount: cny(balance) })
    if (method.key === 'mock') return t('pay.mockHint')
    return null
  }
  return (
    <div role="radiogroup" aria-label={t('pay.methods')} className={styles.methods} data-testid="pay-methods">
      {methods.map((method) => {
        const disabled = locked || method.disabled !== null
        const checked = !disabled && selected === method.channelCode
        const hint = hintOf(method)
        return (
          <button
            key={method.key}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-disabled={disabled}
            disabled={disabled}
            className={styles.method}
            onClick={() => onSelect(method.channelCode)}
            data-testid={`pay-method-${method.key}`}
            data-channel={method.channelCode}
          >
            <span className={styles.methodIcon}>{ICONS[method.key]}</span>
            <span className={styles.methodText}>
              <span className={styles.methodName}>{t(`pay.method.${method.key}`)}</span>
              {hint && (
                <span className={method.disabled ? styles.methodReason : styles.methodHint} data-testid="pay-method-hint">
                  {hint}
                </span>
              )}
            </span>
            {checked ? <CheckCircleFill className={styles.radioOn} /> : <span className={styles.radioOff} />}
          </button>
        )
      })}
    </div>
  )
}
