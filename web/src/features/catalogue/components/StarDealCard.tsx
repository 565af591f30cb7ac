import { ClockCircleOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { Picture } from '@/components/Picture'
import { useTranslation } from '@/lib/i18next-lite/react'
import { formatPrice, percentOff } from '@/lib/money'
import { formatCountdown, type TimeLang } from '@/lib/time'
import { useNow } from '@/lib/useNow'
import type { StarDeal } from '../starDeals'
import { dealPhase } from '../starDealsShown'
import styles from './StarDealCard.module.css'

/**
 * A star deal: the game, the deal price against the list price (no member discount on it), a stock
 * bar of the keys left and a countdown to its start or end. `action` is the page's buy button;
 * `onOpen` opens the game (the home card; the game's own page leaves it out).
 */
export function StarDealCard({ deal, action, onOpen }: { deal: StarDeal; action?: ReactNode; onOpen?: () => void }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as TimeLang
  const phase = dealPhase(deal, useNow(1000, deal.endTime))
  const off = percentOff(deal.price, deal.listPrice)
  const sold = deal.quantity - deal.left
  return (
    <section className={styles.card} data-testid="star-deal" data-phase={phase} aria-label={t('starDeal.title')}>
      <header className={styles.head}>
        <strong className={styles.badge}>{t(phase === 'coming' ? 'starDeal.next' : 'starDeal.title')}</strong>
        <DealClock deal={deal} phase={phase} lang={lang} />
      </header>
      <div className={styles.body}>
        <button type="button" className={styles.game} onClick={onOpen} disabled={!onOpen}>
          <Picture className={styles.cover} src={deal.picUrl} width={90} height={120} sizes="60px" />
          <span className={styles.names}>
            <span className={styles.name}>{deal.spuName}</span>
            <span className={styles.version}>{deal.skuName}</span>
          </span>
        </button>
        <div className={styles.prices}>
          <strong className={styles.price} data-testid="star-deal-price">
            {formatPrice(deal.price, 'CNY', i18n.language)}
          </strong>
          <s className={styles.list}>{formatPrice(deal.listPrice, 'CNY', i18n.language)}</s>
          {off > 0 && <span className={styles.off}>-{off}%</span>}
        </div>
      </div>
      <div className={styles.stock}>
        <div
          className={styles.bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={deal.quantity}
          aria-valuenow={sold}
          aria-label={t('starDeal.soldOf', { sold, quantity: deal.quantity })}
        >
          <span className={styles.fill} style={{ width: `${(100 * sold) / Math.max(1, deal.quantity)}%` }} />
        </div>
        <span className={styles.left} data-testid="star-deal-left">
          {phase === 'soldOut' ? t('starDeal.soldOut') : t('starDeal.left', { left: deal.left, quantity: deal.quantity })}
        </span>
      </div>
      <p className={styles.note}>
        {t('starDeal.noMemberDiscount')} · {t('starDeal.limit', { count: deal.memberLimit })}
      </p>
      {action && <div className={styles.action}>{action}</div>}
    </section>
  )
}

function DealClock({ deal, phase, lang }: { deal: StarDeal; phase: ReturnType<typeof dealPhase>; lang: TimeLang }) {
  const { t } = useTranslation()
  const now = useNow(1000, deal.endTime)
  if (phase === 'ended' || phase === 'soldOut') return null
  const coming = phase === 'coming'
  return (
    <span className={styles.clock} data-testid="star-deal-clock">
      <ClockCircleOutline />
      <span>{t(coming ? 'starDeal.startsIn' : 'starDeal.endsIn')}</span>
      <strong className={styles.time}>{formatCountdown((coming ? deal.startTime : deal.endTime) - now, lang)}</strong>
    </span>
  )
}
