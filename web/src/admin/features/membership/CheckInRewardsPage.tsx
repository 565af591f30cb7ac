import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Form, InputNumber, Space, Spin, Table, Typography, type TableColumnsType } from 'antd'
import { useEffect } from 'react'
import { t } from '../../lib/i18n'
import { useCan } from '../../lib/operator'
import { checkInKeys, fetchCheckInDays, saveCheckInDays, type CheckInDay } from './api'

const MAX_DAYS = 31

interface CheckInForm {
  days: Omit<CheckInDay, 'day'>[]
}

/** The reward of each day of a check-in streak: points and experience, days 1 … n (the last repeats). */
export default function CheckInRewardsPage() {
  const days = useQuery({ queryKey: checkInKeys.all, queryFn: fetchCheckInDays })
  const canWrite = useCan('content.check_in_reward:write')
  const [form] = Form.useForm<CheckInForm>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    mutationFn: (fields: CheckInForm) => saveCheckInDays(fields.days.map((reward, index) => ({ ...reward, day: index + 1 }))),
    onSuccess: (saved) => {
      void message.success(t('common.saved'))
      client.setQueryData(checkInKeys.all, saved)
    },
  })
  const reset = () => form.setFieldsValue({ days: (days.data ?? []).map(({ point, experience }) => ({ point, experience })) })
  useEffect(() => {
    if (days.data) form.setFieldsValue({ days: days.data.map(({ point, experience }) => ({ point, experience })) })
  }, [days.data, form])

  const required = { required: true, message: t('membership.required') }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('menu.checkInRewards')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('membership.checkInHint')}</Typography.Paragraph>
      {days.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: days.error.message })} action={<Button onClick={() => void days.refetch()}>{t('app.retry')}</Button>} />}
      {days.isPending && <Spin />}
      {days.data && (
        <Form<CheckInForm> form={form} onFinish={(fields) => save.mutate(fields)}>
          <Form.List name="days">
            {(fields, { add, remove }) => {
              const columns: TableColumnsType<(typeof fields)[number]> = [
                { title: t('membership.dayColumn'), key: 'day', width: 160, render: (_: unknown, _field, index) => t('membership.day', { day: index + 1 }) },
                {
                  title: t('membership.points'),
                  key: 'point',
                  render: (_: unknown, field, index) => (
                    <Form.Item name={[field.name, 'point']} rules={[required]} style={{ margin: 0 }}>
                      <InputNumber min={0} max={10_000} precision={0} disabled={!canWrite} style={{ width: 160 }} aria-label={`${t('membership.points')} ${t('membership.day', { day: index + 1 })}`} />
                    </Form.Item>
                  ),
                },
                {
                  title: t('membership.experience'),
                  key: 'experience',
                  render: (_: unknown, field, index) => (
                    <Form.Item name={[field.name, 'experience']} rules={[required]} style={{ margin: 0 }}>
                      <InputNumber min={0} max={1_000} precision={0} disabled={!canWrite} style={{ width: 160 }} aria-label={`${t('membership.experience')} ${t('membership.day', { day: index + 1 })}`} />
                    </Form.Item>
                  ),
                },
              ]
              return (
                <>
                  <Table rowKey="key" columns={columns} dataSource={fields} pagination={false} size="small" />
                  {canWrite && (
                    <Space style={{ marginTop: 16 }} wrap>
                      <Button onClick={() => add(form.getFieldValue(['days', fields.length - 1]) ?? { point: 0, experience: 0 })} disabled={fields.length >= MAX_DAYS}>
                        {t('membership.addDay')}
                      </Button>
                      <Button onClick={() => remove(fields.length - 1)} disabled={fields.length <= 1}>
                        {t('membership.removeDay')}
                      </Button>
                      <Button type="primary" htmlType="submit" loading={save.isPending}>
                        {t('common.save')}
                      </Button>
                      <Button onClick={reset}>{t('common.reset')}</Button>
                    </Space>
                  )}
                </>
              )
            }}
          </Form.List>
        </Form>
      )}
    </Space>
  )
}
