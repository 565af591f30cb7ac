import { Button, Dialog, List, Selector } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { logout } from '@/features/identity/session'
import { FONT_SIZES, PRICE_UNITS, useSysStore, type FontSize, type PriceUnit } from '@/stores/sys'
import { useUserStore } from '@/stores/user'
import { useAppInfo } from '@/features/system/appInfo'
import { LANGUAGE_NAMES } from '@/features/system/languages'
import styles from './SettingsPage.module.css'

type ModeChoice = 'dark' | 'light' | 'auto'

export default function SettingsPage(_props: PageProps<'settings'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const sys = useSysStore()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const appInfo = useAppInfo()
  const modeChoice: ModeChoice = sys.modeAuto ? 'auto' : sys.mode

  const chooseMode = (choice: ModeChoice) => {
    if (choice === 'auto') sys.setModeAuto(true)
    else sys.setMode(choice)
  }

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      content: t('settings.logoutConfirm'),
      confirmText: t('settings.logout'),
      cancelText: t('common.cancel'),
    })
    if (!ok) return
    await logout()
    nav.redirect('home')
  }

  return (
    <div className={styles.page}>
      <List header={t('settings.appearance')}>
        <List.Item title={t('settings.mode')} description={
          <Selector<ModeChoice>
            className={styles.selector}
            value={[modeChoice]}
            onChange={(values) => values[0] && chooseMode(values[0])}
            options={[
              { label: t('settings.dark'), value: 'dark' },
              { label: t('settings.light'), value: 'light' },
              { label: t('settings.followSystem'), value: 'auto' },
            ]}
          />
        } />
        <List.Item title={t('settings.fontSize')} description={
          <Selector<FontSize>
            className={styles.selector}
            value={[sys.fontSize]}
            onChange={(values) => values[0] && sys.setFontSize(values[0])}
            options={FONT_SIZES.map((size, index) => ({
              label: t(['settings.fontSmall', 'settings.fontMedium', 'settings.fontLarge'][index] ?? ''),
              value: size,
            }))}
          />
        } />
      </List>
      <List header={t('settings.general')}>
        <List.Item
          title={t('settings.currency')}
          description={
            <>
              <Selector<PriceUnit>
                className={styles.selector}
                value={[sys.priceUnit]}
                onChange={(values) => values[0] && sys.setPriceUnit(values[0])}
                options={PRICE_UNITS.map((unit) => ({ label: unit, value: unit }))}
              />
              <div className={styles.note}>{t('settings.currencyNote')}</div>
            </>
          }
        />
        <List.Item
          onClick={() => nav.go('language')}
          extra={sys.language && sys.language !== 'system' ? LANGUAGE_NAMES[sys.language] : t('language.system')}
        >
          {t('route.language')}
        </List.Item>
        <List.Item extra={appInfo.data ? `v${appInfo.data.version}` : '…'}>{t('settings.version')}</List.Item>
        <List.Item onClick={() => nav.go('richText', { doc: 'user-agreement' })}>
          {t('login.userAgreement')}
        </List.Item>
        <List.Item onClick={() => nav.go('richText', { doc: 'privacy-policy' })}>
          {t('login.privacyPolicy')}
        </List.Item>
      </List>
      {loggedIn && (
        <div className={styles.logout}>
          <Button block shape="rounded" color="danger" fill="outline" onClick={confirmLogout}>
            {t('settings.logout')}
          </Button>
        </div>
      )}
    </div>
  )
}
