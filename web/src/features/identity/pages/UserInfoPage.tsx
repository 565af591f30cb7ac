import { ActionSheet, Button, List, Picker, Skeleton, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError } from '@/components/PageState'
import { maskMobile } from '@/lib/mask'
import { countryName, countryOptions } from '@/lib/countries'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useUserStore } from '@/stores/user'
import { useUpdateUser, useUserInfo, type UserInfo } from '../api'
import { Avatar } from '@/components/Avatar'
import { AvatarPopup } from '../components/AvatarPopup'
import { ChangeMobilePopup } from '../components/ChangeMobilePopup'
import { ChangePasswordPopup } from '../components/ChangePasswordPopup'
import { NicknamePopup } from '../components/NicknamePopup'
import { SteamAccount } from '../components/SteamAccount'
import { WechatAccount } from '../components/WechatAccount'
import styles from './UserInfoPage.module.css'

type Sheet = 'avatar' | 'nickname' | 'gender' | 'country' | 'mobile' | 'password' | null
const GENDER_KEYS = ['account.genderUnknown', 'account.genderMale', 'account.genderFemale'] as const

export default function UserInfoPage({ query }: PageProps<'userInfo'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const info = useUserInfo()

  if (!loggedIn) {
    return (
      <div className={styles.empty}>
        <p>{t('user.loginToSeeInfo')}</p>
        <Button color="primary" shape="rounded" onClick={() => nav.go('login')}>
          {t('user.tapToLogin')}
        </Button>
      </div>
    )
  }
  if (info.isPending) return <Skeleton.Paragraph lineCount={6} animated className={styles.skeleton} />
  if (info.isError) return <PageError message={info.error.message} onRetry={() => void info.refetch()} />
  return <InfoList user={info.data} addMobile={query.addMobile === '1' && !info.data.mobile} />
}

function InfoList({ user, addMobile }: { user: UserInfo; addMobile: boolean }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const nav = useNav()
  const [sheet, setSheet] = useState<Sheet>(addMobile ? 'mobile' : null)
  const close = () => setSheet(null)
  /** Sent here to add a number before paying: once added, back to Confirm Order. */
  const mobileDone = addMobile ? nav.back : close
  const updateUser = useUpdateUser()

  const chooseGender = async (gender: 0 | 1 | 2) => {
    close()
    await updateUser.mutateAsync({ gender })
  }

  const chooseCountry = async (country: string) => {
    close()
    if (country === (user.country ?? '')) return
    await updateUser.mutateAsync({ country })
    Toast.show(t('account.countrySaved'))
  }

  return (
    <>
      <List header={t('account.profile')}>
        <List.Item extra={<Avatar src={user.avatar} size={40} alt={t('user.avatar')} />} onClick={() => setSheet('avatar')}>
          {t('user.avatar')}
        </List.Item>
        <List.Item extra={user.nickname} onClick={() => setSheet('nickname')}>
          {t('account.nickname')}
        </List.Item>
        <List.Item extra={t(GENDER_KEYS[user.gender] ?? GENDER_KEYS[0])} onClick={() => setSheet('gender')}>
          {t('account.gender')}
        </List.Item>
        <List.Item
          extra={user.country ? countryName(user.country, lang) : t('account.countryNone')}
          description={t('account.countryHint')}
          onClick={() => setSheet('country')}
          data-testid="country-row"
        >
          {t('account.country')}
        </List.Item>
      </List>
      <List header={t('account.security')}>
        <List.Item
          extra={user.mobile ? maskMobile(user.mobile) : t('account.addMobile')}
          onClick={() => setSheet('mobile')}
          data-testid="mobile-row"
        >
          {t('account.mobile')}
        </List.Item>
        {/* A password is confirmed by a code to the member's number: without one, add it first. */}
        <List.Item extra={t('account.change')} onClick={() => setSheet(user.mobile ? 'password' : 'mobile')}>
          {t('account.password')}
        </List.Item>
      </List>
      <List header={t('account.socialAccounts')}>
        <WechatAccount />
        <SteamAccount steam={user.steam} />
      </List>
      <AvatarPopup visible={sheet === 'avatar'} current={user.avatar} onClose={close} />
      <NicknamePopup visible={sheet === 'nickname'} current={user.nickname} onClose={close} />
      <ActionSheet
        visible={sheet === 'gender'}
        onClose={close}
        cancelText={t('common.cancel')}
        actions={([1, 2, 0] as const).map((gender) => ({
          key: gender,
          text: t(GENDER_KEYS[gender]),
          onClick: () => void chooseGender(gender),
        }))}
      />
      {/* Mounted only while open: a closed Picker keeps a popup in the page, a second '.adm-popup-body' beside the mobile sheet's. */}
      {sheet === 'country' && (
      <Picker
        visible
        onClose={close}
        columns={[[{ label: t('account.countryNone'), value: '' }, ...countryOptions(lang)]]}
        value={[user.country ?? '']}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={(value) => void chooseCountry(String(value[0] ?? ''))}
      />
      )}
      <ChangeMobilePopup visible={sheet === 'mobile'} mobile={user.mobile} onClose={close} onDone={mobileDone} />
      {user.mobile && <ChangePasswordPopup visible={sheet === 'password'} mobile={user.mobile} onClose={close} />}
    </>
  )
}
