import { useTranslation } from 'react-i18next'
import type { Language } from '@/lib/language'
import { useDictStore } from '@/stores/dict'

/** A channel's name: the dictionary's pay_channel_code label, else the app's own (the sandbox has none). */
export function useChannelLabel(): (channelCode: string) => string {
  const { t, i18n } = useTranslation()
  const dictionary = useDictStore((state) => state.byLanguage[i18n.language as Language])
  return (channelCode) =>
    dictionary?.pay_channel_code?.find((entry) => entry.value === channelCode)?.label ??
    t(`pay.method.${channelCode}`, { defaultValue: channelCode })
}
