import { useTranslation } from 'react-i18next'
import type { PageProps } from '@/app/routes'
import styles from './TabFrame.module.css'

/** The home tab: its navigation frame. The catalogue issue fills it with the store's lists. */
export default function HomePage(_props: PageProps) {
  const { t } = useTranslation()
  return (
    <header className={styles.nav}>
      <img src="favicon.svg" alt="" width={24} height={24} />
      <span>{t('app.name')}</span>
    </header>
  )
}
