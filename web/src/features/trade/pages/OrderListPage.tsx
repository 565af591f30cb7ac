import { Button, Empty, InfiniteScroll, Skeleton, Tabs } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useSearchParams } from '@/lib/router'
import { PageError } from '@/components/PageState'
import { useNav } from '@/lib/navigation'
import { useOrderCount } from '../orderCount'
import type { PageProps } from '@/lib/paths'
import { useOrderPages, type OrderSummary } from '../api'
import { OrderCard } from '../components/OrderCard'
import { useOpenOrder } from '../components/useOpenOrder'
import { useOrderActions } from '../components/useOrderActions'
import { ORDER_TABS, tabCount, tabFromQuery, tabQuery, type OrderAction, type OrderTab } from '../orderTabs'
import styles from './OrderListPage.module.css'

/** Order centre: five tabs (spec §4) with their counts, each an endless list of orders. */
export default function OrderListPage({ query }: PageProps<'orderList'>) {
  const { t } = useTranslation()
  const [, setSearchParams] = useSearchParams()
  const tab = tabFromQuery(query.type)
  const counts = useOrderCount()

  const choose = (key: string) => {
    const next = tabFromQuery(key)
    setSearchParams(new URLSearchParams(tabQuery(next)), { replace: true })
  }

  return (
    <div className={styles.page}>
      <Tabs activeKey={tab} onChange={choose} className={styles.tabs} data-testid="order-tabs">
        {ORDER_TABS.map((key) => {
          const count = tabCount(key, counts.data)
          return (
            <Tabs.Tab
              key={key}
              title={
                <span className={styles.tabTitle} data-testid={`order-tab-${key}`}>
                  {t(`order.tab.${key}`)}
                  {count !== undefined && count > 0 && <span className={styles.badge}>{count}</span>}
                </span>
              }
            />
          )
        })}
      </Tabs>
      <OrderList key={tab} tab={tab} />
    </div>
  )
}

function OrderList({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation()
  const nav = useNav()
  const orders = useOrderPages(tab)
  const open = useOpenOrder()
  const { cancel, remove } = useOrderActions()

  if (orders.isPending) return <ListSkeleton />
  if (orders.isError) return <PageError message={orders.error.message} onRetry={() => void orders.refetch()} />

  const rows = orders.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) {
    return (
      <div className={styles.empty} data-testid="order-empty">
        <Empty description={t(`order.empty.${tab}`)} />
        <Button color="primary" shape="rounded" onClick={() => nav.go('home')}>
          {t('order.goShopping')}
        </Button>
      </div>
    )
  }

  const onAction = (order: OrderSummary) => (action: OrderAction) => {
    if (action === 'cancel') void cancel(order.id)
    else if (action === 'delete') void remove(order.id)
    else if (action === 'review') open(order.id, { review: '1' })
    else if (order.payOrderId) nav.go('pay', { id: order.payOrderId })
    else open(order.id)
  }

  return (
    <div data-testid="order-list">
      {rows.map((order) => (
        <OrderCard key={order.id} order={order} onOpen={() => open(order.id)} onAction={onAction(order)} />
      ))}
      <InfiniteScroll loadMore={async () => void (await orders.fetchNextPage())} hasMore={orders.hasNextPage}>
        {orders.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </div>
  )
}

function ListSkeleton() {
  return (
    <div data-testid="order-loading">
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeleton}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  )
}
