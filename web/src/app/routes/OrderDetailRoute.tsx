import OrderDetailPage from '@/features/trade/pages/OrderDetailPage'
import { ShareButton } from '@/features/growth/components/ShareButton'
import { PreorderWechatNotice } from '@/features/notification/components/PreorderWechatNotice'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { PageProps } from '@/lib/paths'
import styles from './GiftShare.module.css'

/** Order details; a gift's giver sends its link with the share sheet (growth's); a pre-order's news may come in WeChat (notification's). */
export default function OrderDetailRoute(props: PageProps<'orderDetail'>) {
  const { t } = useTranslation()
  return (
    <OrderDetailPage
      {...props}
      giftShare={(orderId) => <ShareButton page="gift" id={orderId} label={t('gift.share')} className={styles.share} />}
      preorderNotice={(orderId, kept) => <PreorderWechatNotice orderId={orderId} kept={kept} />}
    />
  )
}
