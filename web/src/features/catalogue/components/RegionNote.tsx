import { ExclamationCircleOutline, GlobalOutline } from 'antd-mobile-icons'
import { useTranslation } from '@/lib/i18next-lite/react'
import { countryName, countryNames } from '@/lib/countries'
import { activatesIn, type Regions } from '../regions'
import styles from './RegionNote.module.css'

/** Where a version's keys activate, said plainly (nothing when everywhere), and a warning when they
 * will not activate in the member's country. */
export function RegionNote({ regions, country }: { regions: Regions | null | undefined; country: string | null | undefined }) {
  const { t, i18n } = useTranslation()
  if (!regions) return null
  const lang = i18n.language
  const countries = countryNames(regions.countries, lang, t('detail.listSeparator'))
  return (
    <>
      <div className={styles.line} data-testid="sku-regions">
        <GlobalOutline className={styles.icon} aria-hidden />
        <span>{t(regions.mode === 'allow' ? 'detail.activatesIn' : 'detail.notActivatesIn', { countries })}</span>
      </div>
      {!activatesIn(regions, country) && country && (
        <div className={styles.warning} role="alert" data-testid="region-warning">
          <ExclamationCircleOutline className={styles.icon} aria-hidden />
          <span>{t('detail.regionWarning', { country: countryName(country, lang) })}</span>
        </div>
      )}
    </>
  )
}

/** The cart line's short warning; nothing when the line's keys work where the member is. */
export function RegionWarning({ regions, country }: { regions: Regions | null | undefined; country: string | null | undefined }) {
  const { t, i18n } = useTranslation()
  if (activatesIn(regions, country) || !country) return null
  return (
    <div className={styles.cartWarning} role="alert" data-testid="cart-region-warning">
      <ExclamationCircleOutline className={styles.icon} aria-hidden />
      <span>{t('cart.regionWarning', { country: countryName(country, i18n.language) })}</span>
    </div>
  )
}
