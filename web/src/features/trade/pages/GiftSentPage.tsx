import { Empty, InfiniteScroll } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError, PageLoading } from '@/components/PageState'
import { useCny } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { formatDateMinute, type TimeLang } from '@/lib/time'
import { GiftStatus, useSentGifts, type SentGift } from '../gifts'
import { OrderItemRow } from '../components/OrderItemRow'
import styles from './GiftSentPage.module.css'

type Props = PageProps<'giftSent'> & {
  /** The share button of a waiting gift's link (growth's share sheet, composed by the route). */
  share?: (orderId: number) => ReactNode
}

const TONE: Record<number, string | undefined> = {
  [GiftStatus.waiting]: styles.waiting,
  [GiftStatus.claimed]: styles.claimed,
}

/** The gifts the member gave, newest first: waiting (until when), claimed (by whom, when) or back. */
export default function GiftSentPage({ share }: Props) {
  const { t } = useTranslation()
  const gifts = useSentGifts()
  if (gifts.isPending) return <PageLoading />
  if (gifts.isError) return <PageError message={gifts.error.message} onRetry={() => void gifts.refetch()} />
  const rows = gifts.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) return <Empty className={styles.empty} description={t('gift.sentEmpty')} data-testid="gifts-empty" />
  return (
    <div className={styles.page}>
      <ul className={styles.list}>
        {rows.map((gift) => (
          <GiftRow key={gift.orderId} gift={gift} share={share} />
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await gifts.fetchNextPage())} hasMore={gifts.hasNextPage}>
        {gifts.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </div>
  )
}

function GiftRow({ gift, share }: { gift: SentGift; share?: (orderId: number) => ReactNode }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as TimeLang
  const nav = useNav()
  const cny = useCny()
  const date = (time: number | null) => (time === null ? '' : formatDateMinute(time, lang))
  // A claimed gift's order is the friend's now; the others are the giver's to open.
  const open = gift.status === GiftStatus.claimed ? undefined : () => nav.go('orderDetail', { id: gift.orderId })
  return (
    <li className={styles.card} data-testid="sent-gift" data-status={gift.status}>
      <div className={styles.head}>
        <span className={styles.no}>{t('order.numberShort', { no: gift.orderNo })}</span>
        <span className={TONE[gift.status] ?? styles.ended} data-testid="sent-gift-status">
          {t(`gift.status.${gift.status}`)}
        </span>
      </div>
      <button type="button" className={styles.body} onClick={open} disabled={!open}>
        {gift.items.map((item) => (
          <OrderItemRow key={item.skuId} picUrl={item.picUrl} spuName={item.spuName} skuName={item.skuName} count={item.count} />
        ))}
      </button>
      {gift.message && <p className={styles.message}>“{gift.message}”</p>}
      <div className={styles.foot}>
        <span className={styles.state} data-testid="sent-gift-state">
          {gift.status === GiftStatus.claimed
            ? t('gift.claimedBy', { mobile: gift.friendMobile ?? '', date: date(gift.claimTime) })
            : gift.status === GiftStatus.waiting
              ? t('gift.waiting', { date: date(gift.expireTime) })
              : t('gift.paidOn', { amount: cny(gift.payPrice), date: date(gift.createTime) })}
        </span>
        {gift.status === GiftStatus.waiting && share?.(gift.orderId)}
      </div>
    </li>
  )
}
