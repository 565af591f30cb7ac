import { Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useCategories, useSpuPages } from '../api'
import { useBrand } from '../memberApi'
import { GameFeed } from '../components/GameFeed'
import { SortBar, sortFromParam, sortQuery, sortToParam } from '../components/SortBar'
import { parseId, parseListName } from '../listQuery'
import styles from './GameListBasePage.module.css'

/** A whole home list (`list=`), category (`categoryId=`) or team's games (`brandId=`) as a sortable two-column grid. */
export default function GameListBasePage({ query }: PageProps<'gameListBase'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const list = parseListName(query.list)
  const categoryId = list ? undefined : parseId(query.categoryId)
  const brandId = list ? undefined : parseId(query.brandId)
  const sort = sortFromParam(query.sort)
  const games = useSpuPages({ list, categoryId, brandId, ...sortQuery(sort) })

  return (
    <div>
      {brandId ? (
        <TeamHeading id={brandId} />
      ) : categoryId ? (
        <CategoryHeading id={categoryId} />
      ) : (
        <Heading>{list ? t(`list.name.${list}`) : t('list.allGames')}</Heading>
      )}
      <SortBar
        className={styles.sort}
        value={sort}
        onChange={(next) => nav.redirect('gameListBase', { ...query, sort: sortToParam(next) })}
      />
      <GameFeed pages={games} layout="grid" />
    </div>
  )
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <h1 className={styles.heading} data-testid="list-heading">
      {children}
    </h1>
  )
}

function HeadingSkeleton() {
  const { t } = useTranslation()
  return (
    <div className={styles.heading} role="status" aria-label={t('common.loading')}>
      <Skeleton animated className={styles.nameSkeleton} />
    </div>
  )
}

/** A team's name over its games (a team not found, or not loaded, is named "a team's games"). */
function TeamHeading({ id }: { id: number }) {
  const { t } = useTranslation()
  const brand = useBrand(id)
  if (brand.isPending) return <HeadingSkeleton />
  return <Heading>{brand.data?.name ?? t('list.teamGames')}</Heading>
}

function CategoryHeading({ id }: { id: number }) {
  const { t } = useTranslation()
  const categories = useCategories()
  if (categories.isPending) return <HeadingSkeleton />
  return <Heading>{categories.data?.find((category) => category.id === id)?.name ?? t('list.allGames')}</Heading>
}
