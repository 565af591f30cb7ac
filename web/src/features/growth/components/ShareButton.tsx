import { Suspense, useState } from 'react'
import { retryableLazy } from '@/lib/chunkReload'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { SharePageName } from '@/lib/share'
import styles from './ShareButton.module.css'

// The sheet (and the SDKs it may load) only once someone shares.
const ShareSheet = retryableLazy(() => import('./ShareSheet'))

interface Props {
  /** The shared page, by name (its code is looked up with the sheet, off the first screen). */
  page: SharePageName
  /** The game's, activity's or article's id; 0 for home. */
  id: number
  /** A game's version the member picked: the link opens on it and the poster prints its price. */
  skuId?: number
  className?: string
  /** Shown beside the icon (a wide button); without it the button is the icon alone. */
  label?: string
}

/** A share button opening the share sheet for a page (spec §2 share methods). */
export function ShareButton({ page, id, skuId, className, label }: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  return (
    <>
      <button
        type="button"
        className={`${label ? styles.labelled : styles.button} ${className ?? ''}`}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        aria-label={label ? undefined : t('share.button')}
        data-testid="share-button"
      >
        <ShareIcon />
        {label}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ShareSheet page={page} id={id} skuId={skuId} visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

/** Drawn here rather than an icon package's: the home's first screen carries this button. */
function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <path d="M12 15V3.5M7.5 8 12 3.5 16.5 8" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M8 11H6a1.5 1.5 0 0 0-1.5 1.5v7A1.5 1.5 0 0 0 6 21h12a1.5 1.5 0 0 0 1.5-1.5v-7A1.5 1.5 0 0 0 18 11h-2" strokeLinecap="round" />
    </svg>
  )
}
