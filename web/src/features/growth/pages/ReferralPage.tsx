import { Empty, InfiniteScroll } from 'antd-mobile'
import { GiftOutline, LinkOutline, UserAddOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError, PageLoading } from '@/components/PageState'
import { ShareButton } from '../components/ShareButton'
import type { PageProps } from '@/lib/paths'
import { formatDate, type TimeLang } from '@/lib/time'
import { useReferralFriends, useReferralSummary, type ReferralFriend } from '../api'
import { Avatar } from '@/components/Avatar'
import styles from './ReferralPage.module.css'

/** My referrals: the friends who registered from the member's shared links, and the points they earned. */
export default function ReferralPage(_props: PageProps<'referrals'>) {
  const { t } = useTranslation()
  // "How it works", in order.
  const steps: { text: string; icon: ReactNode }[] = [
    { text: t('referral.steps.share'), icon: <LinkOutline /> },
    { text: t('referral.steps.register'), icon: <UserAddOutline /> },
    { text: t('referral.steps.reward'), icon: <GiftOutline /> },
  ]
  return (
    <div className={styles.page}>
      <Summary />
      <section className={styles.card}>
        <h2 className={styles.title}>{t('referral.howTitle')}</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.text} className={styles.step}>
              <span className={styles.stepIcon} aria-hidden="true">
                {step.icon}
              </span>
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.card}>
        <h2 className={styles.title}>{t('referral.friendsTitle')}</h2>
        <Friends />
      </section>
    </div>
  )
}

/** Friends invited, their purchases and the points earned, big; under them what each purchase gives. */
function Summary() {
  const { t } = useTranslation()
  const summary = useReferralSummary()
  if (summary.isError) return <PageError message={summary.error.message} onRetry={() => void summary.refetch()} />
  const data = summary.data
  const stats = [
    { label: t('referral.friendCount'), value: data?.friendCount, testId: 'referral-friend-count' },
    { label: t('referral.purchaseCount'), value: data?.purchaseCount, testId: 'referral-purchase-count' },
    { label: t('referral.pointTotal'), value: data?.pointTotal, testId: 'referral-point-total' },
  ]
  return (
    <section className={styles.hero} data-testid="referral-summary">
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.testId} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue} data-testid={stat.testId}>
              {stat.value ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
      {data && (data.sharerPoints > 0 || data.friendPoints > 0) && (
        <p className={styles.rule} data-testid="referral-rule">
          {t('referral.rule', { sharer: data.sharerPoints, friend: data.friendPoints })}
        </p>
      )}
      {/* The store's link with the member's tracking string: a friend signing up from it is theirs. */}
      <ShareButton page="home" id={0} label={t('referral.invite')} className={styles.invite} />
    </section>
  )
}

function Friends() {
  const { t } = useTranslation()
  const friends = useReferralFriends()
  if (friends.isPending) return <PageLoading />
  if (friends.isError) return <PageError message={friends.error.message} onRetry={() => void friends.refetch()} />
  const rows = friends.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) {
    return <Empty description={t('referral.empty')} className={styles.empty} data-testid="referral-empty" />
  }
  return (
    <>
      <ul className={styles.friends}>
        {rows.map((friend) => (
          <FriendRow key={friend.id} friend={friend} />
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await friends.fetchNextPage())} hasMore={friends.hasNextPage}>
        {friends.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </>
  )
}

function FriendRow({ friend }: { friend: ReferralFriend }) {
  const { t, i18n } = useTranslation()
  return (
    <li className={styles.friend} data-testid="referral-friend">
      <Avatar src={friend.avatar} size={40} alt={t('user.avatar')} />
      <div className={styles.main}>
        <div className={styles.nickname}>{friend.nickname}</div>
        <div className={styles.joined}>
          {t('referral.joined', { date: formatDate(friend.joinTime, i18n.language as TimeLang) })}
        </div>
      </div>
      <div className={styles.earned}>
        <div className={friend.pointTotal > 0 ? styles.points : styles.noPoints}>
          {t('referral.points', { count: friend.pointTotal })}
        </div>
        <div className={styles.purchases}>{t('referral.purchases', { count: friend.purchaseCount })}</div>
      </div>
    </li>
  )
}
