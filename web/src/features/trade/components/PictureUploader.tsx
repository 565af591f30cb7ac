import { ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { IMAGE_MAX_BYTES, IMAGE_TYPES, refuseImage, uploadImage } from '@/lib/http/upload'
import { PICTURES_MAX, uploadsBusy } from '../pictures'
import styles from './PictureUploader.module.css'

interface Props {
  value: ImageUploadItem[]
  onChange: (items: ImageUploadItem[]) => void
  /** True while a chosen picture is still uploading: the form waits for it. */
  onBusyChange: (busy: boolean) => void
  /** Smaller cells (the feedback composer). */
  compact?: boolean
  /** private: only the member opens them (feedback photos may show a key or a payment). */
  scope?: 'public' | 'private'
  testId: string
}

/**
 * Pictures for a review or a feedback message: chosen from the phone (several at once), checked
 * as the server checks them, each uploaded at once with its own "uploading" mask, removable, tap
 * to enlarge; "n/9" shows how many more the API takes.
 */
export function PictureUploader({ value, onChange, onBusyChange, compact = false, scope = 'public', testId }: Props) {
  const { t } = useTranslation()
  // Chosen pictures not yet in `value` (uploading, or uploaded and about to join it).
  const [waiting, setWaiting] = useState(0)
  const mb = IMAGE_MAX_BYTES / 1024 / 1024

  const beforeUpload = (file: File): File | null => {
    const refusal = refuseImage(file)
    if (refusal) {
      Toast.show(refusal === 'type' ? t('order.pictureType', { name: file.name }) : t('order.pictureTooLarge', { name: file.name, mb }))
      return null
    }
    return file
  }

  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      const stored = await uploadImage(file, { scope, showLoading: false, showError: false })
      // A private upload answers its path, which no <img> can open: show the chosen file itself.
      return scope === 'private' ? { url: URL.createObjectURL(file), extra: { path: stored } } : { url: stored }
    } catch (error) {
      Toast.show(t('order.pictureFailed', { reason: error instanceof Error ? error.message : t('http.default') }))
      throw error
    }
  }

  return (
    <div className={compact ? `${styles.pictures} ${styles.compact}` : styles.pictures} data-testid={testId}>
      <ImageUploader
        value={value}
        onChange={onChange}
        accept={IMAGE_TYPES.join(',')}
        multiple
        maxCount={PICTURES_MAX}
        showFailed={false}
        beforeUpload={beforeUpload}
        upload={upload}
        onCountExceed={() => Toast.show(t('order.pictureTooMany', { max: PICTURES_MAX }))}
        onUploadQueueChange={(tasks) => {
          setWaiting(tasks.filter((task) => task.status !== 'fail').length)
          onBusyChange(uploadsBusy(tasks))
        }}
      />
      <span className={styles.hint} data-testid={`${testId}-count`}>
        {t('order.pictureHint', { count: value.length + waiting, max: PICTURES_MAX, mb })}
      </span>
    </div>
  )
}
