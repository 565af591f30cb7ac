import { Button, Toast } from 'antd-mobile'
import { CheckCircleOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { currentPlatform } from '@/lib/platform'
import { askPreorderMessage } from '../preorderMessages'
import styles from './PreorderWechatNotice.module.css'

/**
 * In the mini program, on a pre-order waiting for its keys: "Tell me in WeChat" (the member accepts a
 * subscribe message), or that WeChat will tell them. Elsewhere the app and Web Push tell them.
 */
export function PreorderWechatNotice({ orderId, kept }: { orderId: number; kept: number }) {
  const { t, i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  if (currentPlatform() !== 'WechatMiniProgram') return null
  if (kept > 0) {
    return (
      <div className={styles.row} data-testid="preorder-wechat-on">
        <span className={styles.on}>
          <CheckCircleOutline className={styles.icon} />
          {t('preorderMessage.on')}
        </span>
      </div>
    )
  }
  const ask = async () => {
    setBusy(true)
    try {
      if ((await askPreorderMessage(orderId, i18n.language)) === 'noTemplate') {
        Toast.show({ icon: 'fail', content: t('reminder.templateNotFound') })
      }
    } catch {
      Toast.show({ icon: 'fail', content: t('preorderMessage.failed') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={styles.row}>
      <span>{t('preorderMessage.offer')}</span>
      <Button size="small" shape="rounded" color="primary" loading={busy} onClick={() => void ask()} data-testid="preorder-wechat">
        {t('preorderMessage.ask')}
      </Button>
    </div>
  )
}
