import { Checkbox, Form, Rate, TextArea, Toast, type ImageUploadItem } from 'antd-mobile'
import { useState } from 'react'
import { TextLimits } from '@/client/textLimits'
import { useTranslation } from '@/lib/i18next-lite/react'
import { textRules } from '@/lib/textRules'
import { SheetForm } from '@/components/SheetForm'
import { TextCount } from '@/components/TextCount'
import { useCreateComment, type OrderItem } from '../api'
import { pictureUrls } from '../pictures'
import { PictureUploader } from './PictureUploader'
import styles from './ReviewSheet.module.css'

const CONTENT = TextLimits['/app-api/trade/order/item/create-comment'].content

interface Values {
  rating: number
  content: string
}

/**
 * Review one game of a completed order: stars (required), words, pictures, anonymous or not. Give it a
 * `key` per item so each game starts with an empty form.
 */
export function ReviewSheet({ item, onClose }: { item: OrderItem | null; onClose: () => void }) {
  const { t } = useTranslation()
  const [form] = Form.useForm<Values>()
  const content: string = Form.useWatch('content', form) ?? ''
  const [anonymous, setAnonymous] = useState(false)
  const [pictures, setPictures] = useState<ImageUploadItem[]>([])
  const [uploading, setUploading] = useState(false)
  const [busy, setBusy] = useState(false)
  const createComment = useCreateComment()

  const submit = async ({ rating, content: words }: Values) => {
    if (busy || uploading || !item) return
    setBusy(true)
    try {
      await createComment.mutateAsync({ orderItemId: item.id, rating, content: words.trim(), anonymous, picUrls: pictureUrls(pictures) })
      Toast.show({ icon: 'success', content: t('order.reviewThanks') })
      onClose()
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false)
    }
  }

  const ratingChosen = (_rule: unknown, value: number | undefined) =>
    (value ?? 0) >= 1 ? Promise.resolve() : Promise.reject(new Error(t('order.ratingRequired')))

  return (
    <SheetForm
      visible={item !== null}
      title={t('order.reviewTitle')}
      submitText={t('order.reviewSubmit')}
      busy={busy}
      disabled={uploading}
      form={form}
      initialValues={{ rating: 0, content: '' }}
      onSubmit={(values) => void submit(values)}
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
          <Form.Item name="rating" label={t('order.rating')} layout="vertical" rules={[{ validator: ratingChosen }]}>
            <Stars />
          </Form.Item>
          <Form.Item name="content" label={t('order.reviewContent')} layout="vertical" rules={textRules(t, CONTENT)}>
            <TextArea
              showCount={() => <TextCount value={content} max={CONTENT.maxLength} />}
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

/** The stars with the word for the chosen number (a form field: value and onChange from Form.Item). */
function Stars({ value = 0, onChange }: { value?: number; onChange?: (value: number) => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.rating}>
      <Rate value={value} onChange={onChange} aria-label={t('order.rating')} />
      <span className={styles.ratingHint}>{value > 0 ? t(`order.ratingWord.${value}`) : t('order.ratingHint')}</span>
    </div>
  )
}
