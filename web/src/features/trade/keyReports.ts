import { useMutation, useQuery } from '@tanstack/react-query'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { useTranslation } from '@/lib/i18next-lite/react'
import { queryClient } from '@/lib/queryClient'
import { ORDER_KEY } from '@/lib/queryKeys'

/** "This key does not work": a revealed key reported, replaced at once from its batch or sent to support. */
export type KeyReport = components['schemas']['KeyReportResp']
export type KeyReportReason = components['schemas']['KeyReportReq']['reason']

export const KEY_REPORT_REASONS = [1, 2, 3] as const satisfies readonly KeyReportReason[]
export const KEY_REPORT_WITH_SUPPORT = 10

const reportsKey = (orderId: number, language: string) => [...ORDER_KEY, 'key-reports', orderId, language] as const

/** The order's key reports, by the key reported (read only once a key of the order is revealed). */
export function useKeyReports(orderId: number, enabled: boolean) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: reportsKey(orderId, i18n.language),
    queryFn: async () => {
      const reports = await unwrap(
        api.GET('/app-api/trade/order/key-report/list', { params: { query: { orderId } }, auth: true, showError: false }),
      )
      return new Map(reports.map((report) => [report.keyId, report]))
    },
    enabled,
  })
}

/** Reports a key; the order's keys and reports are read again (a replacement shows revealed). */
export function useReportKey(orderId: number) {
  return useMutation({
    mutationFn: (body: { keyId: number; reason: KeyReportReason; note: string }) =>
      unwrap(api.POST('/app-api/trade/order/key-report', { body: { orderId, ...body }, auth: true, showError: false })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDER_KEY }),
  })
}
