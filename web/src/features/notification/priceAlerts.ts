import { useMutation, useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { ui } from '@/lib/http/ui'
import { currentLanguage, t } from '@/lib/i18n'
import type { TFunction } from '@/lib/i18next-lite'
import { useTranslation } from '@/lib/i18next-lite/react'
import { formatPrice } from '@/lib/money'
import { reloadAfterChange } from '@/lib/queryClient'
import { useUserStore } from '@/stores/user'

/** A member's price alert on a favorited game (issue 40): prices are fen, as the member is charged. */
export type PriceAlert = components['schemas']['PriceAlertResp']
export type PriceAlertKind = components['schemas']['PriceAlertKind']
export type PriceAlertDraft = { spuId: number; kind: PriceAlertKind; targetPrice: number | null }

export const PRICE_ALERT_KIND = { anyDrop: 1, target: 2, historicalLow: 3 } as const satisfies Record<string, PriceAlertKind>

/** The most alerts the favorites list marks (one page of the server's largest). */
const LISTED_ALERTS = 100

const priceAlertKeys = {
  all: ['price-alerts'] as const,
  one: (spuId: number, language: string) => ['price-alerts', 'one', spuId, language] as const,
  list: (language: string) => ['price-alerts', 'list', language] as const,
}

/** The member's alert on the game (null: none; not asked for a visitor). */
export function usePriceAlert(spuId: number) {
  const { i18n } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: priceAlertKeys.one(spuId, i18n.language),
    queryFn: () =>
      unwrap(api.GET('/app-api/product/price-alert/get', { params: { query: { spuId } }, auth: true, showError: false })),
    enabled: loggedIn,
    // The alert job changes it (a drop told): read again whenever it is shown.
    staleTime: 0,
  })
}

/** The member's alerts by game, for marking a list of games. */
export function usePriceAlertsByGame() {
  const { i18n } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: priceAlertKeys.list(i18n.language),
    queryFn: async () => {
      const page = await unwrap(
        api.GET('/app-api/product/price-alert/page', {
          params: { query: { pageNo: 1, pageSize: LISTED_ALERTS } },
          auth: true,
          showError: false,
        }),
      )
      return new Map(page.list.map((alert) => [alert.spuId, alert]))
    },
    enabled: loggedIn,
    staleTime: 0,
  })
}

function saveAlert(draft: PriceAlertDraft, miniProgram: boolean): Promise<PriceAlert> {
  return unwrap(
    api.POST('/app-api/product/price-alert/save', {
      body: { spuId: draft.spuId, kind: draft.kind, targetPrice: draft.targetPrice, miniProgram },
      auth: true,
      showError: false,
    }),
  )
}

export function useSavePriceAlert() {
  return useMutation({
    mutationFn: (draft: PriceAlertDraft) => saveAlert(draft, false),
    onSettled: () => reloadAfterChange(priceAlertKeys.all),
  })
}

export function useRemovePriceAlert() {
  return useMutation({
    mutationFn: (spuId: number) =>
      unwrap(
        api.DELETE('/app-api/product/price-alert/delete', { params: { query: { spuId } }, auth: true, showError: false }),
      ),
    onSettled: () => reloadAfterChange(priceAlertKeys.all),
  })
}

/** Every alert's marks are read again (a favorite removed takes its alert with it on the server). */
export function reloadPriceAlerts(): Promise<void> {
  return reloadAfterChange(priceAlertKeys.all)
}

/** What the alert waits for, in the member's words ("Any drop", "At ¥30.00 or less", "At its lowest ever here"). */
export function alertSummary(translate: TFunction, alert: Pick<PriceAlert, 'kind' | 'targetPrice'>, language: string): string {
  if (alert.kind === PRICE_ALERT_KIND.target && alert.targetPrice !== null) {
    return translate('priceAlert.summaryTarget', { price: formatPrice(alert.targetPrice, 'CNY', language) })
  }
  return translate(alert.kind === PRICE_ALERT_KIND.historicalLow ? 'priceAlert.summaryLow' : 'priceAlert.summaryAny')
}

/** Yuan as typed ("30", "29.9", "29.90") in fen; null for anything else. */
export function fenFromYuan(typed: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(typed.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Back from the mini program's subscribe page: the alert, also as a WeChat message when the member accepted. */
export async function finishMiniProgramPriceAlert(draft: PriceAlertDraft, accepted: boolean): Promise<void> {
  try {
    const saved = await saveAlert(draft, accepted)
    // The page's first read of the alert may be on its way from before it was saved.
    void reloadAfterChange(priceAlertKeys.all)
    const summary = alertSummary(t, saved, currentLanguage())
    ui.toast(accepted ? t('priceAlert.saved', { summary }) : `${t('reminder.subscribeRefused')}\n${t('priceAlert.savedInApp', { summary })}`)
  } catch {
    ui.toast(t('priceAlert.failed'))
  }
}
