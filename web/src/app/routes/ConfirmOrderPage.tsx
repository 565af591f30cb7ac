import { Button, ErrorBlock, Input, Skeleton, Switch, TextArea } from 'antd-mobile'
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
import { formatDateMinute, type TimeLang } from '@/lib/time'
import { useUserInfo } from '@/features/identity/userInfo'
import { orderGoods, useCreateOrder, useSettlement, type Settlement } from '@/features/trade/api'
import { parseOrderGoods, type OrderGoods } from '@/features/trade/confirmItems'
import { minus } from '@/features/trade/components/money'
import { OrderItemRow } from '@/features/trade/components/OrderItemRow'
import { PriceLines } from '@/features/trade/components/PriceLines'
import { VoucherPicker } from '@/features/trade/components/VoucherPicker'
import { Section } from '@/features/trade/components/Section'
import styles from '@/features/trade/components/order.module.css'
import { askForMobile } from './askForMobile'
import page from './ConfirmOrderPage.module.css'

const REMARK = TextLimits['/app-api/trade/order/create'].remark
const GIFT_MESSAGE = TextLimits['/app-api/trade/order/create'].giftMessage

/** Confirm Order: what the chosen versions or bundle cost (every line from the server), contact, submit. */
export default function ConfirmOrderPage({ query }: PageProps<'confirmOrder'>) {
  const { items, bundleId, skuIds, cartBundles } = query
  const goods = useMemo(() => parseOrderGoods({ items, bundleId, skuIds, cartBundles }), [items, bundleId, skuIds, cartBundles])
  if (!goods) return <InvalidItems />
  return <Confirm goods={goods} />
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

function Confirm({ goods }: { goods: OrderGoods }) {
  const { t } = useTranslation()
  const nav = useNav()
  const [pointStatus, setPointStatus] = useState(false)
  const [remark, setRemark] = useState('')
  const [busy, setBusy] = useState(false)
  const [voucherId, setVoucherId] = useState<number | null>(null)
  const [pickingVoucher, setPickingVoucher] = useState(false)
  const remarkCheck = useTextCheck(REMARK)
  const [gift, setGift] = useState(false)
  const [giftMessage, setGiftMessage] = useState('')
  const giftMessageCheck = useTextCheck(GIFT_MESSAGE)
  // Settling sends the remark too: one the server would refuse waits until it is mended.
  const settlement = useSettlement(goods, pointStatus, textProblem(remark, REMARK) ? '' : remark, voucherId)
  const createOrder = useCreateOrder()
  const user = useUserInfo()

  if (settlement.isPending) return <ConfirmSkeleton />
  if (settlement.isError) {
    // A voucher that stopped applying (spent elsewhere, expired): retrying goes on without it.
    const retry = voucherId === null ? () => void settlement.refetch() : () => setVoucherId(null)
    return <SettleFailed error={settlement.error} onRetry={retry} />
  }

  const submit = async () => {
    if (busy || !remarkCheck.check(remark) || (gift && !giftMessageCheck.check(giftMessage))) return
    if (user.data && !user.data.mobile) return void askForMobile(t, nav)
    setBusy(true)
    try {
      const created = await createOrder.mutateAsync({ ...orderGoods(goods), pointStatus, remark: remark.trim(), itemId: voucherId, gift: gift && release === null, giftMessage: gift && release === null ? giftMessage.trim() : '' })
      // The payment page takes Confirm Order's place: back returns to the cart or the game.
      nav.redirect('pay', { id: created.payOrderId })
    } catch (error) {
      // The request layer showed the server's reason (out of stock, price changed…): settle again.
      if (error instanceof ApiError && error.code === ErrorCode.MEMBER_MOBILE_REQUIRED) void askForMobile(t, nav)
      else void settlement.refetch()
    } finally {
      setBusy(false)
    }
  }

  const data = settlement.data
  // A pre-order is ordered on its own: its one line carries the release.
  const release = data.items[0]?.releaseTime ?? null
  const inBundle = data.items.some((item) => item.bundleId !== null && item.bundleId !== undefined)
  return (
    <div className={page.page} data-testid="confirm-order">
      <Section title={t('order.games', { count: data.items.reduce((sum, item) => sum + item.count, 0) })}>
        <GameLines data={data} />
        {inBundle && <BundleNote owned={data.bundleOwnedSkuIds?.length ?? 0} />}
      </Section>
      <Section>
        <PriceLines
          price={data.price}
          bundle={inBundle && data.items.some((item) => item.bundleId === null || item.bundleId === undefined) ? 'mixed' : inBundle}
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
      {release !== null && <PreorderNote release={release} />}
      {release === null && (
        <Section
          title={t('gift.asGift')}
          extra={<Switch checked={gift} onChange={setGift} aria-label={t('gift.asGift')} data-testid="gift-switch" />}
        >
          <p className={page.giftHint}>{t('gift.asGiftHint')}</p>
          {gift && (
            <>
              <TextArea
                className={page.giftMessage}
                value={giftMessage}
                onChange={(typed) => {
                  // One line (the server's rule): a line break typed or pasted is a space.
                  const value = typed.replace(/[\r\n]+/g, ' ')
                  setGiftMessage(value)
                  giftMessageCheck.onChange(value)
                }}
                rows={2}
                autoSize={{ minRows: 2, maxRows: 4 }}
                maxLength={GIFT_MESSAGE.maxLength}
                showCount
                placeholder={t('gift.messagePlaceholder')}
                aria-label={t('gift.message')}
                data-testid="gift-message-input"
              />
              <FieldError message={giftMessageCheck.error} testId="gift-message-error" />
            </>
          )}
        </Section>
      )}
      <p className={page.note}>{t(release !== null ? 'order.preorderCodesNote' : gift ? 'gift.codesNote' : 'order.codesNote')}</p>
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

/** A pre-order: paid now in full, its keys delivered at the release, refundable until then. */
function PreorderNote({ release }: { release: number }) {
  const { t, i18n } = useTranslation()
  return (
    <Section title={t('order.preorderTitle')} testId="confirm-preorder">
      <p className={page.giftHint}>{t('order.preorderNote', { date: formatDateMinute(release, i18n.language as TimeLang) })}</p>
    </Section>
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

/** Bought in a bundle: how its price is shared, and the games owned left out of a fixed set. */
function BundleNote({ owned }: { owned: number }) {
  const { t } = useTranslation()
  return (
    <p className={page.bundleNote} data-testid="confirm-bundle-note">
      {t('order.bundleNote')}
      {owned > 0 && <span data-testid="confirm-bundle-owned">{t('order.bundleOwned', { count: owned })}</span>}
    </p>
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
