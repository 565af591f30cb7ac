import { Image, Space, Tag, Typography } from 'antd'
import type { components } from '@/client/schema'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'

export type Feedback = components['schemas']['AdminFeedbackResp']

// Subjects of the feedback centre (member_feedback_type): payment and activation-key problems stand out.
const SUBJECT_COLORS: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'blue', 4: 'green' }

/** Where it was written: the centre with its subject, or an order's thread. */
export function FeedbackSubject({ feedback }: { feedback: Feedback }) {
  if (feedback.kind === 'order') return <Tag color="purple">{t('feedback.orderThread')}</Tag>
  return (
    <Space size={4} wrap>
      <Tag>{t('feedback.centre')}</Tag>
      {feedback.typeName && <Tag color={SUBJECT_COLORS[feedback.type ?? 0]}>{feedback.typeName}</Tag>}
    </Space>
  )
}

/** The order it is about, opening that order's page for those who may read orders. */
export function FeedbackOrder({ feedback }: { feedback: Feedback }) {
  const canOpen = useCan('trade.order:read')
  if (feedback.orderId == null) return null
  const label = feedback.orderNo ?? `#${feedback.orderId}`
  return canOpen ? <a href={`#/orders?id=${feedback.orderId}`}>{label}</a> : <span>{label}</span>
}

/** The member's pictures as thumbnails; a click shows them large, one after another (private ones
 * through links the server signed for support). */
export function FeedbackPictures({ feedback, size = 48 }: { feedback: Feedback; size?: number }) {
  if (!feedback.picLinks.length) return null
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap data-testid="feedback-pictures">
        {feedback.picLinks.map((link, index) => (
          <Image
            key={link}
            src={link}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            alt={t('feedback.picture', { n: index + 1 })}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  )
}

/** The message itself: text, how to reach the member, pictures. */
export function FeedbackMessage({ feedback, size }: { feedback: Feedback; size?: number }) {
  return (
    <Space direction="vertical" size={4} style={{ overflowWrap: 'anywhere' }}>
      <span style={{ whiteSpace: 'pre-wrap' }}>{feedback.content}</span>
      {feedback.contact && <Typography.Text type="secondary">{`${t('feedback.contact')}: ${feedback.contact}`}</Typography.Text>}
      <FeedbackPictures feedback={feedback} size={size} />
    </Space>
  )
}
