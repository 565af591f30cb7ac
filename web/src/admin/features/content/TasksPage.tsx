import { useQueryClient } from '@tanstack/react-query'
import { Card, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { ImportUpload } from '../../components/ImportUpload'
import { PagedTable } from '../../components/PagedTable'
import { currentLanguage, t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/messages'
import { useCan } from '../../lib/operator'
import { fetchTasks, importTasks, membershipKeys, type AdminTask } from './membershipApi'

/** Member tasks as the task file defines them, and that file's import. */
export default function TasksPage() {
  const canWrite = useCan('content.task:write')
  const client = useQueryClient()
  const language = currentLanguage()
  const columns: TableColumnsType<AdminTask> = [
    { title: t('task.code'), dataIndex: 'code' },
    { title: t('task.title'), dataIndex: 'titles', render: (titles: Record<string, string>) => titles[language] ?? titles.en },
    { title: t('task.type'), dataIndex: 'type', render: (type: number) => <Tag>{t(`task.type${type}` as MessageKey)}</Tag> },
    { title: t('task.goal'), key: 'goal', render: (_: unknown, task) => `${task.event} × ${task.target}` },
    { title: t('task.reward'), key: 'reward', render: (_: unknown, task) => t('task.rewardText', { points: task.rewardPoint, experience: task.rewardExperience, items: task.rewardItems.length }) },
    { title: t('banner.enabled'), dataIndex: 'enabled', render: (on: boolean) => (on ? t('common.yes') : t('common.no')) },
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('menu.tasks')}</Typography.Title>
      {canWrite && (
        <Card size="small" title={t('task.import')}>
          <ImportUpload accept=".json,application/json" hint={t('task.importHint')} upload={importTasks} onImported={() => void client.invalidateQueries({ queryKey: membershipKeys.all })} />
        </Card>
      )}
      <PagedTable<AdminTask> queryKey={membershipKeys.tasks} fetchPage={fetchTasks} columns={columns} rowKey="id" />
    </Space>
  )
}
