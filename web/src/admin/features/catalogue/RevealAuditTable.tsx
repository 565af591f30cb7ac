import type { TableColumnsType } from 'antd'
import { PagedTable } from '../../components/PagedTable'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import { catalogueKeys, fetchReveals, type RevealAudit } from './api'

/** Who revealed which key when (of the version opened, or of every version). */
export function RevealAuditTable({ skuId }: { skuId: number | undefined }) {
  const columns: TableColumnsType<RevealAudit> = [
    { title: t('common.time'), dataIndex: 'createTime', render: (time: number) => dateTime(time) },
    { title: t('keys.key'), dataIndex: 'keyId', render: (id: number | null) => (id === null ? t('keys.wholeOrder') : `#${id}`) },
    { title: t('game.name'), key: 'game', render: (_: unknown, reveal) => [reveal.spuName, reveal.skuName].filter(Boolean).join(' · ') || '—' },
    { title: t('keys.order'), dataIndex: 'orderId' },
    { title: t('order.member'), key: 'member', render: (_: unknown, reveal) => reveal.memberMobile ?? `#${reveal.memberId}` },
    { title: 'IP', dataIndex: 'ip' },
  ]
  return <PagedTable<RevealAudit> queryKey={catalogueKeys.reveals(skuId)} fetchPage={(page) => fetchReveals(skuId, page)} columns={columns} rowKey="id" />
}
