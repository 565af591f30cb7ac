import { Checkbox, Form, Rate, TextArea, Toast, type ImageUploadItem } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { SheetForm } from '@/components/SheetForm'
import { DESCRIPTION_MAX, useCreateComment, type OrderItem } from '../api'
import { pictureUrls } from '../pictures'
import { PictureUploader } from './PictureUploader'
import styles from './ReviewSheet.module.css'

/**
 * Review one game of a completed order: stars (required), words, pictures, anonymous or not. Give it a
 * `key` per item so each game starts with an empty form.
 */
export function ReviewSheet({ item, onClose }: { item: OrderItem | null; onClose: () => void }) {
  const { t } = useTranslation()
  const [rating, setRating] = useState(0)
  const [content, setContent] = useState('')
  const [anonymous, setAnonymous] = useState(false)
  const [pictures, setPictures] = useState<ImageUploadItem[]>([])
  const [uploading, setUploading] = useState(false)
  const [busy, setBusy] = useState(false)
  const createComment = useCreateComment()

  const submit = async () => {
    if (busy || uploading || !item) return
    if (rating < 1) {
      Toast.show(t('order.ratingRequired'))
      return
    }
    setBusy(true)
    try {
      await createComment.mutateAsync({ orderItemId: item.id, rating, content: content.trim(), anonymous, picUrls: pictureUrls(pictures) })
      Toast.show({ icon: 'success', content: t('order.reviewThanks') })
      onClose()
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false)
    }
  }

  return (
    <SheetForm
      visible={item !== null}
      title={t('order.reviewTitle')}
      submitText={t('order.reviewSubmit')}
      busy={busy}
      disabled={uploading}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {item && (
        <div data-testid="review-sheet">
          <div className={styles.game}>
            <img className={styles.cover} src={item.picUrl} alt="" width={42} height={56} />
            <span className={styles.name}>
              <span>{item.spuName}</span>
              <span className={styles.version}>{item.skuName}</span>
            </span>
          </div>
          <Form.Item label={t('order.rating')} layout="vertical">
            <div className={styles.rating}>
              <Rate value={rating} onChange={setRating} aria-label={t('order.rating')} />
              <span className={styles.ratingHint}>
                {rating > 0 ? t(`order.ratingWord.${rating}`) : t('order.ratingHint')}
              </span>
            </div>
          </Form.Item>
          <Form.Item label={t('order.reviewContent')} layout="vertical">
            <TextArea
              value={content}
              onChange={setContent}
              maxLength={DESCRIPTION_MAX}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
              placeholder={t('order.reviewPlaceholder')}
              aria-label={t('order.reviewContent')}
            />
          </Form.Item>
          <Form.Item label={t('order.pictures')} layout="vertical">
            <PictureUploader value={pictures} onChange={setPictures} onBusyChange={setUploading} testId="review-pictures" />
          </Form.Item>
          <Form.Item>
            <Checkbox checked={anonymous} onChange={setAnonymous} data-testid="review-anonymous">
              {t('order.anonymous')}
            </Checkbox>
          </Form.Item>
        </div>
      )}
    </SheetForm>
  )
}
