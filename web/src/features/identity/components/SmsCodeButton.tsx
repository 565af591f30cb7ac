import { Button, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { isMobile } from '@/lib/validators'
import { secondsUntilResend, useModalStore, type SmsTimer } from '@/stores/modal'
import { useSendSmsCode, type SmsSceneValue } from '../api'

interface Props {
  mobile: string
  scene: SmsSceneValue
  timer: SmsTimer
}

/** Sends a code and counts down 60 s; the countdown survives reloads (modal store). */
export function SmsCodeButton({ mobile, scene, timer }: Props) {
  const { t } = useTranslation()
  const lastSent = useModalStore((state) => state.lastTimer[timer])
  const markSent = useModalStore((state) => state.markSent)
  const [now, setNow] = useState(() => Date.now())
  const [sending, setSending] = useState(false)
  const sendSmsCode = useSendSmsCode()
  const seconds = secondsUntilResend(lastSent, now)

  useEffect(() => {
    if (seconds <= 0) return
    const id = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(id)
  }, [seconds])

  const send = async () => {
    if (!isMobile(mobile)) {
      Toast.show(t('login.mobileInvalid'))
      return
    }
    setSending(true)
    Toast.show({ icon: 'loading', content: t('toast.sending'), duration: 0 })
    try {
      await sendSmsCode.mutateAsync({ mobile, scene })
      markSent(timer, Date.now())
      setNow(Date.now())
      Toast.show({ icon: 'success', content: t('toast.sent') })
    } catch (error) {
      Toast.show({ icon: 'fail', content: (error as Error).message })
    } finally {
      setSending(false)
    }
  }

  return (
    <Button size="small" color="primary" fill="none" disabled={seconds > 0 || sending} onClick={send}>
      {seconds > 0 ? t('login.resendIn', { seconds }) : t('login.getCode')}
    </Button>
  )
}
