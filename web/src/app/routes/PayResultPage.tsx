import { Button, Skeleton } from 'antd-mobile'
import { CheckCircleFill, ClockCircleFill, CloseCircleFill } from 'antd-mobile-icons'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { ActivationKeys } from '@/features/trade/components/ActivationKeys'
import { PageError } from '@/components/PageState'
import { ErrorCode } from '@/client/errorCodes'
import { ApiError } from '@/lib/http'
import { useCny } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import { useOrderKeys } from '@/features/trade/orderKeys'
import type { PageProps } from '@/lib/paths'
import { formatDateTime, type TimeLang } from '@/lib/time'
import { invalidateAfterPayment, usePayOrder, useRecharge, type PayOrder } from '@/features/pay/api'
import { useChannelLabel } from '@/features/pay/components/channelLabel'
import { ClosedState, MerchantButtons, NotFoundState } from '@/features/pay/components/OrderStates'
import { resultState, type ResultState } from '@/features/pay/payState'
import styles from '@/features/pay/components/pay.module.css'
import page from './PayResultPage.module.css'

/** A reported success the server has not confirmed yet is asked about this often, this many times. */
const CHECK_EVERY_MS = 2000
const CHECK_TIMES = 15

/** The payment's outcome (spec §2 pay/result): the server's word over the query's payState. */
export default function PayResultPage({ query }: PageProps<'payResult'>) {
  const id = Number(query.id)
  const valid = Number.isInteger(id) && id > 0
  const order = usePayOrder(valid ? id : 0)

  if (!valid) return <NotFoundState />
  if (order.isPending) return <ResultSkeleton />
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === ErrorCode.PAY_ORDER_NOT_FOUND) return <NotFoundState />
    return <PageError message={order.error.message} onRetry={() => void order.refetch()} />
  }
  const resumePay = Number(query.resumePay)
  return (
    <Outcome
      order={order.data}
      payState={query.payState}
      refetch={order.refetch}
      resumePay={Number.isInteger(resumePay) && resumePay > 0 ? resumePay : undefined}
    />
  )
}

interface OutcomeProps {
  order: PayOrder
  payState?: string
  refetch: () => Promise<unknown>
  /** The payment a recharge was made for: its success leads back there. */
  resumePay?: number
}

function Outcome({ order, payState, refetch, resumePay }: OutcomeProps) {
  const [checks, setChecks] = useState(0)
  const reported = resultState(order.status, payState)
  // Confirmation has its limits: after them a reported success that never arrived is a failure.
  const state: ResultState = reported === 'checking' && checks >= CHECK_TIMES ? 'fail' : reported

  useEffect(() => {
    if (state !== 'checking') return
    const timer = window.setTimeout(() => {
      setChecks((count) => count + 1)
      void refetch()
    }, CHECK_EVERY_MS)
    return () => window.clearTimeout(timer)
  }, [state, checks, refetch])

  const invalidated = useRef(false)
  useEffect(() => {
    // Paid: the order, its counts, the games owned, the wallet and the points all changed.
    if (state !== 'success' || invalidated.current) return
    invalidated.current = true
    void invalidateAfterPayment()
  }, [state])

  if (state === 'closed') return <ClosedState order={order} />
  if (state === 'checking') return <Checking />
  if (state === 'fail') return <Failed order={order} />
  return <Succeeded order={order} resumePay={resumePay} />
}

function Banner({ icon, title, hint, tone }: { icon: ReactNode; title: string; hint: string; tone: string }) {
  return (
    <div className={page.banner} data-testid="pay-result" data-state={tone}>
      <span className={page[tone]}>{icon}</span>
      <h2 className={page.title}>{title}</h2>
      <p className={page.hint}>{hint}</p>
    </div>
  )
}

function Succeeded({ order, resumePay }: { order: PayOrder; resumePay?: number }) {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const cny = useCny()
  const channel = useChannelLabel()
  const recharge = order.merchantType === 'recharge'
  return (
    <div className={styles.page}>
      <Banner
        tone="success"
        icon={<CheckCircleFill />}
        title={t('pay.result.success')}
        hint={recharge ? t('pay.result.successRecharge') : t('pay.result.successTrade')}
      />
      <section className={styles.section}>
        <dl className={page.facts}>
          <div className={page.fact}>
            <dt>{t('pay.paidAmount')}</dt>
            <dd className={page.accent} data-testid="result-price">
              {cny(order.price)}
            </dd>
          </div>
          {recharge && <RechargeBonus rechargeId={order.merchantOrderId} />}
          <div className={page.fact}>
            <dt>{t('pay.subject')}</dt>
            <dd>{order.subject}</dd>
          </div>
          {order.channelCode && (
            <div className={page.fact}>
              <dt>{t('pay.methods')}</dt>
              <dd data-testid="result-channel">{channel(order.channelCode)}</dd>
            </div>
          )}
          {order.successTime !== null && (
            <div className={page.fact}>
              <dt>{t('pay.paidAt')}</dt>
              <dd>{formatDateTime(order.successTime, i18n.language as TimeLang)}</dd>
            </div>
          )}
        </dl>
      </section>
      {!recharge && <OrderKeys orderId={order.merchantOrderId} />}
      {recharge && resumePay !== undefined && (
        <div className={page.retry}>
          <Button block color="primary" shape="rounded" onClick={() => nav.redirect('pay', { id: resumePay })} data-testid="back-to-payment">
            {t('pay.backToPayment')}
          </Button>
        </div>
      )}
      <MerchantButtons order={order} primary={resumePay === undefined} />
    </div>
  )
}

/** What a recharge put in the wallet: its bonus and the whole amount credited. */
function RechargeBonus({ rechargeId }: { rechargeId: number }) {
  const { t } = useTranslation()
  const cny = useCny()
  const recharge = useRecharge(rechargeId)
  if (!recharge.data) return null
  return (
    <>
      {recharge.data.bonusPrice > 0 && (
        <div className={page.fact}>
          <dt>{t('pay.result.bonus')}</dt>
          <dd className={page.accent} data-testid="result-bonus">
            +{cny(recharge.data.bonusPrice)}
          </dd>
        </div>
      )}
      <div className={page.fact}>
        <dt>{t('pay.result.credited')}</dt>
        <dd data-testid="result-credited">{cny(recharge.data.totalPrice)}</dd>
      </div>
    </>
  )
}

/** The paid order's keys, each behind "reveal key". */
function OrderKeys({ orderId }: { orderId: number }) {
  const keys = useOrderKeys(orderId)
  if (keys.isError) return <PageError message={keys.error.message} onRetry={() => void keys.refetch()} />
  if (!keys.data || keys.data.length === 0) return null
  return <ActivationKeys orderId={orderId} keys={keys.data} />
}

function Checking() {
  const { t } = useTranslation()
  return (
    <div className={styles.page}>
      <Banner
        tone="checking"
        icon={<ClockCircleFill />}
        title={t('pay.result.checking')}
        hint={t('pay.result.checkingHint')}
      />
    </div>
  )
}

function Failed({ order }: { order: PayOrder }) {
  const { t } = useTranslation()
  const nav = useNav()
  const cny = useCny()
  return (
    <div className={styles.page}>
      <Banner tone="fail" icon={<CloseCircleFill />} title={t('pay.result.fail')} hint={t('pay.result.failHint')} />
      <section className={styles.section}>
        <dl className={page.facts}>
          <div className={page.fact}>
            <dt>{t('pay.amount')}</dt>
            <dd className={page.accent}>{cny(order.price)}</dd>
          </div>
          <div className={page.fact}>
            <dt>{t('pay.subject')}</dt>
            <dd>{order.subject}</dd>
          </div>
        </dl>
      </section>
      <div className={page.retry}>
        <Button block color="primary" shape="rounded" onClick={() => nav.redirect('pay', { id: order.id })} data-testid="pay-again">
          {t('pay.payAgain')}
        </Button>
      </div>
      <MerchantButtons order={order} primary={false} />
    </div>
  )
}

function ResultSkeleton() {
  return (
    <div className={styles.page} data-testid="pay-result-loading">
      <div className={page.banner}>
        <Skeleton animated className={page.iconSkeleton} />
        <Skeleton.Title animated />
      </div>
      <div className={styles.section}>
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    </div>
  )
}
