import { Button, Skeleton, Toast } from 'antd-mobile'
import { ClockCircleOutline } from 'antd-mobile-icons'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageError } from '@/components/PageState'
import { formatTimeLeft, useTimeLeft } from '@/lib/countdown'
import { ErrorCode } from '@/client/errorCodes'
import { ApiError } from '@/lib/http'
import { useCny } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { currentPlatform } from '@/lib/platform'
import { useWallet } from '@/lib/pay'
import { formatDateTime, type TimeLang } from '@/lib/time'
import { useEnabledChannels, usePayOrder, type PayOrder } from '../api'
import { payMethods } from '../channels'
import { ClosedState, MerchantButtons, NotFoundState } from '../components/OrderStates'
import { PayMethods } from '../components/PayMethods'
import { resultQuery, usePaySubmit } from '../components/usePaySubmit'
import { useLeaveGuard } from '../components/useLeaveGuard'
import { payPageState, PayOrderStatus } from '../payState'
import styles from '../components/pay.module.css'

/** The payment page (spec §2 pay/index): what is paid, until when, and how. */
export default function PayPage({ query }: PageProps<'pay'>) {
  const id = Number(query.id)
  const valid = Number.isInteger(id) && id > 0
  const order = usePayOrder(valid ? id : 0)

  if (!valid) return <NotFoundState />
  if (order.isPending) return <PaySkeleton />
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === ErrorCode.PAY_ORDER_NOT_FOUND) return <NotFoundState />
    return <PageError message={order.error.message} onRetry={() => void order.refetch()} />
  }
  return <Payment order={order.data} refetch={order.refetch} />
}

function Payment({ order, refetch }: { order: PayOrder; refetch: () => Promise<unknown> }) {
  const nav = useNav()
  const left = useTimeLeft(order.expireTime)
  const state = payPageState(order.status, order.expireTime, order.expireTime - left)

  useEffect(() => {
    // Paid already (elsewhere, or a free order): straight on to the result.
    if (state === 'paid') nav.redirect('payResult', resultQuery(order, 'success'))
  }, [state, order, nav])

  if (state === 'paid') return <PaySkeleton />
  if (state === 'closed') return <ClosedState order={order} />
  return <Cashier order={order} left={left} expired={state === 'expired'} refetch={refetch} />
}

function Cashier({
  order,
  left,
  expired,
  refetch,
}: {
  order: PayOrder
  left: number
  expired: boolean
  refetch: () => Promise<unknown>
}) {
  const { t, i18n } = useTranslation()
  const cny = useCny()
  const wallet = useWallet()
  const channels = useEnabledChannels()
  const [selected, setSelected] = useState<string | null>(null)
  const [cancelled, setCancelled] = useState(false)
  const closesAt = formatDateTime(order.expireTime, i18n.language as TimeLang)
  const balance = wallet.data?.balance ?? null
  const platform = useMemo(() => currentPlatform(), [])
  const submit = usePaySubmit(order, platform, () => {
    // The order or the balance may have changed.
    void refetch()
    void wallet.refetch()
  })
  const busy = submit.busy

  const methods = useMemo(
    () =>
      payMethods({
        platform,
        enabled: channels.data ?? [],
        price: order.price,
        balance,
        merchantType: order.merchantType,
      }),
    [platform, channels.data, order.price, order.merchantType, balance],
  )
  // A choice that became impossible (the balance fell, the time ran out) is no choice.
  const choice = methods.find((method) => method.channelCode === selected && method.disabled === null) ? selected : null

  useLeaveGuard({
    active: !expired && !cancelled && !busy,
    closesAt,
    onCancelled: useCallback(() => setCancelled(true), []),
  })

  const select = (channelCode: string) => {
    setSelected(channelCode)
    setCancelled(false)
  }

  const pay = () => {
    if (expired) return
    if (!choice) {
      Toast.show({ content: t('pay.selectMethod') })
      return
    }
    void submit.pay(choice)
  }

  return (
    <div className={styles.page} data-testid="pay-page" data-merchant-type={order.merchantType}>
      <section className={styles.amountCard}>
        <span className={styles.amountLabel}>{t('pay.amount')}</span>
        <strong className={styles.amount} data-testid="pay-price">
          {cny(order.price)}
        </strong>
        <span className={styles.subject} data-testid="pay-subject">
          {order.subject}
        </span>
        {expired ? (
          <span className={styles.expired} data-testid="pay-expired" role="alert">
            <strong>{t('pay.expired')}</strong>
            <span>{t('pay.expiredHint')}</span>
          </span>
        ) : (
          <span className={styles.countdown} data-testid="pay-countdown">
            <ClockCircleOutline /> {t('pay.payWithin', { time: formatTimeLeft(left) })}
          </span>
        )}
      </section>
      {cancelled && (
        <p className={styles.notice} data-testid="pay-cancelled">
          {t('pay.cancelledNotice', { time: closesAt })}
        </p>
      )}
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('pay.methods')}</h2>
        {channels.isError ? (
          <PageError message={channels.error.message} onRetry={() => void channels.refetch()} />
        ) : channels.isPending ? (
          <Skeleton.Paragraph lineCount={4} animated />
        ) : (
          <PayMethods methods={methods} selected={choice} balance={balance} locked={expired} onSelect={select} />
        )}
      </section>
      {expired && <MerchantButtons order={order} primary={false} />}
      <div className={styles.barSpacer} />
      <div className={styles.bar}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={busy}
          disabled={expired || order.status !== PayOrderStatus.waiting}
          onClick={pay}
          data-testid="pay-submit"
        >
          {t('pay.submit', { amount: cny(order.price) })}
        </Button>
      </div>
    </div>
  )
}

function PaySkeleton() {
  const { t } = useTranslation()
  return (
    <div className={styles.page} data-testid="pay-loading">
      <p className={styles.checking} role="status">
        {t('pay.checkingEnvironment')}
      </p>
      <div className={styles.amountCard}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
      <div className={styles.section}>
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    </div>
  )
}
