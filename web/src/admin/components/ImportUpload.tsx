import { useMutation } from '@tanstack/react-query'
import { Alert, Button, Space, Table, Tag, Typography, Upload } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { t } from '../lib/i18n'

/** One row of an import's report: where it was in the file, whether it went in, and why not. */
export interface ImportLine {
  key: string
  where: string
  ok: boolean
  outcome: string
  message: string
}

export interface ImportOutcome {
  ok: boolean
  summary: string
  lines: ImportLine[]
}

interface ImportUploadProps {
  accept: string
  /** What the file must hold, shown next to the button. */
  hint: string
  upload: (file: File) => Promise<ImportOutcome>
  onImported?: () => void
  disabled?: boolean
}

/** An import file chosen, sent, and its row-by-row report (the CLI's) shown: rejected rows first. */
export function ImportUpload({ accept, hint, upload, onImported, disabled }: ImportUploadProps) {
  const run = useMutation({ mutationFn: upload, onSuccess: () => onImported?.() })
  const lines = run.data ? [...run.data.lines].sort((a, b) => Number(a.ok) - Number(b.ok)) : []
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Upload
          accept={accept}
          showUploadList={false}
          disabled={disabled || run.isPending}
          beforeUpload={(file) => {
            run.mutate(file)
            return false
          }}
        >
          <Button icon={<UploadOutlined />} loading={run.isPending} disabled={disabled}>
            {t('import.choose')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Space>
      {run.data && (
        <>
          <Alert
            type={run.data.ok ? 'success' : 'warning'}
            showIcon
            title={run.data.ok ? t('import.done') : t('import.someRejected')}
            description={run.data.summary}
            data-testid="import-result"
          />
          <Table<ImportLine>
            size="small"
            rowKey="key"
            dataSource={lines}
            pagination={lines.length > 10 ? { pageSize: 10 } : false}
            columns={[
              { title: t('import.where'), dataIndex: 'where', width: 200 },
              { title: t('import.outcome'), dataIndex: 'outcome', width: 120, render: (outcome: string, line) => <Tag color={line.ok ? 'green' : 'red'}>{outcome}</Tag> },
              { title: t('import.message'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </Space>
  )
}
