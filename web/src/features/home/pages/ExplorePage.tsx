import { useTranslation } from 'react-i18next'
import type { PageProps } from '@/app/routes'
import styles from './TabFrame.module.css'

/** The explore tab: its navigation frame. The activities issue fills it with articles. */
export default function ExplorePage(_props: PageProps) {
  const { t } = useTranslation()
  return (
    <header className={styles.nav}>
      <span>{t('route.explore')}</span>
    </header>
  )
}
