import { Skeleton } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { Picture } from '@/components/Picture'
import { useNav } from '@/lib/navigation'
import { useBanners } from '../api'
import styles from './BannerCarousel.module.css'

const AUTOPLAY_MS = 4000
/**
 * The width a banner is shown at (the page is at most 960 px wide, with 12 px margins). The server
 * preloads the first banner with this same `imagesizes` (backend/src/gamestore/web.py), so the
 * browser picks the same thumbnail for both and fetches it once.
 */
export const BANNER_SIZES = '(min-width: 960px) 936px, calc(100vw - 24px)'

/**
 * The home banners: a CSS scroll-snap strip (no gesture library on the first screen), advancing
 * every 4 s and wrapping round, paused while a finger is on it; a tap opens the banner's link.
 */
export function BannerCarousel() {
  const { t } = useTranslation()
  const nav = useNav()
  const banners = useBanners(1)
  const strip = useRef<HTMLDivElement>(null)
  const touching = useRef(false)
  const [current, setCurrent] = useState(0)
  const count = banners.data?.length ?? 0

  useEffect(() => {
    if (count < 2) return
    const timer = window.setInterval(() => {
      const element = strip.current
      if (!element || touching.current) return
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' })
    }, AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [count])

  if (banners.isPending) {
    return (
      <div className={styles.wrap} role="status" aria-label={t('common.loading')}>
        <Skeleton animated className={styles.skeleton} />
      </div>
    )
  }
  // A missing banner must not take the store down with it: the rest of the page still works.
  if (banners.isError || count === 0) return null

  const list = [...banners.data].sort((a, b) => a.sort - b.sort)
  return (
    <div className={styles.wrap}>
      <div
        ref={strip}
        className={styles.strip}
        aria-label={t('home.banners')}
        onScroll={(event) => {
          const element = event.currentTarget
          setCurrent(Math.round(element.scrollLeft / element.clientWidth))
        }}
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
      >
        {list.map((banner, index) => (
          <button key={banner.id} type="button" className={styles.slide} onClick={() => nav.open(banner.url)}>
            <Picture
              className={styles.image}
              src={banner.picUrl}
              alt={banner.title}
              width={702}
              height={300}
              sizes={BANNER_SIZES}
              priority={index === 0}
              draggable={false}
            />
          </button>
        ))}
      </div>
      {list.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {list.map((banner, index) => (
            <span key={banner.id} className={index === current ? styles.dotActive : styles.dot} />
          ))}
        </div>
      )}
    </div>
  )
}
