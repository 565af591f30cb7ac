import { Button, Empty, InfiniteScroll } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { Picture } from '@/components/Picture'
import { PageError, PageLoading } from '@/components/PageState'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useUserStore } from '@/stores/user'
import { useCollection } from '../api'
import { Rarity } from '../components/Rarity'
import styles from './CollectionPage.module.css'

/** My collection (spec §2 user/NFT): the numbered collectibles the member earned. */
export default function CollectionPage(_props: PageProps<'collection'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const collection = useCollection()
  if (!loggedIn) {
    return (
      <div className={styles.visitor}>
        <Empty description={t('items.collectionLoginHint')} />
        <Button color="primary" shape="rounded" onClick={() => nav.go('login')}>
          {t('user.tapToLogin')}
        </Button>
      </div>
    )
  }
  if (collection.isPending) return <PageLoading />
  if (collection.isError) return <PageError message={collection.error.message} onRetry={() => void collection.refetch()} />
  const copies = collection.data.pages.flatMap((page) => page.list)
  if (copies.length === 0) return <Empty description={t('items.collectionEmpty')} />
  return (
    <>
      <ul className={styles.grid}>
        {copies.map((copy) => (
          <li key={copy.id}>
            <button type="button" className={styles.card} onClick={() => nav.go('collectible', { id: copy.id })} data-testid="collectible">
              <Picture src={copy.picUrl} width={160} height={160} sizes="calc(50vw - 18px)" className={styles.picture} alt={copy.name} />
              <span className={styles.name}>{copy.name}</span>
              <span className={styles.meta}>
                <span data-testid="collectible-serial">
                  #{copy.serial} / {copy.editionSize}
                </span>
                <Rarity rarity={copy.rarity} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await collection.fetchNextPage())} hasMore={collection.hasNextPage} />
    </>
  )
}
