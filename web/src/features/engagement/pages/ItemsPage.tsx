import { Button, Empty, InfiniteScroll, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError, PageLoading } from '@/components/PageState'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useUserStore } from '@/stores/user'
import { ITEM_STATUS, useItems, type ItemStatus } from '../api'
import { ItemFacts } from '../components/ItemFacts'
import { ItemSheet } from '../components/ItemSheet'
import styles from './ItemsPage.module.css'

const TABS: ItemStatus[] = [ITEM_STATUS.held, ITEM_STATUS.usedUp, ITEM_STATUS.notAvailable]

function tabOf(value: string | undefined): ItemStatus {
  return TABS.find((status) => String(status) === value) ?? ITEM_STATUS.held
}

/** My items (spec §2 user/item): held, used up and unavailable items; tap one for its details. */
export default function ItemsPage({ query }: PageProps<'items'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const status = tabOf(query.status)
  // Held by the page, not the list: a code revealed moves its item to "used up", out of this tab's
  // list, and the sheet showing the code must stay open.
  const [open, setOpen] = useState<number>()
  if (!loggedIn) {
    return (
      <div className={styles.visitor}>
        <Empty description={t('items.loginHint')} />
        <Button color="primary" shape="rounded" onClick={() => nav.go('login')}>
          {t('user.tapToLogin')}
        </Button>
      </div>
    )
  }
  return (
    <div>
      <Tabs activeKey={String(status)} onChange={(key) => nav.redirect('items', { status: key })}>
        {TABS.map((tab) => (
          <Tabs.Tab key={String(tab)} title={t(`items.status.${tab}`)} />
        ))}
      </Tabs>
      <ItemList status={status} onOpen={setOpen} />
      <ItemSheet itemId={open} onClose={() => setOpen(undefined)} />
    </div>
  )
}

function ItemList({ status, onOpen }: { status: ItemStatus; onOpen: (id: number) => void }) {
  const { t } = useTranslation()
  const items = useItems(status)
  if (items.isPending) return <PageLoading />
  if (items.isError) return <PageError message={items.error.message} onRetry={() => void items.refetch()} />
  const rows = items.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) return <Empty description={t(`items.empty.${status}`)} />
  return (
    <>
      <ul className={styles.list}>
        {rows.map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.card} onClick={() => onOpen(item.id)} data-testid="item" data-code={item.code}>
              <ItemFacts item={item} />
            </button>
          </li>
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await items.fetchNextPage())} hasMore={items.hasNextPage} />
    </>
  )
}
