import { Empty, InfiniteScroll, SearchBar, Tabs } from 'antd-mobile'
import { TextLimits } from '@/client/textLimits'
import { useSearchParams } from '@/lib/router'
import { useTranslation } from '@/lib/i18next-lite/react'
import { FieldError } from '@/components/FieldError'
import { PageError, PageLoading } from '@/components/PageState'
import frame from '@/components/TabFrame.module.css'
import type { PageProps } from '@/lib/paths'
import { useTextCheck } from '@/lib/textRules'
import { useArticlePages, type ExploreTab } from '../api'
import { ArticleCard } from '../components/ArticleCard'
import styles from './ExplorePage.module.css'

const TABS: ExploreTab[] = ['all', 'activity', 'news']
const KEYWORD = TextLimits['/app-api/promotion/article/page'].keyword

function tabOf(value: string | undefined): ExploreTab {
  return TABS.find((tab) => tab === value) ?? 'all'
}

/** Explore: activities and news by tab, searched by title; the tab and search live in the address. */
export default function ExplorePage({ query }: PageProps<'explore'>) {
  const { t } = useTranslation()
  const [, setSearchParams] = useSearchParams()
  const tab = tabOf(query.tab)
  const keyword = (query.keyword ?? '').trim()
  const keywordCheck = useTextCheck(KEYWORD)
  const update = (next: { tab?: ExploreTab; keyword?: string }) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        for (const [key, value] of Object.entries(next)) {
          if (value && value !== 'all') params.set(key, value)
          else params.delete(key)
        }
        return params
      },
      { replace: true },
    )
  return (
    <div className={styles.page}>
      <header className={frame.nav}>
        <h1 className={styles.heading}>{t('route.explore')}</h1>
      </header>
      <div className={styles.search}>
        <SearchBar
          key={keyword}
          defaultValue={keyword}
          placeholder={t('explore.searchPlaceholder')}
          onChange={keywordCheck.onChange}
          onSearch={(value) => keywordCheck.check(value) && update({ keyword: value.trim() })}
          onClear={() => update({ keyword: '' })}
          aria-label={t('explore.searchPlaceholder')}
        />
        <FieldError message={keywordCheck.error} testId="explore-search-error" />
      </div>
      <Tabs activeKey={tab} onChange={(key) => update({ tab: tabOf(key) })} className={styles.tabs}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`explore.tabs.${key}`)} />
        ))}
      </Tabs>
      <ArticleList tab={tab} keyword={keyword} />
    </div>
  )
}

function ArticleList({ tab, keyword }: { tab: ExploreTab; keyword: string }) {
  const { t } = useTranslation()
  const pages = useArticlePages(tab, keyword)
  if (pages.isPending) return <PageLoading />
  if (pages.isError) return <PageError message={pages.error.message} onRetry={() => void pages.refetch()} />
  const rows = pages.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) {
    return <Empty description={keyword ? t('explore.noMatch', { keyword }) : t('explore.empty')} data-testid="explore-empty" />
  }
  return (
    <>
      <ul className={styles.list} data-testid="article-list">
        {rows.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} now={pages.dataUpdatedAt} />
          </li>
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await pages.fetchNextPage())} hasMore={pages.hasNextPage}>
        {pages.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </>
  )
}
