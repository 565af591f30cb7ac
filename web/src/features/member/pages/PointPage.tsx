import { Empty, InfiniteScroll, List, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageError, PageLoading } from '@/components/PageState'
import { useCny } from '@/lib/money'
import { formatDateTime } from '@/lib/time'
import type { Language } from '@/lib/language'
import type { PageProps } from '@/lib/paths'
import { usePointRecords, useUserInfo, type PointFilter } from '../api'
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
      <Tabs activeKey={filter} onChange={(key) => setFilter(key as PointFilter)}>
        {FILTERS.map((key) => (
          <Tabs.Tab key={key} title={t(`points.${key}`)} />
        ))}
      </Tabs>
      <Records filter={filter} />
    </div>
  )
}

function Records({ filter }: { filter: PointFilter }) {
  const { t, i18n } = useTranslation()
  const records = usePointRecords(filter)
  if (records.isPending) return <PageLoading />
  if (records.isError) return <PageError message={records.error.message} onRetry={() => void records.refetch()} />
  const rows = records.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) return <Empty description={t('points.empty')} />
  return (
    <>
      <List>
        {rows.map((row) => (
          <List.Item
            key={row.id}
            description={formatDateTime(row.createTime, i18n.language as Language)}
            extra={
              <span className={row.point > 0 ? styles.income : styles.expense}>
                {row.point > 0 ? `+${row.point}` : row.point}
              </span>
            }
          >
            {row.title}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={async () => void (await records.fetchNextPage())} hasMore={records.hasNextPage}>
        {records.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </>
  )
}
