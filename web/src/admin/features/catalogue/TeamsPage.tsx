import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Space, Spin, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { LanguageFields } from '../../components/LanguageFields'
import { PagedTable } from '../../components/PagedTable'
import { PictureField } from '../../components/PictureField'
import { dateTime } from '../../lib/format'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { catalogueKeys } from './api'
import { fetchTeam, fetchTeams, formKeys, saveTeam, type AdminTeam } from './formApi'

interface TeamForm {
  code: string
  names: Record<string, string>
  descriptions: Record<string, string>
  logo: string
  sort: number
}

/** The game teams (brands): found by name or code, created and edited with their texts side by side. */
export default function TeamsPage() {
  const canWrite = useCan('catalogue.team:write')
  const [keyword, setKeyword] = useState('')
  // undefined: no form open; null: a new team.
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined)
  const columns: TableColumnsType<AdminTeam> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: t('game.name'), dataIndex: 'name' },
    { title: t('game.code'), dataIndex: 'code' },
    { title: t('catForm.games'), dataIndex: 'gameCount', align: 'right' },
    { title: t('catForm.sort'), dataIndex: 'sort', align: 'right' },
    { title: t('catForm.enabled'), dataIndex: 'enabled', render: (enabled: boolean) => (enabled ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>) },
    { title: t('common.createTime'), dataIndex: 'createTime', render: (time: number) => dateTime(time) },
    ...(canWrite
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, team: AdminTeam) => (
              <Button type="link" size="small" onClick={() => setEditingId(team.id)} aria-label={`${t('common.edit')} ${team.name}`}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ]
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('catForm.menuTeams')}
        </Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setEditingId(null)}>
            {t('catForm.newTeam')}
          </Button>
        )}
      </Space>
      <Input.Search
        allowClear
        style={{ width: 320 }}
        placeholder={t('catForm.teamSearch')}
        aria-label={t('catForm.teamSearch')}
        enterButton={t('common.search')}
        onSearch={(text) => setKeyword(text.trim())}
      />
      <PagedTable<AdminTeam> queryKey={formKeys.teamPage(keyword)} fetchPage={(page) => fetchTeams(keyword, page)} columns={columns} rowKey="id" />
      {editingId !== undefined && <TeamDrawer teamId={editingId} onClose={() => setEditingId(undefined)} />}
    </Space>
  )
}

function TeamDrawer({ teamId, onClose }: { teamId: number | null; onClose: () => void }) {
  const team = useQuery({ queryKey: formKeys.team(teamId ?? 0), queryFn: () => fetchTeam(teamId ?? 0), enabled: teamId !== null, staleTime: 0 })
  return (
    <Drawer open onClose={onClose} size={820} title={teamId === null ? t('catForm.newTeam') : t('catForm.editTeam', { code: team.data?.code ?? '' })}>
      {teamId !== null && team.isPending && <Spin />}
      {team.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: team.error.message })} />}
      {(teamId === null || team.data) && <TeamFormBody stored={team.data} onSaved={onClose} />}
    </Drawer>
  )
}

function TeamFormBody({ stored, onSaved }: { stored?: AdminTeam; onSaved: () => void }) {
  const [form] = Form.useForm<TeamForm>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (fields: TeamForm) => saveTeam(stored?.id ?? null, fields.code, { names: fields.names, descriptions: fields.descriptions, logo: fields.logo ?? '', sort: fields.sort ?? 0 }),
    onSuccess: () => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: formKeys.teams })
      void client.invalidateQueries({ queryKey: catalogueKeys.all })
      onSaved()
    },
  })
  const initial: TeamForm = stored
    ? { code: stored.code, names: stored.names, descriptions: stored.descriptions, logo: stored.logo, sort: stored.sort }
    : { code: '', names: {}, descriptions: {}, logo: '', sort: 0 }
  const required = [{ required: true, whitespace: true, message: t('catForm.required') }]
  return (
    <Form<TeamForm> form={form} layout="vertical" initialValues={initial} onFinish={(fields) => save.mutate(fields)}>
      <Form.Item name="code" label={t('game.code')} extra={t('catForm.codeHint')} rules={[{ required: true, whitespace: true, message: t('catForm.codeRequired') }]}>
        <Input disabled={stored !== undefined} maxLength={64} aria-label={t('game.code')} />
      </Form.Item>
      <LanguageFields name="names" label={t('game.name')} rules={required} maxLength={140} />
      <LanguageFields name="descriptions" label={t('catForm.teamDescription')} rules={required} multiline maxLength={2000} />
      <Form.Item name="logo" label={t('catForm.logo')}>
        <PictureField ariaLabel={t('catForm.logo')} />
      </Form.Item>
      <Form.Item name="sort" label={t('catForm.sort')}>
        <InputNumber precision={0} aria-label={t('catForm.sort')} />
      </Form.Item>
      {save.isError && <Alert style={{ marginBottom: 16 }} type="error" showIcon title={t('catForm.notSaved')} description={save.error.message} data-testid="form-error" />}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  )
}
