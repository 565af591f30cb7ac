import { Button } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { ErrorCode } from '@/client/errorCodes'
import { GameCard } from '@/features/catalogue/components/GameCard'
import { PageGone } from '@/components/PageGone'
import { PageError, PageLoading } from '@/components/PageState'
import { RichText } from '@/components/RichText'
import { ApiError } from '@/lib/http'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { formatCountdown, formatDateMinute, relativeTime, type TimeLang } from '@/lib/time'
import { useArticle, useCountBrowse, useFeaturedGames, type ArticleDetail } from '@/features/content/api'
import { RemindButton } from '@/features/notification/components/RemindButton'
import { ARTICLE_TYPE, countdownTarget, detailLabel } from '@/features/content/status'
import { useServerNow } from '@/features/content/useServerNow'
import styles from './ArticlePage.module.css'
import { Picture } from '@/components/Picture'
import { ShareButton } from '@/features/growth/components/ShareButton'

/** An activity or a news item (spec §2 goods/detail): shared links (page codes 3 and 4) land here. */
export default function ArticlePage({ query }: PageProps<'articleDetail'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const id = Number(query.id)
  const valid = Number.isInteger(id) && id > 0
  const article = useArticle(valid ? id : 0)
  const toExplore = () => nav.go('explore')
  if (!valid) return <Gone title={t('explore.notFound')} onAction={toExplore} testId="article-not-found" />
  if (article.isPending) return <PageLoading />
  if (article.isError) {
    const code = article.error instanceof ApiError ? article.error.code : 0
    if (code === ErrorCode.PROMOTION_ARTICLE_OFFLINE) {
      return <Gone title={t('explore.offline')} onAction={toExplore} testId="article-offline" status="default" />
    }
    if (code === ErrorCode.PROMOTION_ARTICLE_NOT_FOUND) {
      return <Gone title={t('explore.notFound')} onAction={toExplore} testId="article-not-found" />
    }
    return <PageError message={article.error.message} onRetry={() => void article.refetch()} />
  }
  return <Reader article={article.data} receivedAt={article.dataUpdatedAt} />
}

function Gone(props: { title: string; onAction: () => void; testId: string; status?: 'empty' | 'default' }) {
  const { t } = useTranslation()
  return <PageGone {...props} action={t('explore.backToExplore')} fill="solid" />
}

function useCountOnce(id: number) {
  const count = useCountBrowse()
  const counted = useRef(0)
  const { mutate } = count
  useEffect(() => {
    if (counted.current === id) return
    counted.current = id
    mutate(id)
  }, [id, mutate])
}

function Reader({ article, receivedAt }: { article: ArticleDetail; receivedAt: number }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as TimeLang
  const activity = article.type === ARTICLE_TYPE.activity
  useCountOnce(article.id)
  return (
    <article className={styles.page} data-testid="article">
      <Picture className={styles.cover} src={article.picUrl} width={640} height={360} sizes="100vw" priority />
      <div className={styles.head}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{article.title}</h1>
          <ShareButton page={activity ? 'activity' : 'news'} id={article.id} className={styles.share} />
        </div>
        {activity ? (
          <ActivityState article={article} receivedAt={receivedAt} />
        ) : (
          <p className={styles.published} data-testid="article-published">
            {t('explore.publishedAt', { time: relativeTime(article.publishTime, article.serverTime, lang) })}
            <span aria-hidden> · </span>
            {t('explore.views', { count: article.browseCount })}
          </p>
        )}
        {activity && article.startTime !== null && article.endTime !== null && (
          <p className={styles.window}>
            {formatDateMinute(article.startTime, lang)} – {formatDateMinute(article.endTime, lang)}
          </p>
        )}
      </div>
      {activity && article.rewardItems.length > 0 && <Rewards items={article.rewardItems} />}
      <div className={styles.content}>
        <RichText html={article.content} testId="article-content" />
      </div>
      {article.spuIds.length > 0 && (
        <FeaturedGames ids={article.spuIds} title={t(activity ? 'explore.games' : 'explore.relatedGames')} />
      )}
    </article>
  )
}

function ActivityState({ article, receivedAt }: { article: ArticleDetail; receivedAt: number }) {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const lang = i18n.language as TimeLang
  const firstLabel = detailLabel(article, article.serverTime)
  const now = useServerNow(article.serverTime, receivedAt, firstLabel !== 'ended' && firstLabel !== 'unknown')
  const label = detailLabel(article, now)
  const target = countdownTarget(article, now)
  return (
    <>
      <div className={styles.state}>
        <span className={`${styles.label} ${styles[label]}`} data-testid="activity-label">
          {t(`explore.label.${label}`)}
        </span>
        {target && (
          <span className={styles.countdown} data-testid="activity-countdown">
            {t(target.to === 'start' ? 'explore.startsIn' : 'explore.endsIn', {
              time: formatCountdown(target.at - now, lang),
            })}
          </span>
        )}
      </div>
      {label === 'comingSoon' && <RemindButton activityId={article.id} />}
      {label === 'ended' && (
        <div className={styles.endedNotice} role="status" data-testid="activity-ended">
          <span>{t('explore.ended')}</span>
          <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => nav.go('explore')}>
            {t('explore.backToExplore')}
          </Button>
        </div>
      )}
    </>
  )
}

/** What a member gets for paying for one of the activity's games while it runs (once per activity). */
function Rewards({ items }: { items: ArticleDetail['rewardItems'] }) {
  const { t } = useTranslation()
  return (
    <section className={styles.rewards} aria-labelledby="activity-rewards-title" data-testid="activity-rewards">
      <h2 className={styles.rewardsTitle} id="activity-rewards-title">
        {t('explore.rewardsTitle')}
      </h2>
      <p className={styles.rewardsHint}>{t('explore.rewardsHint')}</p>
      <ul className={styles.rewardList}>
        {items.map((item) => (
          <li key={`${item.kind}:${item.code}`} className={styles.reward} data-testid="activity-reward">
            <Picture className={styles.rewardPicture} src={item.picUrl} width={40} height={40} sizes="40px" />
            <span className={styles.rewardName}>{item.name}</span>
            {item.quantity > 1 && <span className={styles.rewardCount}>×{item.quantity}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}

function FeaturedGames({ ids, title }: { ids: number[]; title: string }) {
  const games = useFeaturedGames(ids)
  if (games.isError) return <PageError message={games.error.message} onRetry={() => void games.refetch()} />
  if (!games.data || games.data.length === 0) return null
  return (
    <section className={styles.games} aria-labelledby="featured-games">
      <h2 id="featured-games" className={styles.gamesTitle}>
        {title}
      </h2>
      <div className={styles.grid}>
        {games.data.map((game) => (
          <GameCard key={game.id} game={game} />
        ))}
      </div>
    </section>
  )
}
