import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { ActivationCode } from '../api'
import { steamRedeemUrl } from '../steamRedeem'
import { Section } from './Section'
import { useCopy } from './useCopy'
import styles from './ActivationCodes.module.css'

/** The keys of a paid order, each to copy or to redeem on Steam, and how redeeming works. */
export function ActivationCodes({ codes }: { codes: ActivationCode[] }) {
  const { t } = useTranslation()
  const copy = useCopy()
  return (
    <>
      <Section title={t('order.activationCodes')} testId="activation-codes">
        <ul className={styles.codes}>
          {codes.map((code, index) => (
            <li key={`${code.orderItemId}-${index}`} className={styles.code} data-testid="activation-code">
              <span className={styles.game}>
                {code.spuName} · {code.skuName}
              </span>
              <code className={styles.key}>{code.code}</code>
              <span className={styles.buttons}>
                <Button size="mini" shape="rounded" color="primary" onClick={() => void copy(code.code)} data-testid="copy-code">
                  {t('order.copy')}
                </Button>
                <a
                  className={styles.redeem}
                  href={steamRedeemUrl(code.code)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="redeem-code"
                >
                  {t('order.redeemOnSteam')}
                </a>
              </span>
            </li>
          ))}
        </ul>
      </Section>
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
