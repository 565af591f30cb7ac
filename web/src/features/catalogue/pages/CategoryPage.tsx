import { Empty, SideBar } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError, PageLoading } from '@/components/PageState'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useCategories, useSpuPages, type Category } from '../api'
import { GameFeed } from '../components/GameFeed'
import { categoryPath, childCategories, topCategories } from '../categoryTree'
import { parseId } from '../listQuery'
import styles from './CategoryPage.module.css'

/**
 * Categories: top level on the left; on the right the subcategories and the games of the chosen one.
 * The choice lives in the URL (`categoryId`), so back and reload keep it.
 */
export default function CategoryPage({ query }: PageProps<'categories'>) {
  const { t } = useTranslation()
  const categories = useCategories()
  if (categories.isPending) return <PageLoading />
  if (categories.isError) return <PageError message={categories.error.message} onRetry={() => void categories.refetch()} />
  if (topCategories(categories.data).length === 0) return <Empty description={t('category.empty')} />
  return <Browser categories={categories.data} wanted={parseId(query.categoryId)} />
}

function Browser({ categories, wanted }: { categories: Category[]; wanted: number | undefined }) {
  const { t } = useTranslation()
  const nav = useNav()
  const tops = topCategories(categories)
  const path = wanted === undefined ? [] : categoryPath(categories, wanted)
  // An unknown or missing id shows the first category (the URL is left as it is until the next choice).
  const top = path[0] ?? (tops[0] as Category)
  const selected = path.at(-1) ?? top
  const subs = childCategories(categories, top.id)
  const activeChip = path[1]?.id ?? top.id
  const games = useSpuPages({ categoryId: selected.id })
  const choose = (id: number) => nav.redirect('categories', { categoryId: id })

  return (
    <div className={styles.layout}>
      <SideBar className={styles.side} activeKey={String(top.id)} onChange={(key) => choose(Number(key))}>
        {tops.map((category) => (
          <SideBar.Item key={category.id} title={category.name} />
        ))}
      </SideBar>
      <div className={styles.main} key={top.id}>
        {subs.length > 0 && (
          <div className={styles.chips} role="group" aria-label={t('category.subcategories')}>
            {[top, ...subs].map((category) => (
              <button
                key={category.id}
                type="button"
                className={category.id === activeChip ? `${styles.chip} ${styles.active}` : styles.chip}
                aria-pressed={category.id === activeChip}
                onClick={() => choose(category.id)}
              >
                {category.id === top.id ? t('category.all') : category.name}
              </button>
            ))}
          </div>
        )}
        <GameFeed pages={games} layout="rows" empty={<Empty description={t('category.noGames')} />} />
      </div>
    </div>
  )
}
