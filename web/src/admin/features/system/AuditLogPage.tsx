import { Input, Space, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { PagedTable } from '../../components/PagedTable'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import { fetchAuditLog, type AuditEntry, type AuditFilters } from './api'
import { auditChanges } from './auditChanges'

// Long values (a description, a list of permissions) wrap inside their cell instead of widening the table.
const WRAP = { overflowWrap: 'anywhere' } as const

/** The fields a change touched, one line each: `field: before → after`. */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after)
  if (!changes.length) return <Typography.Text type="secondary">{t('audit.noChange')}</Typography.Text>
  return (
    <ul data-testid="audit-changes" style={{ margin: 0, paddingLeft: 0, listStyle: 'none', ...WRAP }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Typography.Text code>{change.field}</Typography.Text>
          {': '}
          <Typography.Text type="secondary" delete={entry.before != null && entry.after != null}>{change.before}</Typography.Text>
          {' → '}
          <span>{change.after}</span>
        </li>
      ))}
    </ul>
  )
}

/** Every change an operator made: who, what, the fields before and after, when in local time (admin only). */
export default function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>({})
  const columns: TableColumnsType<AuditEntry> = [
    { title: t('common.time'), dataIndex: 'createTime', render: (time: number) => dateTime(time), width: 160 },
    { title: t('audit.operator'), dataIndex: 'operatorName', width: 130, render: (name: string | null) => <span style={WRAP}>{name ?? 'CLI'}</span> },
    {
      title: `${t('audit.action')} / ${t('audit.entity')}`,
      key: 'action',
      width: 190,
      render: (_: unknown, entry) => (
        <Space direction="vertical" size={0} style={WRAP}>
          <span>{entry.action}</span>
          <Typography.Text type="secondary">{`${entry.entityType} #${entry.entityId}`}</Typography.Text>
        </Space>
      ),
    },
    { title: t('audit.changes'), key: 'changes', render: (_: unknown, entry) => <Changes entry={entry} /> },
    { title: t('audit.ip'), dataIndex: 'ip', width: 120, render: (ip: string | null) => <span style={WRAP}>{ip ?? '—'}</span> },
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
      <PagedTable<AuditEntry>
        queryKey={['console', 'audit', filters]}
        fetchPage={(page) => fetchAuditLog(filters, page)}
        columns={columns}
        rowKey="id"
        tableLayout="fixed"
        testId="audit-log"
      />
    </Space>
  )
}
