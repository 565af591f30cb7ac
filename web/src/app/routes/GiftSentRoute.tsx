import GiftSentPage from '@/features/trade/pages/GiftSentPage'
import { ShareButton } from '@/features/growth/components/ShareButton'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { PageProps } from '@/lib/paths'
import styles from './GiftShare.module.css'

/** The gifts the member gave; a waiting one's link is sent again with the share sheet (growth's). */
export default function GiftSentRoute(props: PageProps<'giftSent'>) {
  const { t } = useTranslation()
  return (
    <GiftSentPage
      {...props}
      share={(orderId) => <ShareButton page="gift" id={orderId} label={t('gift.share')} className={styles.share} />}
    />
  )
}
