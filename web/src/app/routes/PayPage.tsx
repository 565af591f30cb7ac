import { Button, Skeleton, Toast } from 'antd-mobile'
import { ClockCircleOutline } from 'antd-mobile-icons'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError } from '@/components/PageState'
import { formatTimeLeft, useTimeLeft } from '@/lib/countdown'
import { ErrorCode } from '@/client/errorCodes'
import { ApiError } from '@/lib/http'
import { useCny } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import { readLastPayChannel } from '@/lib/lastPayChannel'
import type { PageProps } from '@/lib/paths'
import { currentPlatform } from '@/lib/platform'
import { startWechatBinding } from '@/features/identity/wechat'
import { useWallet } from '@/features/pay/wallet'
import { formatDateTime, type TimeLang } from '@/lib/time'
import { useEnabledChannels, usePayOrder, type PayOrder } from '@/features/pay/api'
import { payMethods, preselectedChannel } from '@/features/pay/channels'
import { ConfirmingPayment } from '@/features/pay/components/ConfirmingPayment'
import { ClosedState, MerchantButtons, NotFoundState } from '@/features/pay/components/OrderStates'
import { PayMethods } from '@/features/pay/components/PayMethods'
import { resultQuery, usePaySubmit } from '@/features/pay/components/usePaySubmit'
import { useLeaveGuard } from '@/features/pay/components/useLeaveGuard'
import { payPageState, PayOrderStatus } from '@/features/pay/payState'
import styles from '@/features/pay/components/pay.module.css'

/** The payment page (spec §2 pay/index): what is paid, until when, and how. */
export default function PayPage({ query }: PageProps<'pay'>) {
  const id = Number(query.id)
  const valid = Number.isInteger(id) && id > 0
  const order = usePayOrder(valid ? id : 0)
  const resumePay = positiveId(query.resumePay)

  if (!valid) return <NotFoundState />
  // A payment app (the mini program's WeChat Pay, the app shell's) said paid: the store confirms it.
  if (query.confirm === '1') return <ConfirmingPayment id={id} resumePay={resumePay} />
  if (order.isPending) return <PaySkeleton />
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === ErrorCode.PAY_ORDER_NOT_FOUND) return <NotFoundState />
    return <PageError message={order.error.message} onRetry={() => void order.refetch()} />
  }
  return <Payment order={order.data} refetch={order.refetch} resumePay={resumePay} />
}

/** A query's id, or undefined when it is not one. */
function positiveId(text: string | undefined): number | undefined {
  const value = Number(text)
  return Number.isInteger(value) && value > 0 ? value : undefined
}

interface PaymentProps {
  order: PayOrder
  refetch: () => Promise<unknown>
  /** A recharge paid here was made to pay this payment order. */
  resumePay?: number
}

function Payment({ order, refetch, resumePay }: PaymentProps) {
  const nav = useNav()
  const left = useTimeLeft(order.expireTime)
  const state = payPageState(order.status, order.expireTime, order.expireTime - left)

  useEffect(() => {
    // Paid already (elsewhere, or a free order): straight on to the result.
    if (state === 'paid') nav.redirect('payResult', resultQuery(order, 'success', resumePay))
  }, [state, order, nav, resumePay])

  if (state === 'paid') return <PaySkeleton />
  if (state === 'closed') return <ClosedState order={order} />
  return <Cashier order={order} left={left} expired={state === 'expired'} refetch={refetch} resumePay={resumePay} />
}

function Cashier({ order, left, expired, refetch, resumePay }: PaymentProps & { left: number; expired: boolean }) {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const cny = useCny()
  const wallet = useWallet()
  const channels = useEnabledChannels()
  const [selected, setSelected] = useState<string | null>(null)
  const [cancelled, setCancelled] = useState(false)
  const closesAt = formatDateTime(order.expireTime, i18n.language as TimeLang)
  const balance = wallet.data?.balance ?? null
  const platform = useMemo(() => currentPlatform(), [])
  const submit = usePaySubmit(
    order,
    platform,
    () => {
      // The order or the balance may have changed.
      void refetch()
      void wallet.refetch()
    },
    startWechatBinding,
    resumePay,
  )
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
  // Until every method's state is known nothing is chosen for the member (the wallet may be the one).
  const known = channels.isSuccess && (wallet.isSuccess || wallet.isError)
  const lastUsed = useMemo(() => readLastPayChannel(), [])
  const preselected = known ? preselectedChannel(methods, lastUsed) : null
  // A choice that became impossible (the balance fell, the time ran out) is no choice.
  const usable = (channelCode: string | null) =>
    methods.some((method) => method.channelCode === channelCode && method.disabled === null)
  const choice = usable(selected) ? selected : usable(preselected) ? preselected : null
  const walletShort = methods.some((method) => method.key === 'wallet' && method.disabled === 'balanceLow')

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
        {walletShort && !expired && balance !== null && (
          <TopUpOffer short={order.price - balance} onTopUp={() => nav.go('wallet', { resumePay: order.id })} />
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

/** The wallet cannot pay this: how much is missing, and a way to top up and come back. */
function TopUpOffer({ short, onTopUp }: { short: number; onTopUp: () => void }) {
  const { t } = useTranslation()
  const cny = useCny()
  return (
    <div className={styles.topUp} data-testid="pay-top-up">
      <span className={styles.topUpText}>{t('pay.topUpHint', { short: cny(short) })}</span>
      <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onTopUp} data-testid="pay-top-up-button">
        {t('pay.topUp')}
      </Button>
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
