import { UploadOutline } from 'antd-mobile-icons'
import { Suspense, useState } from 'react'
import { retryableLazy } from '@/lib/chunkReload'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { ShareTarget } from '@/lib/shareInfo'
import styles from './ShareButton.module.css'

// The sheet (and the SDKs it may load) only once someone shares.
const ShareSheet = retryableLazy(() => import('./ShareSheet'))

/** A share button opening the share sheet for `target` (spec §2 share methods). */
export function ShareButton({ target, className }: { target: ShareTarget; className?: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${className ?? ''}`}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        aria-label={t('share.button')}
        data-testid="share-button"
      >
        <UploadOutline aria-hidden />
      </button>
      {used && (
        <Suspense fallback={null}>
          <ShareSheet target={target} visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
