import { Button, Dialog, ErrorBlock, Input, Skeleton, Switch } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { ErrorCode } from '@/client/errorCodes'
import { TextLimits } from '@/client/textLimits'
import { FieldError } from '@/components/FieldError'
import { ApiError } from '@/lib/http'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useCny } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { textProblem, useTextCheck } from '@/lib/textRules'
import { useUserInfo } from '@/features/identity/userInfo'
import { useCreateOrder, useSettlement, type Settlement } from '@/features/trade/api'
import { parseOrderItems, type OrderItemInput } from '@/features/trade/confirmItems'
import { minus } from '@/features/trade/components/money'
import { OrderItemRow } from '@/features/trade/components/OrderItemRow'
import { PriceLines } from '@/features/trade/components/PriceLines'
import { VoucherPicker } from '@/features/trade/components/VoucherPicker'
import { Section } from '@/features/trade/components/Section'
import styles from '@/features/trade/components/order.module.css'
import page from './ConfirmOrderPage.module.css'

const REMARK = TextLimits['/app-api/trade/order/create'].remark

/** Confirm Order: what the chosen versions cost (every line from the server), contact, submit. */
export default function ConfirmOrderPage({ query }: PageProps<'confirmOrder'>) {
  const items = useMemo(() => parseOrderItems(query.items), [query.items])
  if (!items) return <InvalidItems />
  return <Confirm items={items} />
}

function InvalidItems() {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <div className={styles.state} data-testid="confirm-invalid">
      <ErrorBlock status="default" title={t('order.invalidItems')} description={t('order.invalidItemsHint')} />
      <div className={styles.stateButtons}>
        <Button shape="rounded" onClick={nav.back}>
          {t('common.back')}
        </Button>
        <Button color="primary" shape="rounded" onClick={() => nav.go('home')}>
          {t('order.goShopping')}
        </Button>
      </div>
    </div>
  )
}

/** Settling failed (out of stock, off the shelf, too many…): why, and the ways on. */
function SettleFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation()
  const nav = useNav()
  const baseGame = baseGameNeeded(error)
  return (
    <div className={styles.state} data-testid="confirm-error" role="alert">
      <ErrorBlock status="default" title={t('order.cannotOrder')} description={error.message} />
      <div className={styles.stateButtons}>
        <Button shape="rounded" onClick={nav.back}>
          {t('common.back')}
        </Button>
        {baseGame === null ? (
          <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : (
          <Button color="primary" shape="rounded" onClick={() => nav.go('gameDetail', { id: baseGame })} data-testid="base-game">
            {t('order.viewBaseGame')}
          </Button>
        )}
      </div>
    </div>
  )
}

/** The base game a DLC needs when the server refused it for that (its id in the answer's data). */
function baseGameNeeded(error: Error): number | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.TRADE_DLC_BASE_NOT_OWNED) return null
  const data = error.data as { baseSpuId?: unknown } | null | undefined
  return typeof data?.baseSpuId === 'number' ? data.baseSpuId : null
}

function Confirm({ items }: { items: OrderItemInput[] }) {
  const { t } = useTranslation()
  const nav = useNav()
  const [pointStatus, setPointStatus] = useState(false)
  const [remark, setRemark] = useState('')
  const [busy, setBusy] = useState(false)
  const [voucherId, setVoucherId] = useState<number | null>(null)
  const [pickingVoucher, setPickingVoucher] = useState(false)
  const remarkCheck = useTextCheck(REMARK)
  // Settling sends the remark too: one the server would refuse waits until it is mended.
  const settlement = useSettlement(items, pointStatus, textProblem(remark, REMARK) ? '' : remark, voucherId)
  const createOrder = useCreateOrder()
  const user = useUserInfo()

  /** A member who logged in with WeChat adds a phone number before paying (keys and receipts go to it). */
  const askForMobile = async () => {
    const add = await Dialog.confirm({
      title: t('order.mobileNeededTitle'),
      content: t('order.mobileNeeded'),
      confirmText: t('account.addMobile'),
      cancelText: t('common.cancel'),
    })
    if (add) nav.go('userInfo', { addMobile: '1' })
  }

  if (settlement.isPending) return <ConfirmSkeleton />
  if (settlement.isError) {
    // A voucher that stopped applying (spent elsewhere, expired): retrying goes on without it.
    const retry = voucherId === null ? () => void settlement.refetch() : () => setVoucherId(null)
    return <SettleFailed error={settlement.error} onRetry={retry} />
  }

  const submit = async () => {
    if (busy || !remarkCheck.check(remark)) return
    if (user.data && !user.data.mobile) return void askForMobile()
    setBusy(true)
    try {
      const created = await createOrder.mutateAsync({ items, pointStatus, remark: remark.trim(), itemId: voucherId, gift: false, giftMessage: '' })
      // The payment page takes Confirm Order's place: back returns to the cart or the game.
      nav.redirect('pay', { id: created.payOrderId })
    } catch (error) {
      // The request layer showed the server's reason (out of stock, price changed…): settle again.
      if (error instanceof ApiError && error.code === ErrorCode.MEMBER_MOBILE_REQUIRED) void askForMobile()
      else void settlement.refetch()
    } finally {
      setBusy(false)
    }
  }

  const data = settlement.data
  return (
    <div className={page.page} data-testid="confirm-order">
      <Section title={t('order.games', { count: data.items.reduce((sum, item) => sum + item.count, 0) })}>
        <GameLines data={data} />
      </Section>
      <Section>
        <PriceLines
          price={data.price}
          level={{ name: data.levelName, percent: data.discountPercent }}
          voucher={{ hint: <VoucherHint data={data} />, onOpen: () => setPickingVoucher(true) }}
          points={<PointsHint data={data} on={pointStatus} />}
          pointsValue={
            <Switch
              checked={pointStatus}
              disabled={data.totalPoint === 0 || settlement.isFetching}
              onChange={setPointStatus}
              aria-label={t('order.usePoints')}
              data-testid="points-switch"
            />
          }
        />
      </Section>
      <Section title={t('order.contact')}>
        <Input
          className={page.remark}
          value={remark}
          onChange={(value) => {
            setRemark(value)
            remarkCheck.onChange(value)
          }}
          clearable
          placeholder={t('order.contactPlaceholder')}
          aria-label={t('order.contact')}
          data-testid="contact-input"
        />
        <FieldError message={remarkCheck.error} testId="contact-error" />
      </Section>
      <p className={page.note}>{t('order.codesNote')}</p>
      <div className={styles.barSpacer} />
      <SubmitBar amount={data.price.payPrice} busy={busy} onSubmit={() => void submit()} />
      <VoucherPicker
        open={pickingVoucher}
        vouchers={data.vouchers}
        chosen={data.itemId}
        onChoose={(id) => {
          setVoucherId(id)
          setPickingVoucher(false)
        }}
        onClose={() => setPickingVoucher(false)}
      />
    </div>
  )
}

function VoucherHint({ data }: { data: Settlement }) {
  const { t } = useTranslation()
  const chosen = data.vouchers.find((voucher) => voucher.id === data.itemId)
  if (chosen) return <span data-testid="voucher-hint">{chosen.name}</span>
  const usable = data.vouchers.filter((voucher) => voucher.usable).length
  return <span data-testid="voucher-hint">{usable > 0 ? t('order.vouchersAvailable', { count: usable }) : t('order.vouchersNone')}</span>
}

function GameLines({ data }: { data: Settlement }) {
  const cny = useCny()
  return (
    <>
      {data.items.map((item) => {
        return (
          <OrderItemRow
            key={item.skuId}
            picUrl={item.picUrl}
            spuName={item.spuName}
            skuName={item.skuName}
            count={item.count}
            price={cny(item.memberPrice)}
            struck={item.referencePrice === null ? undefined : cny(item.referencePrice)}
          />
        )
      })}
    </>
  )
}

function PointsHint({ data, on }: { data: Settlement; on: boolean }) {
  const { t } = useTranslation()
  const cny = useCny()
  if (data.totalPoint === 0) return <span data-testid="points-hint">{t('order.noPoints')}</span>
  if (!on) return <span data-testid="points-hint">{t('order.pointsAvailable', { count: data.totalPoint })}</span>
  if (data.usePoint === 0) return <span data-testid="points-hint">{t('order.pointsUnusable', { count: data.totalPoint })}</span>
  return (
    <span data-testid="points-hint">
      {t('order.pointsUse', { use: data.usePoint, total: data.totalPoint, amount: minus(data.price.pointPrice, cny) })}
    </span>
  )
}

function SubmitBar({ amount, busy, onSubmit }: { amount: number; busy: boolean; onSubmit: () => void }) {
  const { t } = useTranslation()
  const cny = useCny()
  return (
    <div className={styles.bar}>
      <span className={page.pay}>
        <span>{t('order.payAmount')}</span>
        <strong className={page.payAmount} data-testid="pay-amount">
          {cny(amount)}
        </strong>
      </span>
      <Button color="primary" shape="rounded" loading={busy} onClick={onSubmit} data-testid="submit-order">
        {t('order.submit')}
      </Button>
    </div>
  )
}

function ConfirmSkeleton() {
  return (
    <div data-testid="confirm-loading">
      {[3, 6, 1].map((lines) => (
        <div key={lines} className={styles.skeleton}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={lines} animated />
        </div>
      ))}
    </div>
  )
}
