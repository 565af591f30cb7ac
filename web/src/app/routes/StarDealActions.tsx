import { Button } from 'antd-mobile'
import { useState } from 'react'
import { ErrorCode } from '@/client/errorCodes'
import { ApiError } from '@/lib/http'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useLoginGate } from '@/lib/loginGate'
import { useNav } from '@/lib/navigation'
import { routeTo } from '@/lib/paths'
import { formatDateMinute, type TimeLang } from '@/lib/time'
import { useNow } from '@/lib/useNow'
import type { StarDeal } from '@/features/catalogue/starDeals'
import { dealPhase } from '@/features/catalogue/starDealsShown'
import { StarDealRemindButton } from '@/features/notification/components/RemindButton'
import { useBuyAtStarDeal } from '@/features/trade/api'
import { askForMobile } from './askForMobile'

/** Before the start a reminder of it (notification); from the start the buy button (trade). */
export default function DealAction({ deal }: { deal: StarDeal }) {
  const coming = dealPhase(deal, useNow(1000, deal.startTime)) === 'coming'
  return coming ? <StarDealRemindButton dealId={deal.id} /> : <StarDealBuyButton deal={deal} />
}

/**
 * Buys one key at the deal: an unpaid order at its price, then the payment page. A visitor logs in
 * first (back to the game's page); a member without a number adds one; a refusal (sold out, over the
 * limit) is shown in the member's language and the card reloads to say so.
 */
function StarDealBuyButton({ deal }: { deal: StarDeal }) {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const gate = useLoginGate()
  const buy = useBuyAtStarDeal()
  const [busy, setBusy] = useState(false)
  const phase = dealPhase(deal, useNow(1000, deal.endTime))

  const place = async () => {
    if (busy) return
    setBusy(true)
    try {
      const created = await buy.mutateAsync(deal.id)
      nav.go('pay', { id: created.payOrderId })
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.MEMBER_MOBILE_REQUIRED) void askForMobile(t, nav)
    } finally {
      setBusy(false)
    }
  }

  const label = {
    coming: t('starDeal.startsAt', { time: formatDateMinute(deal.startTime, i18n.language as TimeLang) }),
    running: t('starDeal.buy'),
    soldOut: t('starDeal.soldOut'),
    ended: t('starDeal.ended'),
  }[phase]
  return (
    <Button
      block
      color="primary"
      shape="rounded"
      disabled={phase !== 'running'}
      loading={busy}
      onClick={() => gate(() => void place(), { page: routeTo('gameDetail', { id: deal.spuId }) })}
      data-testid="star-deal-buy"
    >
      {label}
    </Button>
  )
}
