import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Form, Input, InputNumber, Space, Spin, Table, Typography, type TableColumnsType } from 'antd'
import type { FormInstance } from 'antd/es/form'
import type { Rule } from 'antd/es/form'
import { useEffect } from 'react'
import { t } from '../../lib/i18n'
import { LANGUAGES } from '../../lib/languages'
import { useCan } from '../../lib/operator'
import { fetchLevels, levelKeys, saveLevels, type AdminLevel, type LevelRow } from './api'

interface LevelsForm {
  levels: LevelRow[]
}

const toRows = (levels: AdminLevel[]): LevelRow[] =>
  levels.map(({ level, experience, discountPercent, names }) => ({ level, experience, discountPercent, names }))

function thresholdRule(form: FormInstance<LevelsForm>, index: number): Rule {
  return {
    validator: async (_rule, value: number | null) => {
      if (index === 0 || value == null) return
      const before = form.getFieldValue(['levels', index - 1, 'experience']) as number | null
      if (before != null && value <= before) throw new Error(t('membership.thresholdIncreasing'))
    },
  }
}

function discountRule(form: FormInstance<LevelsForm>, index: number): Rule {
  return {
    validator: async (_rule, value: number | null) => {
      if (index === 0 || value == null) return
      const before = form.getFieldValue(['levels', index - 1, 'discountPercent']) as number | null
      if (before != null && value < before) throw new Error(t('membership.discountNotDecreasing'))
    },
  }
}

/** The five member levels side by side: names in every language, the experience each starts at, its discount. */
export default function LevelsPage() {
  const levels = useQuery({ queryKey: levelKeys.all, queryFn: fetchLevels })
  const canWrite = useCan('content.level:write')
  const [form] = Form.useForm<LevelsForm>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const save = useMutation({
    mutationFn: (fields: LevelsForm) => saveLevels(fields.levels),
    onSuccess: (saved) => {
      void message.success(t('common.saved'))
      client.setQueryData(levelKeys.all, saved)
    },
  })
  useEffect(() => {
    if (levels.data) form.setFieldsValue({ levels: toRows(levels.data) })
  }, [levels.data, form])

  const required = { required: true, message: t('membership.required') }
  const columns: TableColumnsType<AdminLevel> = [
    {
      title: t('membership.level'),
      dataIndex: 'level',
      width: 90,
      render: (level: number, row) => (
        <Space>
          <img src={row.icon} alt="" width={28} height={28} />
          <Typography.Text strong>{level}</Typography.Text>
        </Space>
      ),
    },
    ...LANGUAGES.map(({ code, label }) => ({
      title: `${t('membership.levelName')} · ${label}`,
      key: code,
      render: (_: unknown, _row: AdminLevel, index: number) => (
        <Form.Item name={['levels', index, 'names', code]} rules={[{ ...required, whitespace: true }]} style={{ margin: 0 }}>
          <Input maxLength={32} disabled={!canWrite} aria-label={`${t('membership.levelName')} ${index + 1} (${label})`} />
        </Form.Item>
      ),
    })),
    {
      title: t('membership.threshold'),
      key: 'experience',
      width: 150,
      render: (_: unknown, _row, index) => (
        <Form.Item name={['levels', index, 'experience']} rules={[required, thresholdRule(form, index)]} dependencies={index > 0 ? [['levels', index - 1, 'experience']] : []} style={{ margin: 0 }}>
          <InputNumber min={0} max={100_000_000} precision={0} disabled={!canWrite || index === 0} style={{ width: '100%' }} aria-label={`${t('membership.threshold')} ${index + 1}`} />
        </Form.Item>
      ),
    },
    {
      title: t('membership.discount'),
      key: 'discountPercent',
      width: 120,
      render: (_: unknown, _row, index) => (
        <Form.Item name={['levels', index, 'discountPercent']} rules={[required, discountRule(form, index)]} dependencies={index > 0 ? [['levels', index - 1, 'discountPercent']] : []} style={{ margin: 0 }}>
          <InputNumber min={0} max={50} precision={0} disabled={!canWrite} style={{ width: '100%' }} aria-label={`${t('membership.discount')} ${index + 1}`} />
        </Form.Item>
      ),
    },
  ]

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('menu.levels')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('membership.levelsHint')}</Typography.Paragraph>
      {levels.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: levels.error.message })} action={<Button onClick={() => void levels.refetch()}>{t('app.retry')}</Button>} />}
      {levels.isPending && <Spin />}
      {levels.data && (
        <Form<LevelsForm> form={form} onFinish={(fields) => save.mutate(fields)}>
          {/* Level numbers travel with the rows; they are not edited. */}
          {levels.data.map((row, index) => (
            <Form.Item key={row.level} name={['levels', index, 'level']} hidden>
              <InputNumber />
            </Form.Item>
          ))}
          <Table<AdminLevel> rowKey="level" columns={columns} dataSource={levels.data} pagination={false} size="middle" />
          {canWrite && (
            <Space style={{ marginTop: 16 }}>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
              <Button onClick={() => form.setFieldsValue({ levels: toRows(levels.data) })}>{t('common.reset')}</Button>
            </Space>
          )}
        </Form>
      )}
    </Space>
  )
}
