import { Empty, ErrorBlock, InfiniteScroll, Skeleton, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError } from '@/components/PageState'
import type { PageProps } from '@/lib/paths'
import { useComments, useCommentStats, type CommentType } from '../api'
import { ReviewItem } from '../components/ReviewItem'
import { useNow } from '@/lib/useNow'
import styles from './ReviewsPage.module.css'

const TYPES: CommentType[] = ['all', 'positive', 'neutral', 'negative']

export default function ReviewsPage({ query }: PageProps<'reviews'>) {
  const { t } = useTranslation()
  const spuId = Number(query.spuId)
  const valid = Number.isInteger(spuId) && spuId > 0
  const [type, setType] = useState<CommentType>('all')
  const stats = useCommentStats(valid ? spuId : 0)

  if (!valid) return <ErrorBlock status="empty" title={t('detail.notFound')} description="" className={styles.state} />

  const count = (key: CommentType): number | undefined => {
    if (!stats.data) return undefined
    return key === 'all' ? stats.data.total : stats.data[key]
  }
  return (
    <div className={styles.page}>
      <Tabs activeKey={type} onChange={(key) => setType(key as CommentType)} className={styles.tabs}>
        {TYPES.map((key) => (
          <Tabs.Tab
            key={key}
            title={
              <span className={styles.tabTitle}>
                {t(`reviews.${key}`)}
                {count(key) !== undefined && <span className={styles.tabCount}>{count(key)}</span>}
              </span>
            }
          />
        ))}
      </Tabs>
      <ReviewList spuId={spuId} type={type} />
    </div>
  )
}

function ReviewList({ spuId, type }: { spuId: number; type: CommentType }) {
  const { t } = useTranslation()
  const now = useNow()
  const comments = useComments(spuId, type)
  if (comments.isPending) {
    return (
      <div className={styles.list}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    )
  }
  if (comments.isError) return <PageError message={comments.error.message} onRetry={() => void comments.refetch()} />
  const rows = comments.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) return <Empty description={t('reviews.empty')} className={styles.state} />
  return (
    <div className={styles.list} data-testid="review-list">
      {rows.map((comment) => (
        <ReviewItem key={comment.id} comment={comment} now={now} />
      ))}
      <InfiniteScroll loadMore={async () => void (await comments.fetchNextPage())} hasMore={comments.hasNextPage}>
        {comments.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </div>
  )
}
