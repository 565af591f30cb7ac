import { useTranslation } from '@/lib/i18next-lite/react'
import { useDictLabel } from '@/lib/dictionary'

/** A channel's name: the dictionary's pay_channel_code label, else the app's own (the sandbox has none). */
export function useChannelLabel(): (channelCode: string) => string {
  const { t } = useTranslation()
  const label = useDictLabel()
  return (channelCode) => label('pay_channel_code', channelCode, t(`pay.method.${channelCode}`, { defaultValue: channelCode }))
}
