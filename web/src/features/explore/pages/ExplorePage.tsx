import { useTranslation } from 'react-i18next'
import styles from '@/components/TabFrame.module.css'
import type { PageProps } from '@/lib/paths'

/** The explore tab: its navigation frame. The activities issue fills it with articles. */
export default function ExplorePage(_props: PageProps<'explore'>) {
  const { t } = useTranslation()
  return (
    <header className={styles.nav}>
      <span>{t('route.explore')}</span>
    </header>
  )
}
