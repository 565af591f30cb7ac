import { Dialog, List, Toast } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { startSteamBinding } from '../steamBinding'
import type { UserInfo } from '../userInfo'
import { useSteamUnbind } from '../api'
import { Avatar } from '@/components/Avatar'

/** The member's Steam account in "bound accounts" (spec §1 game-store binding): bind or unbind it. */
export function SteamAccount({ steam }: { steam: UserInfo['steam'] }) {
  const { t } = useTranslation()
  const unbindSteam = useSteamUnbind()

  const unbind = async () => {
    const confirmed = await Dialog.confirm({
      title: t('steam.unbindTitle'),
      content: t('steam.unbindContent'),
      confirmText: t('account.unbind'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    await unbindSteam.mutateAsync()
    Toast.show({ content: t('wechat.unbound'), icon: 'success' })
  }

  if (!steam) {
    return (
      <List.Item
        extra={t('steam.bind')}
        onClick={() => void startSteamBinding().catch(() => undefined)}
        data-testid="steam-account"
        data-bound="false"
      >
        Steam
      </List.Item>
    )
  }
  return (
    <List.Item
      prefix={steam.avatar ? <Avatar src={steam.avatar} size={32} alt="" /> : undefined}
      description={steam.personaName ?? steam.steamId}
      extra={t('account.unbind')}
      onClick={() => void unbind().catch(() => undefined)}
      data-testid="steam-account"
      data-bound="true"
    >
      Steam
    </List.Item>
  )
}
