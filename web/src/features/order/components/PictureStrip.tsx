import { ImageViewer } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './PictureStrip.module.css'

/** Pictures sent with a message, as small squares; a tap shows them full screen, swipe for the others. */
export function PictureStrip({ urls, testId }: { urls: string[]; testId?: string }) {
  const { t } = useTranslation()
  const viewer = useRef<ReturnType<typeof ImageViewer.Multi.show> | null>(null)
  // The viewer lives outside the page: close it when the page goes (e.g. the back button).
  useEffect(() => () => viewer.current?.close(), [])
  if (urls.length === 0) return null
  return (
    <span className={styles.strip} data-testid={testId}>
      {urls.map((url, index) => (
        <button
          key={url}
          type="button"
          className={styles.picture}
          onClick={() => {
            viewer.current = ImageViewer.Multi.show({ images: urls, defaultIndex: index })
          }}
          aria-label={t('order.picture', { index: index + 1 })}
        >
          <img src={url} alt="" width={64} height={64} loading="lazy" decoding="async" />
        </button>
      ))}
    </span>
  )
}
