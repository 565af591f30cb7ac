import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Alert, Button, Table, type TableColumnsType } from 'antd'
import { useState } from 'react'
import type { Page } from '@/lib/pagination'
import { t } from '../lib/i18n'

interface PagedTableProps<Row> {
  /** The query's identity without the page: a change of filters starts again at page 1. */
  queryKey: readonly unknown[]
  fetchPage: (page: { pageNo: number; pageSize: number }) => Promise<Page<Row>>
  columns: TableColumnsType<Row>
  rowKey: keyof Row & string
  pageSize?: number
  /** `fixed`: columns keep their widths and long contents wrap, so the table never outgrows the screen. */
  tableLayout?: 'auto' | 'fixed'
  /** Ask again this often (ms), e.g. while the rows carry links that expire. */
  refetchInterval?: number
  testId?: string
}

/** A table paged by the server (pageNo/pageSize), the previous page kept on screen while the next loads. */
export function PagedTable<Row extends object>({ queryKey, fetchPage, columns, rowKey, pageSize = 20, tableLayout, refetchInterval, testId }: PagedTableProps<Row>) {
  const [paging, setPaging] = useState({ key: JSON.stringify(queryKey), pageNo: 1, pageSize })
  const keyText = JSON.stringify(queryKey)
  const current = paging.key === keyText ? paging : { key: keyText, pageNo: 1, pageSize: paging.pageSize }
  const page = useQuery({
    queryKey: [...queryKey, current.pageNo, current.pageSize],
    queryFn: () => fetchPage({ pageNo: current.pageNo, pageSize: current.pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval,
  })
  return (
    <div data-testid={testId}>
      {page.isError && (
        <Alert
          type="error"
          showIcon
          title={t('app.loadFailed', { message: page.error.message })}
          action={<Button onClick={() => void page.refetch()}>{t('app.retry')}</Button>}
        />
      )}
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        tableLayout={tableLayout}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        locale={{ emptyText: t('common.empty') }}
        pagination={{
          current: current.pageNo,
          pageSize: current.pageSize,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (pageNo, size) => setPaging({ key: keyText, pageNo: size === current.pageSize ? pageNo : 1, pageSize: size }),
        }}
      />
    </div>
  )
}
