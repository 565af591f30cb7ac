import { Button, Skeleton } from 'antd-mobile'
import { useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useLocation } from '@/lib/router'
import { PageGone } from '@/components/PageGone'
import { PageError } from '@/components/PageState'
import { useDictLabel } from '@/lib/dictionary'
import { ErrorCode } from '@/client/errorCodes'
import { ApiError } from '@/lib/http'
import { useCny } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { formatDateTime, type TimeLang } from '@/lib/time'
import { useOrderDetail, useOrderTrack, type OrderDetail, type OrderItem } from '../api'
import { ActivationCodes } from '../components/ActivationCodes'
import { GiftBlock } from '../components/GiftBlock'
import { GiftStatus } from '../gifts'
import { OrderItemRow } from '../components/OrderItemRow'
import { PriceLines } from '../components/PriceLines'
import { ReviewSheet } from '../components/ReviewSheet'
import { Section } from '../components/Section'
import { StatusBanner } from '../components/StatusBanner'
import { useCopy } from '../components/useCopy'
import type { FromList } from '../components/useOpenOrder'
import { useOrderActions } from '../components/useOrderActions'
import { OrderStatus, RefundStatus, waitsForRelease } from '../orderTabs'
import styles from '../components/order.module.css'
import page from './OrderDetailPage.module.css'

type Props = PageProps<'orderDetail'> & {
  /** The share button of a gift's link (growth's share sheet, composed by the route). */
  giftShare?: (orderId: number) => ReactNode
  /** Under a paid pre-order waiting for its keys: how its news reaches WeChat (notification's, by the route). */
  preorderNotice?: (orderId: number, kept: number) => ReactNode
}

/** Order details: state, games, keys once paid (or its gift), every price line, information and history. */
export default function OrderDetailPage({ query, giftShare, preorderNotice }: Props) {
  const id = Number(query.id)
  const valid = Number.isInteger(id) && id > 0
  const detail = useOrderDetail(valid ? id : 0)

  if (!valid) return <NotFound />
  if (detail.isPending) return <DetailSkeleton />
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.code === ErrorCode.TRADE_ORDER_NOT_FOUND) return <NotFound />
    return <PageError message={detail.error.message} onRetry={() => void detail.refetch()} />
  }
  return (
    <Detail
      order={detail.data}
      openReview={query.review === '1'}
      refetch={detail.refetch}
      giftShare={giftShare}
      preorderNotice={preorderNotice}
    />
  )
}

function NotFound() {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <PageGone
      testId="order-not-found"
      title={t('order.notFound')}
      action={t('order.toList')}
      onAction={() => nav.redirect('orderList')}
    />
  )
}

function DetailSkeleton() {
  return (
    <div data-testid="order-loading">
      <Skeleton animated className={page.bannerSkeleton} />
      {[3, 6].map((lines) => (
        <div key={lines} className={styles.skeleton}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={lines} animated />
        </div>
      ))}
    </div>
  )
}

function Detail({
  order,
  openReview,
  refetch,
  giftShare,
  preorderNotice,
}: {
  order: OrderDetail
  openReview: boolean
  refetch: () => Promise<unknown>
} & Pick<Props, 'giftShare' | 'preorderNotice'>) {
  const { t } = useTranslation()
  const cny = useCny()
  // A gift waiting for its friend is theirs to review, once claimed.
  const waitingGift = order.gift?.status === GiftStatus.waiting
  const reviewable = order.status === OrderStatus.completed && !waitingGift
  const unreviewed = reviewable ? order.items.filter((item) => !item.commentStatus) : []
  // Opened from the list's "Review": the first game still to review.
  const [reviewing, setReviewing] = useState<OrderItem | null>(openReview ? (unreviewed[0] ?? null) : null)
  const onExpired = useCallback(() => void refetch(), [refetch])

  return (
    <div data-testid="order-detail" data-status={order.status}>
      <StatusBanner order={order} onExpired={onExpired} />
      {order.payStatus && waitsForRelease(order) && preorderNotice?.(order.id, order.miniProgramMessages)}
      {order.hidden && (
        <p className={page.hiddenNote} data-testid="order-hidden">
          {t('order.hiddenNote')}
        </p>
      )}
      {order.gift && order.payStatus && (
        <GiftBlock orderId={order.id} gift={order.gift} keys={order.activationCodes.length} share={giftShare?.(order.id)} />
      )}
      {/* A waiting gift's keys are its friend's to reveal. */}
      {order.activationCodes.length > 0 && !waitingGift && (
        <ActivationCodes orderId={order.id} codes={order.activationCodes} />
      )}
      <Section title={t('order.games', { count: order.productCount })}>
        {order.items.map((item) => (
          <OrderItemRow
            key={item.id}
            picUrl={item.picUrl}
            spuName={item.spuName}
            skuName={item.skuName}
            count={item.count}
            price={cny(item.memberPrice)}
            struck={item.referencePrice === null ? undefined : cny(item.referencePrice)}
            subtotal={cny(item.payPrice)}
            extra={
              item.refundCount > 0 ? (
                <span className={page.reviewed} data-testid="item-refunded">
                  {t(item.afterSaleStatus === RefundStatus.inProgress ? 'order.itemRefunding' : 'order.itemRefunded', { count: item.refundCount })}
                </span>
              ) : reviewable && !item.commentStatus ? (
                <span className={page.itemAction}>
                  <Button size="mini" shape="rounded" color="primary" fill="outline" onClick={() => setReviewing(item)} data-testid="item-review">
                    {t('order.review')}
                  </Button>
                </span>
              ) : reviewable ? (
                <span className={page.reviewed}>{t('order.reviewed')}</span>
              ) : null
            }
          />
        ))}
      </Section>
      <Section>
        <PriceLines
          price={order}
          points={order.usePoint > 0 ? t('order.pointsUsed', { count: order.usePoint }) : undefined}
          showPay
          bundle={order.items.some((item) => item.bundleId != null)}
        />
      </Section>
      <OrderInfo order={order} />
      <History order={order} />
      <div className={styles.barSpacer} />
      <ActionBar order={order} onReview={unreviewed[0] ? () => setReviewing(unreviewed[0] ?? null) : undefined} />
      <ReviewSheet key={reviewing?.id ?? 'none'} item={reviewing} onClose={() => setReviewing(null)} />
    </div>
  )
}

function OrderInfo({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation()
  const cny = useCny()
  const lang = i18n.language as TimeLang
  const copy = useCopy()
  const label = useDictLabel()
  return (
    <Section title={t('order.info')} testId="order-info">
      <dl className={styles.facts}>
        <Fact label={t('order.number')}>
          <span data-testid="order-no">{order.no}</span>
          <button type="button" className={styles.link} onClick={() => void copy(order.no)} data-testid="copy-no">
            {t('order.copy')}
          </button>
        </Fact>
        <Fact label={t('order.orderTime')}>{formatDateTime(order.createTime, lang)}</Fact>
        {order.payTime !== null && <Fact label={t('order.payTime')}>{formatDateTime(order.payTime, lang)}</Fact>}
        {order.payChannelCode && (
          <Fact label={t('order.payMethod')}>{label('pay_channel_code', order.payChannelCode, order.payChannelCode)}</Fact>
        )}
        {order.cancelTime !== null && (
          <Fact label={t('order.closeTime')}>{formatDateTime(order.cancelTime, lang)}</Fact>
        )}
        <Fact label={t('order.contact')}>{order.remark || t('order.noContact')}</Fact>
        {order.refundPrice > 0 && (
          <Fact label={t(order.refundStatus === RefundStatus.inProgress ? 'order.refundingAmount' : 'order.refundedAmount')}>
            <span data-testid="order-refunded">{cny(order.refundPrice)}</span>
          </Fact>
        )}
        {order.refundSpentPrice > 0 && (
          <Fact label={t('order.refundSpentPoints')}>
            <span data-testid="order-refund-spent">{cny(order.refundSpentPrice)}</span>
          </Fact>
        )}
        {/* A claimed gift's points are its giver's, not the friend's who holds it now. */}
        {order.givePoint > 0 && !(order.status === OrderStatus.closed && order.refundPrice > 0) && order.gift?.status !== GiftStatus.claimed && (
          <Fact label={order.payStatus ? t('order.pointsEarned') : t('order.pointsToEarn')}>{order.givePoint}</Fact>
        )}
      </dl>
    </Section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The order's timeline (GET get-express-track-list): newest first, each key's reveal among them. */
function History({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as TimeLang
  const track = useOrderTrack(order.id)
  if (track.isError) return <PageError message={track.error.message} onRetry={() => void track.refetch()} />
  if (track.isPending || track.data.length === 0) return null
  return (
    <Section title={t('order.history')} testId="order-history">
      <ol className={page.timeline}>
        {[...track.data].reverse().map((event, index) => (
          <li
            key={`${event.time}-${event.kind}-${index}`}
            className={index === 0 ? page.latest : page.event}
            data-testid="track-event"
            data-kind={event.kind}
          >
            <span className={page.eventText}>{event.content}</span>
            <time className={page.eventTime}>{formatDateTime(event.time, lang)}</time>
          </li>
        ))}
      </ol>
    </Section>
  )
}

function ActionBar({ order, onReview }: { order: OrderDetail; onReview?: () => void }) {
  const { t } = useTranslation()
  const nav = useNav()
  const location = useLocation()
  const { cancel, remove, refund } = useOrderActions()
  const fromList = (location.state as Partial<FromList> | null)?.fromOrderList === true
  const finished = order.status === OrderStatus.completed || order.status === OrderStatus.closed
  const deletable = finished && !order.hidden && order.gift?.status !== GiftStatus.waiting

  const onDelete = async () => {
    if (!(await remove(order.id))) return
    // Back to the list it was opened from, else to the list in this page's place.
    if (fromList) nav.back()
    else nav.redirect('orderList')
  }

  return (
    <div className={styles.bar} data-testid="order-actions">
      <Button size="small" shape="rounded" onClick={() => nav.go('orderFeedback', { orderId: order.id })} data-testid="order-feedback">
        {t('order.feedback')}
      </Button>
      {order.refundDeadline !== null && (
        <Button size="small" shape="rounded" onClick={() => void refund(order)} data-testid="order-refund">
          {t('order.refund')}
        </Button>
      )}
      {deletable && (
        <Button size="small" shape="rounded" onClick={() => void onDelete()} data-testid="order-delete">
          {t('order.delete')}
        </Button>
      )}
      {order.status === OrderStatus.unpaid && (
        <Button size="small" shape="rounded" onClick={() => void cancel(order.id)} data-testid="order-cancel">
          {t('order.cancel')}
        </Button>
      )}
      {order.status === OrderStatus.unpaid && order.payOrderId !== null && (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={() => nav.go('pay', { id: order.payOrderId ?? undefined })}
          data-testid="order-pay"
        >
          {t('order.continuePay')}
        </Button>
      )}
      {onReview && (
        <Button size="small" shape="rounded" color="primary" onClick={onReview} data-testid="order-review">
          {t('order.review')}
        </Button>
      )}
    </div>
  )
}
