import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import styles from './ModelView.module.css'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX's own shape for a custom element
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        src: string
        alt?: string
        poster?: string
        'camera-controls'?: boolean
        'auto-rotate'?: boolean
        'touch-action'?: string
      }
    }
  }
}

type LoadState = 'loading' | 'loaded' | 'failed'

/**
 * A collectible's 3D model (glb or gltf) the member can rotate and zoom, with @google/model-viewer
 * (and the three.js inside it) loaded only when this is shown. A model that fails to load shows
 * "Parsing Error" (spec §8) with a retry.
 */
export function ModelView({ src, poster, alt }: { src: string; poster: string; alt: string }) {
  const { t } = useTranslation()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<LoadState>('loading')
  const [ready, setReady] = useState(false)
  const viewer = useRef<HTMLElement>(null)

  useEffect(() => {
    let alive = true
    import('@google/model-viewer').then(
      () => alive && setReady(true),
      () => alive && setState('failed'),
    )
    return () => {
      alive = false
    }
  }, [])

  useEffect(() => {
    const element = viewer.current
    if (!element) return
    const loaded = () => setState('loaded')
    const failed = () => setState('failed')
    element.addEventListener('load', loaded)
    element.addEventListener('error', failed)
    return () => {
      element.removeEventListener('load', loaded)
      element.removeEventListener('error', failed)
    }
  }, [ready, attempt])

  const retry = () => {
    setState('loading')
    setAttempt((count) => count + 1)
  }

  return (
    <div className={styles.stage} data-testid="model-view" data-state={state}>
      {state === 'failed' ? (
        <div className={styles.failed} role="alert">
          <strong data-testid="model-error">{t('items.parsingError')}</strong>
          <button type="button" className={styles.retry} onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        ready && (
          <model-viewer
            key={attempt}
            ref={viewer}
            className={styles.viewer}
            src={src}
            poster={poster}
            alt={alt}
            camera-controls
            auto-rotate
            touch-action="pan-y"
          />
        )
      )}
      {state === 'loading' && <span className={styles.loading}>{t('common.loading')}</span>}
    </div>
  )
}
