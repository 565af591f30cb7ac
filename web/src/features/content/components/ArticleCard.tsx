import { useTranslation } from '@/lib/i18next-lite/react'
import { Picture } from '@/components/Picture'
import { useNav } from '@/lib/navigation'
import { formatDate, relativeTime, type TimeLang } from '@/lib/time'
import type { Article } from '../api'
import { ARTICLE_TYPE, listBadge } from '../status'
import styles from './ArticleCard.module.css'

/** An activity or news item in Explore: cover, type and status, title, summary and its time. */
export function ArticleCard({ article, now }: { article: Article; now: number }) {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const lang = i18n.language as TimeLang
  const news = article.type === ARTICLE_TYPE.news
  const badge = listBadge(article.status)
  const when =
    news || article.startTime === null || article.endTime === null
      ? relativeTime(article.publishTime, now, lang)
      : `${formatDate(article.startTime, lang)} – ${formatDate(article.endTime, lang)}`
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => nav.go('articleDetail', news ? { id: article.id, type: 'news' } : { id: article.id })}
      data-testid="article-card"
    >
      <Picture className={styles.cover} src={article.picUrl} width={640} height={360} sizes="(min-width: 960px) 936px, calc(100vw - 24px)" />
      <span className={styles.body}>
        <span className={styles.meta}>
          <span className={styles.type}>{news ? t('explore.news') : t('explore.activity')}</span>
          {badge && (
            <span className={`${styles.badge} ${styles[badge]}`} data-testid="article-status">
              {t(`explore.status.${badge}`)}
            </span>
          )}
        </span>
        <span className={styles.title}>{article.title}</span>
        <span className={styles.summary}>{article.introduction}</span>
        <span className={styles.when}>{when}</span>
      </span>
    </button>
  )
}
