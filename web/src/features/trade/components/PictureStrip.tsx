import { ImageViewer } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { usePictureLinks } from '../api'
import styles from './PictureStrip.module.css'

/**
 * Pictures sent with a message, as small squares; a tap shows them full screen, swipe for the others.
 * Private uploads (paths) show through temporary links, an empty square until theirs comes.
 */
export function PictureStrip({ urls, testId }: { urls: string[]; testId?: string }) {
  const { t } = useTranslation()
  const links = usePictureLinks(urls)
  const viewer = useRef<ReturnType<typeof ImageViewer.Multi.show> | null>(null)
  // The viewer lives outside the page: close it when the page goes (e.g. the back button).
  useEffect(() => () => viewer.current?.close(), [])
  if (urls.length === 0) return null
  const shown = links.filter((link): link is string => link !== undefined)
  return (
    <span className={styles.strip} data-testid={testId}>
      {urls.map((url, index) => {
        const link = links[index]
        return (
          <button
            key={url}
            type="button"
            className={styles.picture}
            disabled={link === undefined}
            onClick={() => {
              if (link === undefined) return
              viewer.current = ImageViewer.Multi.show({ images: shown, defaultIndex: shown.indexOf(link) })
            }}
            aria-label={t('order.picture', { index: index + 1 })}
          >
            {link !== undefined && <img src={link} alt="" width={64} height={64} loading="lazy" decoding="async" />}
          </button>
        )
      })}
    </span>
  )
}
