import { Toast } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { copyText } from '@/lib/clipboard'

/** Copies a text and says whether it worked (spec §8: 复制成功! / 复制失败, in the member's language). */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useTranslation()
  return async (text: string) => {
    const copied = await copyText(text)
    Toast.show({ content: copied ? t('order.copied') : t('order.copyFailed'), icon: copied ? 'success' : 'fail' })
  }
}
