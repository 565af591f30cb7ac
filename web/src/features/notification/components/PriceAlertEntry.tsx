import { BellOutline, RightOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useLoginGate } from '@/lib/loginGate'
import { useLocation } from '@/lib/router'
import { alertSummary, usePriceAlert, usePriceAlertsByGame } from '../priceAlerts'
import { PriceAlertSheet } from './PriceAlertSheet'
import styles from './PriceAlertEntry.module.css'

interface Props {
  spuId: number
  favorite: boolean
  addFavorite: () => Promise<void>
}

/** The game page's "Tell me when it's cheaper" row: what the member's alert waits for, tap to change it. */
export function PriceAlertRow({ spuId, favorite, addFavorite }: Props) {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const gate = useLoginGate()
  const alert = usePriceAlert(spuId)
  const [open, setOpen] = useState(false)
  const current = alert.data ?? null
  return (
    <>
      <button
        type="button"
        className={styles.row}
        onClick={() => gate(() => setOpen(true), { page: `${location.pathname}${location.search}`, reason: 'priceAlert' })}
        data-testid="price-alert-entry"
      >
        <BellOutline className={current ? styles.bellOn : styles.bell} aria-hidden />
        <span className={styles.label}>
          {current ? t('priceAlert.on', { summary: alertSummary(t, current, i18n.language) }) : t('priceAlert.entry')}
        </span>
        <RightOutline className={styles.chevron} aria-hidden />
      </button>
      <PriceAlertSheet
        spuId={spuId}
        visible={open}
        onClose={() => setOpen(false)}
        alert={current}
        favorite={favorite}
        addFavorite={addFavorite}
      />
    </>
  )
}

/** On a favorite in the member's list: the alert it has (tap to change it) or a way to set one. */
export function PriceAlertChip({ spuId }: { spuId: number }) {
  const { t, i18n } = useTranslation()
  const alerts = usePriceAlertsByGame()
  const [open, setOpen] = useState(false)
  if (alerts.isPending) return null
  const current = alerts.data?.get(spuId) ?? null
  return (
    <>
      <button
        type="button"
        className={current ? styles.chipOn : styles.chip}
        onClick={() => setOpen(true)}
        data-testid="price-alert-chip"
      >
        <BellOutline aria-hidden />
        <span>{current ? alertSummary(t, current, i18n.language) : t('priceAlert.chip')}</span>
      </button>
      <PriceAlertSheet
        spuId={spuId}
        visible={open}
        onClose={() => setOpen(false)}
        alert={current}
        favorite
        addFavorite={() => Promise.resolve()}
      />
    </>
  )
}
