import { Badge, List, ProgressBar, Skeleton } from 'antd-mobile'
import {
  AppstoreOutline,
  BankcardOutline,
  CalendarOutline,
  CheckShieldOutline,
  EditSOutline,
  ClockCircleOutline,
  GiftOutline,
  GlobalOutline,
  MessageOutline,
  PlayOutline,
  QuestionCircleOutline,
  SetOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
  CouponOutline,
  UserAddOutline,
  SendOutline,
  UserContactOutline,
} from 'antd-mobile-icons'
import { useTranslation } from '@/lib/i18next-lite/react'
import { OrderShortcuts } from '@/features/trade/components/OrderShortcuts'
import { PageError } from '@/components/PageState'
import { formatPrice } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useWallet } from '@/features/pay/wallet'
import { useUserStore } from '@/stores/user'
import { useUserInfo, type UserInfo } from '@/features/identity/api'
import { Avatar } from '@/components/Avatar'
import { LevelBadge } from '@/features/loyalty/components/LevelBadge'
import { PendingExperience, PendingPointsLink } from '@/features/loyalty/components/PendingRewards'
import { useUnreadCount } from '@/features/notification/api'
import styles from './UserCenterPage.module.css'

export default function UserCenterPage(_props: PageProps<'userCenter'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const info = useUserInfo()

  return (
    <div>
      <header className={styles.header}>
        <div className={styles.navTitle}>{t('route.userCenter')}</div>
        {!loggedIn ? (
          <button type="button" className={styles.profile} onClick={() => nav.go('login')}>
            <Avatar alt={t('user.avatar')} />
            <div className={styles.texts}>
              <div className={styles.nickname}>{t('user.tapToLogin')}</div>
              <div className={styles.hint}>{t('user.loginBenefits')}</div>
            </div>
          </button>
        ) : info.isPending ? (
          <div className={styles.profile}>
            <Skeleton animated className={styles.avatarSkeleton} />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ) : info.isError ? (
          <PageError message={info.error.message} onRetry={() => void info.refetch()} />
        ) : (
          <Profile
            user={info.data}
            onOpen={() => nav.go('userInfo')}
            onLevel={() => nav.go('level')}
            onPoints={() => nav.go('point')}
          />
        )}
      </header>
      {loggedIn && <OrderShortcuts />}
      <List className={styles.list}>
        <List.Item prefix={<UserContactOutline />} onClick={() => nav.go('userInfo')}>
          {t('route.userInfo')}
        </List.Item>
        <List.Item prefix={<CalendarOutline />} onClick={() => nav.go('signIn')} data-testid="check-in-entry">
          {t('route.signIn')}
        </List.Item>
        <List.Item prefix={<CheckShieldOutline />} onClick={() => nav.go('tasks')} data-testid="tasks-entry">
          {t('route.tasks')}
        </List.Item>
        <List.Item prefix={<CouponOutline />} onClick={() => nav.go('items')} data-testid="items-entry">
          {t('route.items')}
        </List.Item>
        <List.Item prefix={<AppstoreOutline />} onClick={() => nav.go('collection')} data-testid="collection-entry">
          {t('route.collection')}
        </List.Item>
        <List.Item prefix={<UserAddOutline />} onClick={() => nav.go('referrals')} data-testid="referrals-entry">
          {t('route.referrals')}
        </List.Item>
        <List.Item prefix={<SendOutline />} onClick={() => nav.go('giftSent')} data-testid="gifts-entry">
          {t('route.giftSent')}
        </List.Item>
        <List.Item prefix={<GiftOutline />} onClick={() => nav.go('point')}>
          {t('route.point')}
        </List.Item>
        <List.Item
          prefix={<BankcardOutline />}
          extra={loggedIn ? <WalletBalance /> : undefined}
          onClick={() => nav.go('wallet')}
          data-testid="wallet-entry"
        >
          {t('route.wallet')}
        </List.Item>
        <List.Item prefix={<PlayOutline />} onClick={() => nav.go('myGames')}>
          {t('route.myGames')}
        </List.Item>
        <List.Item prefix={<ShopbagOutline />} onClick={() => nav.go('cart')}>
          {t('route.cart')}
        </List.Item>
        <List.Item prefix={<StarOutline />} onClick={() => nav.go('favorites')}>
          {t('route.favorites')}
        </List.Item>
        <List.Item prefix={<ClockCircleOutline />} onClick={() => nav.go('footprints')}>
          {t('route.footprints')}
        </List.Item>
        <List.Item prefix={<TeamOutline />} onClick={() => nav.go('teams')}>
          {t('route.teams')}
        </List.Item>
        {loggedIn && <NotificationsEntry />}
        {loggedIn && (
          <List.Item prefix={<EditSOutline />} onClick={() => nav.go('feedback')} data-testid="feedback-entry">
            {t('route.feedback')}
          </List.Item>
        )}
        <List.Item prefix={<QuestionCircleOutline />} onClick={() => nav.go('help')} data-testid="help-entry">
          {t('route.help')}
        </List.Item>
        <List.Item prefix={<SetOutline />} onClick={() => nav.go('settings')}>
          {t('route.settings')}
        </List.Item>
        <List.Item prefix={<GlobalOutline />} onClick={() => nav.go('language')}>
          {t('route.language')}
        </List.Item>
      </List>
    </div>
  )
}

interface ProfileProps {
  user: UserInfo
  onOpen: () => void
  onLevel: () => void
  onPoints: () => void
}

/**
 * The profile (opens My information), the points pending under it (open the point records) and the
 * level card (opens Membership level).
 */
function Profile({ user, onOpen, onLevel, onPoints }: ProfileProps) {
  const { t } = useTranslation()
  const { level } = user
  const progress = level.nextExperience
    ? Math.min(100, Math.round((user.experience / level.nextExperience) * 100))
    : 100
  return (
    <>
      <button type="button" className={styles.profile} onClick={onOpen}>
        <Avatar src={user.avatar} alt={t('user.avatar')} />
        <div className={styles.texts}>
          <div className={styles.nickname}>{user.nickname}</div>
          <div className={styles.stats}>
            <span>
              {t('user.points')} <strong data-testid="points">{user.point}</strong>
            </span>
          </div>
        </div>
      </button>
      <div className={styles.pending}>
        <PendingPointsLink points={user.pendingPoint} onOpen={onPoints} />
      </div>
      <button type="button" className={styles.levelCard} onClick={onLevel} data-testid="level-card">
        <span className={styles.levelRow}>
          <LevelBadge level={level} />
          <span>
            {t('user.experience')} {user.experience}
            {level.nextExperience ? ` / ${level.nextExperience}` : ''}
          </span>
          <PendingExperience experience={user.pendingExperience} />
          <span className={styles.levelMore}>{t('level.open')}</span>
        </span>
        <ProgressBar percent={progress} className={styles.progress} />
      </button>
    </>
  )
}

/** The wallet's balance beside its entry (CNY, as the wallet keeps it); nothing until known. */
function WalletBalance() {
  const { i18n } = useTranslation()
  const wallet = useWallet()
  if (!wallet.data) return null
  return <span data-testid="wallet-entry-balance">{formatPrice(wallet.data.balance, 'CNY', i18n.language)}</span>
}

function NotificationsEntry() {
  const { t } = useTranslation()
  const nav = useNav()
  const unread = useUnreadCount()
  const count = unread.data ?? 0
  return (
    <List.Item
      prefix={<MessageOutline />}
      extra={count > 0 ? <Badge content={count > 99 ? '99+' : count} data-testid="unread-badge" /> : undefined}
      onClick={() => nav.go('notifications')}
      data-testid="notifications-entry"
    >
      {t('route.notifications')}
    </List.Item>
  )
}
