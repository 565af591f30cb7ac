import { Input, Space, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { PagedTable } from '../../components/PagedTable'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import { fetchAuditLog, type AuditEntry, type AuditFilters } from './api'

function Snapshot({ value }: { value: Record<string, unknown> | null | undefined }) {
  if (!value) return <>—</>
  return <pre style={{ margin: 0, maxWidth: 360, whiteSpace: 'pre-wrap', fontSize: 12 }}>{JSON.stringify(value, null, 1)}</pre>
}

/** Every change an operator made: who, what, before and after, when (admin only). */
export default function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>({})
  const columns: TableColumnsType<AuditEntry> = [
    { title: t('common.time'), dataIndex: 'createTime', render: (time: number) => dateTime(time), width: 180 },
    { title: t('audit.operator'), dataIndex: 'operatorName', render: (name: string | null) => name ?? 'CLI' },
    { title: t('audit.action'), dataIndex: 'action' },
    { title: t('audit.entity'), key: 'entity', render: (_: unknown, entry) => `${entry.entityType} #${entry.entityId}` },
    { title: t('audit.before'), dataIndex: 'before', render: (value: AuditEntry['before']) => <Snapshot value={value} /> },
    { title: t('audit.after'), dataIndex: 'after', render: (value: AuditEntry['after']) => <Snapshot value={value} /> },
    { title: t('audit.ip'), dataIndex: 'ip' },
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('menu.audit')}</Typography.Title>
      <Input.Search
        allowClear
        style={{ maxWidth: 320 }}
        placeholder={t('audit.entityType')}
        aria-label={t('audit.entityType')}
        enterButton={t('common.search')}
        onSearch={(text) => setFilters(text.trim() ? { entityType: text.trim() } : {})}
      />
      <PagedTable<AuditEntry> queryKey={['console', 'audit', filters]} fetchPage={(page) => fetchAuditLog(filters, page)} columns={columns} rowKey="id" />
    </Space>
  )
}
