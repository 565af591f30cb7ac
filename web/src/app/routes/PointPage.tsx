import { Empty, InfiniteScroll, List, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError, PageLoading } from '@/components/PageState'
import { useCny } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { relativeTime, type TimeLang } from '@/lib/time'
import { useUserInfo } from '@/features/identity/api'
import { usePendingPoints, usePointRecords, type PointFilter, type PointRecord } from '@/features/loyalty/api'
import { PendingPointsList } from '@/features/loyalty/components/PendingRewards'
import styles from './PointPage.module.css'

const FILTERS: PointFilter[] = ['all', 'income', 'expense']

export default function PointPage(_props: PageProps<'point'>) {
  const { t } = useTranslation()
  const cny = useCny()
  const [filter, setFilter] = useState<PointFilter>('all')
  const user = useUserInfo()
  return (
    <div>
      <section className={styles.balance}>
        <div className={styles.label}>{t('points.balance')}</div>
        <div className={styles.amount} data-testid="point-balance">
          {user.data?.point ?? '—'}
        </div>
        <div className={styles.rule}>{t('points.rule', { amount: cny(100) })}</div>
      </section>
      <PendingPoints />
      <Tabs activeKey={filter} onChange={(key) => setFilter(key as PointFilter)}>
        {FILTERS.map((key) => (
          <Tabs.Tab key={key} title={t(`points.${key}`)} />
        ))}
      </Tabs>
      <Records filter={filter} />
    </div>
  )
}

/** member_point_biz_type values whose business id is an order's id. */
const ORDER_TYPES = new Set([11, 12, 13, 21, 22, 23, 32])
const CHECK_IN_TYPE = 1
const TASK_TYPE = 41

/** Where a record came from, when there is a screen for it: the order, the Check-in Center, My tasks. */
function useSource(record: PointRecord): (() => void) | undefined {
  const nav = useNav()
  if (record.bizId && ORDER_TYPES.has(record.bizType) && /^\d+$/.test(record.bizId)) {
    const id = record.bizId
    return () => nav.go('orderDetail', { id })
  }
  if (record.bizType === CHECK_IN_TYPE) return () => nav.go('signIn')
  if (record.bizType === TASK_TYPE) return () => nav.go('tasks')
  return undefined
}

function RecordRow({ record, now }: { record: PointRecord; now: number }) {
  const { i18n } = useTranslation()
  const open = useSource(record)
  return (
    <List.Item
      description={relativeTime(record.createTime, now, i18n.language as TimeLang)}
      extra={
        <span className={record.point > 0 ? styles.income : styles.expense}>
          {record.point > 0 ? `+${record.point}` : record.point}
        </span>
      }
      onClick={open}
      arrowIcon={open ? undefined : false}
      data-testid="point-record"
    >
      {record.title}
    </List.Item>
  )
}

/** Points paid orders will give once final, above the records; each opens its order. */
function PendingPoints() {
  const nav = useNav()
  const pending = usePendingPoints()
  if (pending.isPending) return <PageLoading />
  if (pending.isError) return <PageError message={pending.error.message} onRetry={() => void pending.refetch()} />
  return <PendingPointsList rows={pending.data} onOpen={(id) => nav.go('orderDetail', { id })} />
}

function Records({ filter }: { filter: PointFilter }) {
  const { t } = useTranslation()
  const records = usePointRecords(filter)
  if (records.isPending) return <PageLoading />
  if (records.isError) return <PageError message={records.error.message} onRetry={() => void records.refetch()} />
  const rows = records.data.pages.flatMap((page) => page.list)
  const now = records.dataUpdatedAt
  if (rows.length === 0) return <Empty description={t('points.empty')} />
  return (
    <>
      <List>
        {rows.map((row) => (
          <RecordRow key={row.id} record={row} now={now} />
        ))}
      </List>
      <InfiniteScroll loadMore={async () => void (await records.fetchNextPage())} hasMore={records.hasNextPage}>
        {records.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </>
  )
}
