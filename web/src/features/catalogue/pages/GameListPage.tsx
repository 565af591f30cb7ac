import { Button, Empty } from 'antd-mobile'
import { LeftOutline, SearchOutline } from 'antd-mobile-icons'
import { Suspense, useMemo } from 'react'
import { retryableLazy } from '@/lib/chunkReload'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useSpuPages, type SpuQuery } from '../api'
import { GameFeed } from '../components/GameFeed'
import { SortBar, sortFromParam, sortQuery, sortToParam } from '../components/SortBar'
import { parseId, parseListName } from '../listQuery'
import styles from './GameListPage.module.css'

// Comes with the bundle page's download (one file fewer for the app's entry to name).
const BundleShelf = retryableLazy<{ keyword?: string }>(() => import('./BundlePage').then((module) => ({ default: module.BundleShelf })))

/** Search results (bundles by name above the games) and filtered games (keyword, categoryId, brandId,
 * list), sortable, one game per row. */
export default function GameListPage({ query }: PageProps<'gameList'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const keyword = query.keyword?.trim() ?? ''
  const sort = sortFromParam(query.sort)
  const filter = useMemo<SpuQuery>(
    () => ({
      keyword: keyword || undefined,
      categoryId: parseId(query.categoryId),
      brandId: parseId(query.brandId),
      list: parseListName(query.list),
    }),
    [keyword, query.categoryId, query.brandId, query.list],
  )
  const games = useSpuPages({ ...filter, ...sortQuery(sort) })

  return (
    <div>
      <div className={styles.sticky}>
        <header className={styles.top}>
          <button type="button" className={styles.back} onClick={nav.back} aria-label={t('common.back')}>
            <LeftOutline />
          </button>
          <button
            type="button"
            className={styles.search}
            // Search and its results share one history entry (see SearchPage).
            onClick={() => nav.redirect('search', { keyword })}
            data-testid="list-search"
          >
            <SearchOutline className={styles.searchIcon} />
            <span className={keyword ? styles.keyword : styles.placeholder}>{keyword || t('search.placeholder')}</span>
          </button>
        </header>
        <SortBar value={sort} onChange={(next) => nav.redirect('gameList', { ...query, sort: sortToParam(next) })} />
      </div>
      {keyword && (
        <Suspense fallback={null}>
          <BundleShelf keyword={keyword} />
        </Suspense>
      )}
      <GameFeed
        pages={games}
        layout="rows"
        empty={
          <div className={styles.empty}>
            <Empty description={t('list.empty')} />
            <p className={styles.hint}>{t(keyword ? 'list.emptyKeywordHint' : 'list.emptyHint')}</p>
            <Button color="primary" fill="outline" size="small" onClick={() => nav.go('categories')}>
              {t('list.browseCategories')}
            </Button>
          </div>
        }
      />
    </div>
  )
}
