import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Col, Drawer, Form, Input, InputNumber, Radio, Row, Select, Space, Spin, Switch, Typography } from 'antd'
import { LanguageFields } from '../../components/LanguageFields'
import { t } from '../../lib/i18n'
import type { MessageKey } from '../../lib/i18n'
import { filledTexts } from './definitionForm'
import { definitionKeys, fetchTask, membershipKeys, saveTask, type AdminTask, type TaskFields } from './membershipApi'

// What the task file accepts (member/task_events.py TaskEvent, task_import.py TaskLink).
const EVENTS = ['sign_in', 'game_viewed', 'favorite_added', 'team_followed', 'review_written', 'order_paid', 'profile_completed', 'wechat_bound', 'shared'] as const
const LINKS = ['signIn', 'gameList', 'favorites', 'orderList', 'userInfo', 'teams', 'userCenter', 'home'] as const

interface TaskFormFields extends TaskFields {
  code: string
}

function toBody({ code: _, ...fields }: TaskFormFields): TaskFields {
  return { ...fields, rewardItems: fields.rewardItems ?? [], descriptions: filledTexts(fields.descriptions) }
}

// The stored rewards as the task file names them: {kind, code, quantity}.
const toReward = (reward: Record<string, unknown>) => ({ kind: String(reward.kind ?? 'item'), code: String(reward.code ?? ''), quantity: Number(reward.quantity ?? 1) })

const NEW_TASK: Partial<TaskFormFields> = { type: 1, event: 'sign_in', target: 1, link: 'signIn', rewardPoint: 0, rewardExperience: 0, rewardItems: [], sort: 0, enabled: true }

/** A member task in every language: what moves it, how often, what it gives. */
export function TaskDrawer({ taskId, canWrite, onClose }: { taskId: number | null; canWrite: boolean; onClose: () => void }) {
  const task = useQuery({ queryKey: definitionKeys.task(taskId ?? 0), queryFn: () => fetchTask(taskId ?? 0), enabled: taskId !== null })
  return (
    <Drawer open onClose={onClose} size={1000} title={taskId === null ? t('taskForm.create') : `${t('taskForm.edit')} · ${task.data?.code ?? ''}`}>
      {taskId !== null && task.isPending && <Spin />}
      {task.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: task.error.message })} />}
      {(taskId === null || task.data) && <TaskForm taskId={taskId} kept={task.data} canWrite={canWrite} onSaved={onClose} />}
    </Drawer>
  )
}

function TaskForm({ taskId, kept, canWrite, onSaved }: { taskId: number | null; kept?: AdminTask; canWrite: boolean; onSaved: () => void }) {
  const [form] = Form.useForm<TaskFormFields>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    mutationFn: (fields: TaskFormFields) => saveTask(taskId, fields.code, toBody(fields)),
    onSuccess: (saved) => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: membershipKeys.tasks })
      client.setQueryData(definitionKeys.task(saved.id), saved)
      onSaved()
    },
  })
  const required = [{ required: true, whitespace: true, message: t('contentForm.required') }]
  const initial: Partial<TaskFormFields> = kept ? { ...kept, rewardItems: kept.rewardItems.map(toReward) } : NEW_TASK
  return (
    <Form<TaskFormFields> form={form} layout="vertical" disabled={!canWrite} initialValues={initial} onFinish={(fields) => save.mutate(fields)}>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="code" label={t('contentForm.code')} extra={t('contentForm.codeHint')} rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9-]{0,63}$/, message: t('contentForm.codeHint') }]}>
            <Input disabled={taskId !== null} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="type" label={t('task.type')}>
            <Radio.Group options={[1, 2, 3].map((type) => ({ value: type, label: t(`task.type${type}` as MessageKey) }))} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="sort" label={t('contentForm.sort')}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="enabled" label={t('contentForm.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <LanguageFields name="titles" label={t('taskForm.titles')} rules={required} maxLength={60} />
      <LanguageFields name="descriptions" label={t('taskForm.descriptions')} maxLength={200} />
      <Typography.Paragraph type="secondary">{t('contentForm.languagesHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="event" label={t('taskForm.event')}>
            <Select aria-label={t('taskForm.event')} options={EVENTS.map((event) => ({ value: event, label: `${t(`taskForm.events.${event}` as MessageKey)} (${event})` }))} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="target" label={t('taskForm.target')} rules={[{ required: true, message: t('contentForm.required') }]}>
            <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} aria-label={t('taskForm.target')} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="link" label={t('taskForm.link')}>
            <Select aria-label={t('taskForm.link')} options={LINKS.map((link) => ({ value: link, label: t(`taskForm.links.${link}` as MessageKey) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="rewardPoint" label={t('taskForm.rewardPoint')}>
            <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} aria-label={t('taskForm.rewardPoint')} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="rewardExperience" label={t('taskForm.rewardExperience')}>
            <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} aria-label={t('taskForm.rewardExperience')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('taskForm.rewardItems')} extra={t('taskForm.rewardHint')}>
        <Form.List name="rewardItems">
          {(rows, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {rows.map((row) => (
                <Space key={row.key} align="baseline">
                  <Form.Item name={[row.name, 'kind']} noStyle>
                    <Select
                      style={{ width: 120 }}
                      aria-label={t('taskForm.rewardKind')}
                      options={[
                        { value: 'item', label: t('taskForm.rewardKindItem') },
                        { value: 'collectible', label: t('taskForm.rewardKindCollectible') },
                      ]}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'code']} noStyle rules={required}>
                    <Input style={{ width: 240 }} placeholder={t('taskForm.rewardCode')} aria-label={t('taskForm.rewardCode')} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'quantity']} noStyle>
                    <InputNumber min={1} max={100} precision={0} aria-label={t('taskForm.rewardQuantity')} />
                  </Form.Item>
                  {canWrite && <MinusCircleOutlined onClick={() => remove(row.name)} aria-label="remove" />}
                </Space>
              ))}
              {canWrite && rows.length < 5 && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ kind: 'item', code: '', quantity: 1 })}>
                  {t('taskForm.addReward')}
                </Button>
              )}
            </Space>
          )}
        </Form.List>
      </Form.Item>
      {canWrite && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  )
}
