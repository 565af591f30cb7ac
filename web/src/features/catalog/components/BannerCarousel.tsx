import { Skeleton, Swiper } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNav } from '@/lib/navigation'
import { useBanners } from '../api'
import styles from './BannerCarousel.module.css'

/** The home banners: autoplaying, looping; a tap opens the banner's link. Nothing when there is none. */
export function BannerCarousel() {
  const { t } = useTranslation()
  const nav = useNav()
  const banners = useBanners(1)

  if (banners.isPending) {
    return (
      <div className={styles.wrap} role="status" aria-label={t('common.loading')}>
        <Skeleton animated className={styles.skeleton} />
      </div>
    )
  }
  // A missing banner must not take the store down with it: the rest of the page still works.
  if (banners.isError || banners.data.length === 0) return null

  const list = [...banners.data].sort((a, b) => a.sort - b.sort)
  return (
    <div className={styles.wrap}>
      <Swiper autoplay loop autoplayInterval={4000} className={styles.swiper} aria-label={t('home.banners')}>
        {list.map((banner, index) => (
          <Swiper.Item key={banner.id}>
            <button type="button" className={styles.slide} onClick={() => nav.go(banner.url)}>
              <img
                className={styles.image}
                src={banner.picUrl}
                alt={banner.title}
                width={702}
                height={300}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                fetchPriority={index === 0 ? 'high' : 'auto'}
                draggable={false}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  )
}
