import { useQuery } from '@tanstack/react-query'
import { Alert, Descriptions, Spin } from 'antd'
import { money } from '../../lib/format'
import { t } from '../../lib/i18n'
import type { RefundPreview as Preview } from './api'

/**
 * What a support refund would give back, worked out by the server before support confirms: the keys'
 * share, less the worth of points they earned that the member has already spent (support refunding a
 * final order), and the points the order used that come back.
 */
export function RefundPreview({ queryKey, fetchPreview }: { queryKey: readonly unknown[]; fetchPreview: () => Promise<Preview> }) {
  const preview = useQuery({ queryKey, queryFn: fetchPreview, staleTime: 0, gcTime: 0, retry: false })
  if (preview.isPending) return <Spin size="small" />
  if (preview.isError) return <Alert type="warning" showIcon title={preview.error.message} data-testid="refund-preview-error" />
  const figures = preview.data
  return (
    <Descriptions column={1} size="small" bordered data-testid="refund-preview" style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('refundPreview.keyPrice', { count: figures.keyCount })}>{money(figures.keyPrice)}</Descriptions.Item>
      {figures.spentPoint > 0 && (
        <Descriptions.Item label={t('refundPreview.spent', { points: figures.spentPoint })}>
          <span data-testid="refund-preview-spent">−{money(figures.spentPrice)}</span>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('refundPreview.refund')}>
        <strong data-testid="refund-preview-amount">{money(figures.refundPrice)}</strong>
      </Descriptions.Item>
      {figures.refundPoint > 0 && (
        <Descriptions.Item label={t('refundPreview.points')}>{figures.refundPoint}</Descriptions.Item>
      )}
    </Descriptions>
  )
}
