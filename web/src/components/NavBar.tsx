import { NavBar as AdmNavBar } from 'antd-mobile'
import type { ReactNode } from 'react'
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
  return (
    <header className={styles.bar}>
      <AdmNavBar back={root ? null : ''} backIcon={!root} onBack={nav.back} right={right}>
        {title}
      </AdmNavBar>
    </header>
  )
}
