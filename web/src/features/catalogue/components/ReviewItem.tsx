import { ImageViewer, Rate } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { relativeTime, type TimeLang } from '@/lib/time'
import type { Comment } from '../api'
import styles from './ReviewItem.module.css'
import { Picture } from '@/components/Picture'

/** One review: who, stars, when, which version, the text, photos (tap to enlarge) and the store's reply. */
export function ReviewItem({ comment, now }: { comment: Comment; now: number }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as TimeLang
  const viewer = useRef<ReturnType<typeof ImageViewer.Multi.show> | null>(null)
  // The viewer lives outside the page: close it when the page goes (e.g. the back button).
  useEffect(() => () => viewer.current?.close(), [])
  const open = (index: number) => {
    viewer.current = ImageViewer.Multi.show({ images: comment.picUrls, defaultIndex: index })
  }
  return (
    <article className={styles.item} data-testid="review">
      <header className={styles.head}>
        {comment.avatar ? (
          <Picture className={styles.avatar} src={comment.avatar} width={36} height={36} sizes="36px" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {comment.nickname.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className={styles.who}>
          <div className={styles.nickname}>{comment.nickname}</div>
          <div className={styles.meta}>
            <Rate readOnly value={comment.rating} className={styles.rate} />
            <time dateTime={new Date(comment.createTime).toISOString()}>{relativeTime(comment.createTime, now, lang)}</time>
          </div>
        </div>
      </header>
      {comment.skuName && <div className={styles.version}>{t('reviews.version', { name: comment.skuName })}</div>}
      {comment.content && <p className={styles.content}>{comment.content}</p>}
      {comment.picUrls.length > 0 && (
        <div className={styles.pics}>
          {comment.picUrls.map((url, index) => (
            <button
              key={url}
              type="button"
              className={styles.pic}
              onClick={() => open(index)}
              aria-label={t('reviews.photo', { index: index + 1 })}
            >
              <Picture src={url} width={72} height={72} sizes="72px" />
            </button>
          ))}
        </div>
      )}
      {comment.reply && (
        <div className={styles.reply}>
          <span className={styles.replyLabel}>{t('reviews.reply')}</span>
          {comment.reply}
        </div>
      )}
    </article>
  )
}
