import { Badge, Button, Skeleton, TextArea, Toast, type ImageUploadItem } from 'antd-mobile'
import { MessageOutline, PictureOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { FieldError } from '@/components/FieldError'
import { PageGone } from '@/components/PageGone'
import { PageError } from '@/components/PageState'
import { ErrorCode } from '@/client/errorCodes'
import { TextLimits } from '@/client/textLimits'
import { ApiError } from '@/lib/http'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useTextCheck } from '@/lib/textRules'
import { formatDateTime, type TimeLang } from '@/lib/time'
import { useCreateFeedback, useFeedbackThread, useOrderDetail, type FeedbackReply } from '../api'
import { PictureStrip } from '../components/PictureStrip'
import { PictureUploader } from '../components/PictureUploader'
import { pictureUrls } from '../pictures'
import styles from '../components/order.module.css'
import page from './OrderFeedbackPage.module.css'

const CONTENT = TextLimits['/app-api/trade/order-feedback-reply/create'].content

/**
 * An order's feedback thread with the store: the member's messages right, the store's left, each
 * with its pictures (tap to enlarge). The composer can attach pictures to a message.
 */
export default function OrderFeedbackPage({ query }: PageProps<'orderFeedback'>) {
  const orderId = Number(query.orderId)
  const valid = Number.isInteger(orderId) && orderId > 0
  const thread = useFeedbackThread(valid ? orderId : 0)

  if (!valid) return <NotFound />
  if (thread.isPending) return <ThreadSkeleton />
  if (thread.isError) {
    if (thread.error instanceof ApiError && thread.error.code === ErrorCode.TRADE_ORDER_NOT_FOUND) return <NotFound />
    return <PageError message={thread.error.message} onRetry={() => void thread.refetch()} />
  }
  return <Thread orderId={orderId} messages={thread.data} />
}

function NotFound() {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <PageGone
      testId="order-not-found"
      title={t('order.notFound')}
      action={t('order.toList')}
      onAction={() => nav.redirect('orderList')}
    />
  )
}

function ThreadSkeleton() {
  return (
    <div className={styles.skeleton} data-testid="feedback-loading">
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  )
}

function Thread({ orderId, messages }: { orderId: number; messages: FeedbackReply[] }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as TimeLang
  const order = useOrderDetail(orderId)
  const [content, setContent] = useState('')
  const [pictures, setPictures] = useState<ImageUploadItem[]>([])
  const [picking, setPicking] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [busy, setBusy] = useState(false)
  const showPictures = picking || pictures.length > 0 || uploading
  const createFeedback = useCreateFeedback()
  const contentCheck = useTextCheck(CONTENT, { required: t('order.feedbackRequired') })

  const send = async () => {
    if (busy || uploading || !contentCheck.check(content)) return
    setBusy(true)
    try {
      await createFeedback.mutateAsync({ orderId, content: content.trim(), picUrls: pictureUrls(pictures) })
      setContent('')
      setPictures([])
      setPicking(false)
      Toast.show({ icon: 'success', content: t('order.feedbackSent') })
    } catch {
      // The request layer has shown why (too often, too long…); text and pictures stay to send again.
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={showPictures ? `${page.page} ${page.withPictures}` : page.page} data-testid="order-feedback-page">
      {order.data && (
        <p className={page.order}>{t('order.numberShort', { no: order.data.no })}</p>
      )}
      {messages.length === 0 ? (
        <div className={page.empty} data-testid="feedback-empty">
          <MessageOutline className={page.emptyIcon} />
          <strong>{t('order.feedbackEmpty')}</strong>
          <span>{t('order.feedbackEmptyHint')}</span>
        </div>
      ) : (
        <ol className={page.thread} data-testid="feedback-thread">
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.fromStore ? page.store : page.mine}
              data-testid={message.fromStore ? 'feedback-store' : 'feedback-mine'}
            >
              <span className={page.who}>{message.fromStore ? t('order.store') : t('order.you')}</span>
              <p className={page.bubble}>{message.content}</p>
              <PictureStrip urls={message.picUrls} testId="feedback-pictures" />
              <time className={page.time}>{formatDateTime(message.createTime, lang)}</time>
            </li>
          ))}
        </ol>
      )}
      <div className={page.composer}>
        {showPictures && (
          <PictureUploader
            value={pictures}
            onChange={setPictures}
            onBusyChange={setUploading}
            compact
            scope="private"
            testId="feedback-pictures-input"
          />
        )}
        <div className={page.row}>
          <Badge content={pictures.length > 0 ? pictures.length : null}>
            <button
              type="button"
              className={page.attach}
              aria-label={t('order.addPictures')}
              aria-expanded={showPictures}
              onClick={() => setPicking((open) => !open)}
              data-testid="feedback-attach"
            >
              <PictureOutline />
            </button>
          </Badge>
          <TextArea
            className={page.input}
            value={content}
            onChange={(value) => {
              setContent(value)
              contentCheck.onChange(value)
            }}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('order.feedbackPlaceholder')}
            aria-label={t('order.feedback')}
            data-testid="feedback-input"
          />
          <Button
            color="primary"
            shape="rounded"
            size="small"
            loading={busy}
            disabled={uploading}
            onClick={() => void send()}
            data-testid="feedback-send"
          >
            {t('order.send')}
          </Button>
        </div>
        <FieldError message={contentCheck.error} testId="feedback-input-error" />
      </div>
    </div>
  )
}
