import { NavBar as AdmNavBar } from 'antd-mobile'
import { LeftOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNav } from '@/lib/navigation'
import styles from './NavBar.module.css'

interface Props {
  title: ReactNode
  /** Hide the back arrow (tab pages). */
  root?: boolean
  right?: ReactNode
}

/** The dark-grey navigation bar of every page; custom-nav pages pass their own content. */
export function NavBar({ title, root = false, right }: Props) {
  const nav = useNav()
  const { t } = useTranslation()
  // A real button with a name (antd-mobile's back arrow is an unnamed div); its class keeps the look.
  const back = root ? null : (
    <button type="button" className={`adm-nav-bar-back ${styles.back}`} onClick={nav.back} aria-label={t('common.back')}>
      <LeftOutline />
    </button>
  )
  return (
    <header className={styles.bar}>
      <AdmNavBar back={null} left={back} right={right}>
        {title}
      </AdmNavBar>
    </header>
  )
}
