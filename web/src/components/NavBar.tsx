import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import styles from './NavBar.module.css'

interface Props {
  title: ReactNode
  /** Hide the back arrow (tab pages). */
  root?: boolean
  right?: ReactNode
}

/**
 * The dark-grey navigation bar of every page; custom-nav pages pass their own content. Its back arrow
 * is a named 44 px button (antd-mobile's NavBar makes it an unnamed div inside a role=button).
 */
export function NavBar({ title, root = false, right }: Props) {
  const nav = useNav()
  const { t } = useTranslation()
  return (
    <header className={styles.bar}>
      <div className={styles.side}>
        {!root && (
          // adm-nav-bar-back / -title: the names tests know the parts by (from antd-mobile's NavBar).
          <button type="button" className={`adm-nav-bar-back ${styles.back}`} onClick={nav.back} aria-label={t('common.back')}>
            <BackArrow />
          </button>
        )}
      </div>
      <h1 className={`adm-nav-bar-title ${styles.title}`}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  )
}

/** Drawn here rather than antd-mobile-icons' LeftOutline: one request less on the first screen. */
function BackArrow() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <path d="M15.5 3.5 7 12l8.5 8.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
