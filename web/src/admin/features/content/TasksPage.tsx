import { useQueryClient } from '@tanstack/react-query'
import { Button, Card, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { ImportUpload } from '../../components/ImportUpload'
import { PagedTable } from '../../components/PagedTable'
import { currentLanguage, t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { fetchTasks, importTasks, membershipKeys, type AdminTask } from './membershipApi'
import { TaskDrawer } from './TaskDrawer'

/** Member tasks as the task file defines them, and that file's import. */
export default function TasksPage() {
  const canWrite = useCan('content.task:write')
  const client = useQueryClient()
  const language = currentLanguage()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const columns: TableColumnsType<AdminTask> = [
    { title: t('task.code'), dataIndex: 'code' },
    { title: t('task.title'), dataIndex: 'titles', render: (titles: Record<string, string>) => titles[language] ?? titles.en },
    { title: t('task.type'), dataIndex: 'type', render: (type: number) => <Tag>{t(`task.type${type}` as MessageKey)}</Tag> },
    { title: t('task.goal'), key: 'goal', render: (_: unknown, task) => `${task.event} × ${task.target}` },
    { title: t('task.reward'), key: 'reward', render: (_: unknown, task) => t('task.rewardText', { points: task.rewardPoint, experience: task.rewardExperience, items: task.rewardItems.length }) },
    { title: t('banner.enabled'), dataIndex: 'enabled', render: (on: boolean) => (on ? t('common.yes') : t('common.no')) },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, task) => (
        <Button type="link" size="small" onClick={() => setEditing(task.id)} aria-label={`${t(canWrite ? 'common.edit' : 'common.view')} ${task.code}`}>
          {t(canWrite ? 'common.edit' : 'common.view')}
        </Button>
      ),
    },
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4}>{t('menu.tasks')}</Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('common.create')}
          </Button>
        )}
      </Space>
      {canWrite && (
        <Card size="small" title={t('task.import')}>
          <ImportUpload accept=".json,application/json" hint={t('task.importHint')} upload={importTasks} onImported={() => void client.invalidateQueries({ queryKey: membershipKeys.all })} />
        </Card>
      )}
      <PagedTable<AdminTask> queryKey={membershipKeys.tasks} fetchPage={fetchTasks} columns={columns} rowKey="id" />
      {editing !== null && <TaskDrawer taskId={editing === 'new' ? null : editing} canWrite={canWrite} onClose={() => setEditing(null)} />}
    </Space>
  )
}
