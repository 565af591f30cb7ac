import { Button, Toast } from 'antd-mobile'
import { GiftOutline } from 'antd-mobile-icons'
import { useTranslation } from '@/lib/i18next-lite/react'
import { Avatar } from '@/components/Avatar'
import { PageGone } from '@/components/PageGone'
import { PageError, PageLoading } from '@/components/PageState'
import { ErrorCode } from '@/client/errorCodes'
import { ApiError } from '@/lib/http'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useLocation } from '@/lib/router'
import { formatDateMinute, type TimeLang } from '@/lib/time'
import { useAppStore } from '@/stores/app'
import { useUserStore } from '@/stores/user'
import { GiftStatus, useClaimGift, useGift, type Gift } from '../gifts'
import { OrderItemRow } from '../components/OrderItemRow'
import { Section } from '../components/Section'
import styles from './GiftClaimPage.module.css'

/** The code's shape (trade/gift_schemas.py GiftCode): anything else is no gift, without asking. */
const CODE = /^[A-Za-z0-9_-]{16,32}$/

/** A gift's link: its games, the giver and their message; a member claims it, a visitor logs in first. */
export default function GiftClaimPage({ query }: PageProps<'giftClaim'>) {
  const code = query.code && CODE.test(query.code) ? query.code : ''
  const gift = useGift(code)
  if (!code) return <NotFound />
  if (gift.isPending) return <PageLoading />
  if (gift.isError) {
    if (gift.error instanceof ApiError && gift.error.code === ErrorCode.TRADE_GIFT_NOT_FOUND) return <NotFound />
    return <PageError message={gift.error.message} onRetry={() => void gift.refetch()} />
  }
  return <Claim code={code} gift={gift.data} />
}

function NotFound() {
  const { t } = useTranslation()
  const nav = useNav()
  return <PageGone testId="gift-not-found" title={t('gift.notFound')} action={t('order.goShopping')} onAction={() => nav.redirect('home')} />
}

function Claim({ code, gift }: { code: string; gift: Gift }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as TimeLang
  return (
    <div className={styles.page} data-testid="gift-claim" data-status={gift.status}>
      <header className={styles.hero}>
        <GiftOutline className={styles.icon} aria-hidden />
        <div className={styles.giver}>
          <Avatar src={gift.giverAvatar ?? ''} size={36} alt={gift.giverNickname} />
          <h1 className={styles.title} data-testid="gift-giver">
            {t('gift.sentYou', { name: gift.giverNickname })}
          </h1>
        </div>
        {gift.message && (
          <blockquote className={styles.message} data-testid="gift-message">
            {gift.message}
          </blockquote>
        )}
      </header>
      <Section title={t('order.games', { count: gift.items.reduce((sum, item) => sum + item.count, 0) })}>
        {gift.items.map((item) => (
          <OrderItemRow key={item.skuId} picUrl={item.picUrl} spuName={item.spuName} skuName={item.skuName} count={item.count} />
        ))}
      </Section>
      <p className={styles.note}>{t('gift.claimNote')}</p>
      <div className={styles.bar}>
        <Outcome code={code} gift={gift} />
        {gift.status === GiftStatus.waiting && gift.expireTime !== null && (
          <span className={styles.until}>{t('gift.claimBy', { date: formatDateMinute(gift.expireTime, lang) })}</span>
        )}
      </div>
    </div>
  )
}

/** What the one who opened the link can do: claim, log in first, share their own, or nothing any more. */
function Outcome({ code, gift }: { code: string; gift: Gift }) {
  const { t } = useTranslation()
  const nav = useNav()
  const location = useLocation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const claim = useClaimGift()

  if (gift.status === GiftStatus.claimed) return <p className={styles.ended} data-testid="gift-taken">{t('gift.alreadyClaimed')}</p>
  if (gift.status !== GiftStatus.waiting) return <p className={styles.ended} data-testid="gift-taken">{t('gift.ended')}</p>
  if (gift.mine) {
    return (
      <>
        <p className={styles.ended} data-testid="gift-mine">{t('gift.mine')}</p>
        <Button block shape="rounded" onClick={() => nav.go('giftSent')} data-testid="gift-view-sent">
          {t('route.giftSent')}
        </Button>
      </>
    )
  }
  if (!loggedIn) {
    const logIn = () => {
      useAppStore.getState().setReturnUrl(`${location.pathname}${location.search}`)
      nav.go('login')
    }
    return (
      <Button block color="primary" shape="rounded" size="large" onClick={logIn} data-testid="gift-login">
        {t('gift.loginToClaim')}
      </Button>
    )
  }
  const onClaim = async () => {
    try {
      const claimed = await claim.mutateAsync(code)
      Toast.show({ content: t('gift.claimedDone'), icon: 'success' })
      nav.redirect('orderDetail', { id: claimed.orderId })
    } catch {
      // The request layer said why (claimed first by someone else, taken back, not for this region);
      // the gift is read again, so the page shows how it stands now.
    }
  }
  return (
    <Button block color="primary" shape="rounded" size="large" loading={claim.isPending} onClick={() => void onClaim()} data-testid="gift-claim-button">
      {t('gift.claim')}
    </Button>
  )
}
