import { useTranslation } from '@/lib/i18next-lite/react'
import { ActivationKeys } from './ActivationKeys'
import type { ActivationCode } from '../api'
import { Section } from './Section'
import styles from './ActivationCodes.module.css'

/** The keys of a paid order (masked until revealed), and how redeeming works. */
export function ActivationCodes({ orderId, codes }: { orderId: number; codes: ActivationCode[] }) {
  const { t } = useTranslation()
  return (
    <>
      <ActivationKeys orderId={orderId} keys={codes} />
      <Section title={t('order.howToRedeem')} testId="redeem-guide">
        <ol className={styles.steps}>
          <li>{t('order.redeemStep1')}</li>
          <li>{t('order.redeemStep2')}</li>
          <li>{t('order.redeemStep3')}</li>
          <li>{t('order.redeemStep4')}</li>
        </ol>
        <p className={styles.tip}>{t('order.redeemTip')}</p>
      </Section>
    </>
  )
}
