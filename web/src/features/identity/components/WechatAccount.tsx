import { Dialog, List, Toast } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PATHS } from '@/lib/paths'
import { startWechatBinding, WECHAT_OFFICIAL_ACCOUNT } from '../wechat'
import { useAppStore } from '@/stores/app'
import { useSocialUser, useUnbindSocialUser } from '../api'

/** The member's WeChat account in "bound social accounts" (spec §3): bind it, or unbind it. */
export function WechatAccount() {
  const { t } = useTranslation()
  const social = useSocialUser(WECHAT_OFFICIAL_ACCOUNT)
  const bound = social.data ?? null
  const unbindSocialUser = useUnbindSocialUser()

  // Binding returns to the member's information page.
  const bind = () => void startWechatBinding(PATHS.userInfo).catch(() => undefined)

  const unbind = async (openid: string) => {
    const confirmed = await Dialog.confirm({
      title: t('account.unbindTitle'),
      content: t('account.unbindContent'),
      confirmText: t('account.unbind'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    await unbindSocialUser.mutateAsync({ type: WECHAT_OFFICIAL_ACCOUNT, openid })
    useAppStore.getState().setOpenid('')
    Toast.show({ content: t('wechat.unbound'), icon: 'success' })
  }

  if (social.isPending) return <List.Item extra={t('common.loading')}>{t('account.wechat')}</List.Item>
  if (social.isError) {
    return (
      <List.Item extra={t('common.retry')} onClick={() => void social.refetch()} data-testid="wechat-account">
        {t('account.wechat')}
      </List.Item>
    )
  }
  return (
    <List.Item
      extra={bound ? t('account.boundAs') : t('account.bind')}
      description={bound?.nickname ?? undefined}
      onClick={bound ? () => void unbind(bound.openid).catch(() => undefined) : bind}
      data-testid="wechat-account"
      data-bound={bound ? 'true' : 'false'}
    >
      {t('account.wechat')}
    </List.Item>
  )
}
