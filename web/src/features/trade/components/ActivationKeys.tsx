import { Button, Dialog, Toast } from 'antd-mobile'
import { EyeOutline } from 'antd-mobile-icons'
import { useTranslation } from '@/lib/i18next-lite/react'
import { copyText } from '@/lib/clipboard'
import { useState } from 'react'
import { KEY_REPORT_WITH_SUPPORT, useKeyReports, type KeyReport } from '../keyReports'
import { MASKED_KEY, useRevealKey, type ActivationKey } from '../orderKeys'
import { KeyReportSheet } from './KeyReportSheet'
import { steamRedeemUrl } from '@/lib/steamRedeem'
import { formatDateTime, type TimeLang } from '@/lib/time'
import styles from './ActivationKeys.module.css'

/**
 * An order's activation keys (order details, payment result): each masked until the member taps
 * "reveal" and confirms that a revealed key can no longer be refunded; a revealed key is shown in
 * clear with copy and "redeem on Steam", says when it was revealed, and can be reported as not
 * working (then says what became of the report).
 */
export function ActivationKeys({ orderId, keys }: { orderId: number; keys: ActivationKey[] }) {
  const { t } = useTranslation()
  const reports = useKeyReports(orderId, keys.some((key) => key.revealed))
  return (
    <section className={styles.card} data-testid="activation-codes">
      <h2 className={styles.title}>{t('order.activationCodes')}</h2>
      <ul className={styles.codes}>
        {keys.map((key) => (
          <KeyRow key={key.keyId} orderId={orderId} activationKey={key} report={reports.data?.get(key.keyId)} reportsRead={reports.isSuccess} />
        ))}
      </ul>
    </section>
  )
}

interface KeyRowProps {
  orderId: number
  activationKey: ActivationKey
  report: KeyReport | undefined
  /** The order's reports are known: a key without one may be reported. */
  reportsRead: boolean
}

function KeyRow({ orderId, activationKey: key, report, reportsRead }: KeyRowProps) {
  const { t, i18n } = useTranslation()
  const reveal = useRevealKey(orderId)
  const [reporting, setReporting] = useState(false)

  const askAndReveal = async () => {
    const confirmed = await Dialog.confirm({
      title: t('activationKey.confirmTitle'),
      content: t('activationKey.confirmContent'),
      confirmText: t('activationKey.confirm'),
      cancelText: t('common.cancel'),
    })
    if (confirmed) reveal.mutate(key.keyId)
  }

  const copy = async (code: string) => {
    const copied = await copyText(code)
    Toast.show({ content: copied ? t('order.copied') : t('order.copyFailed'), icon: copied ? 'success' : 'fail' })
  }

  return (
    <li className={styles.code} data-testid="activation-code" data-key-id={key.keyId} data-revealed={key.revealed}>
      <span className={styles.game}>
        {key.spuName} · {key.skuName}
      </span>
      {key.code !== null ? (
        <>
          <code className={styles.key} data-testid="activation-code-value">
            {key.code}
          </code>
          <span className={styles.row}>
            <span className={styles.status} data-testid="key-revealed">
              {key.revealTime !== null &&
                t('activationKey.revealedAt', { time: formatDateTime(key.revealTime, i18n.language as TimeLang) })}
            </span>
            <span className={styles.buttons}>
              <Button size="mini" shape="rounded" color="primary" onClick={() => void copy(key.code ?? '')} data-testid="copy-code">
                {t('order.copy')}
              </Button>
              <a className={styles.redeem} href={steamRedeemUrl(key.code)} target="_blank" rel="noopener noreferrer" data-testid="redeem-code">
                {t('order.redeemOnSteam')}
              </a>
            </span>
          </span>
          {report ? (
            <span className={report.status === KEY_REPORT_WITH_SUPPORT ? styles.reportPending : styles.reportDone} data-testid="key-report-status">
              {t(`keyReport.status${report.status}`, { answer: report.answer })}
            </span>
          ) : (
            reportsRead && (
              <>
                <button type="button" className={styles.reportLink} onClick={() => setReporting(true)} data-testid="report-key">
                  {t('keyReport.open')}
                </button>
                <KeyReportSheet orderId={orderId} keyId={key.keyId} visible={reporting} onClose={() => setReporting(false)} />
              </>
            )
          )}
        </>
      ) : (
        <>
          <code className={`${styles.key} ${styles.masked}`} aria-label={t('activationKey.masked')} data-testid="masked-code">
            {MASKED_KEY}
          </code>
          <span className={styles.row}>
            <span className={styles.status}>{t('activationKey.notRevealed')}</span>
            <Button
              size="small"
              shape="rounded"
              color="primary"
              loading={reveal.isPending}
              onClick={() => void askAndReveal()}
              data-testid="reveal-code"
            >
              <EyeOutline /> {t('activationKey.reveal')}
            </Button>
          </span>
        </>
      )}
    </li>
  )
}
