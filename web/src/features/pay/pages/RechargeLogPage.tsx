import { Empty, InfiniteScroll, List, Skeleton, Tag } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError } from '@/components/PageState'
import { useCny } from '@/lib/money'
import type { PageProps } from '@/lib/paths'
import { formatDateTime, type TimeLang } from '@/lib/time'
import { useRecharges } from '../api'
import page from './WalletPage.module.css'

/** The member's recharges, newest first: what was paid, the bonus, and whether it arrived. */
export default function RechargeLogPage(_props: PageProps<'rechargeLog'>) {
  const { t, i18n } = useTranslation()
  const cny = useCny()
  const recharges = useRecharges()

  if (recharges.isPending) {
    return (
      <div data-testid="recharges-loading" className={page.transactions}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    )
  }
  if (recharges.isError) return <PageError message={recharges.error.message} onRetry={() => void recharges.refetch()} />
  const rows = recharges.data.pages.flatMap((item) => item.list)
  if (rows.length === 0) return <Empty description={t('wallet.rechargeEmpty')} data-testid="recharges-empty" />
  return (
    <div className={page.transactions} data-testid="recharge-log">
      <List className={page.list}>
        {rows.map((row) => (
          <List.Item
            key={row.id}
            title={formatDateTime(row.payTime ?? row.createTime, i18n.language as TimeLang)}
            description={t('wallet.rechargePaid', { pay: cny(row.payPrice), bonus: cny(row.bonusPrice) })}
            extra={
              <span className={page.figure}>
                <span className={row.payStatus ? page.income : page.expense}>{`+${cny(row.totalPrice)}`}</span>
                <Tag color={row.payStatus ? 'success' : 'default'} fill="outline">
                  {row.payStatus ? t('wallet.status.paid') : t('wallet.status.unpaid')}
                </Tag>
              </span>
            }
            data-testid="recharge"
          >
            {t('wallet.rechargeTitle', { amount: cny(row.totalPrice) })}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={async () => void (await recharges.fetchNextPage())} hasMore={recharges.hasNextPage}>
        {recharges.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </div>
  )
}
