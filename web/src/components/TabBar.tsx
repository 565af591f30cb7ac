import { TabBar as AdmTabBar } from 'antd-mobile'
import { AppOutline, CompassOutline, UserOutline } from './icons'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useLocation } from '@/lib/router'
import { useNav } from '@/lib/navigation'
import { PATHS } from '@/lib/paths'
import styles from './TabBar.module.css'

const TABS = [
  { path: PATHS.home, icon: <AppOutline />, labelKey: 'route.home' },
  { path: PATHS.explore, icon: <CompassOutline />, labelKey: 'route.explore' },
  { path: PATHS.userCenter, icon: <UserOutline />, labelKey: 'route.userCenter' },
] as const

/** Three icon-only tabs (spec §2: height 50px, dark background, labels blank). */
export function TabBar() {
  const { pathname } = useLocation()
  const nav = useNav()
  const { t } = useTranslation()
  const active = pathname === '/' ? TABS[0].path : pathname
  return (
    <nav className={styles.bar} aria-label={t('route.tabs')}>
      <AdmTabBar activeKey={active} onChange={(path) => nav.open(path)} safeArea>
        {TABS.map((tab) => (
          <AdmTabBar.Item key={tab.path} icon={<span role="img" aria-label={t(tab.labelKey)}>{tab.icon}</span>} />
        ))}
      </AdmTabBar>
    </nav>
  )
}
