import { Empty, Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError } from '@/components/PageState'
import type { PageProps } from '@/lib/paths'
import { TeamRow } from '../components/TeamRow'
import { useBrandList, useFollowedBrands, type Brand } from '../memberApi'
import styles from './TeamListPage.module.css'

/** The teams the member follows, then every team; each with follow / unfollow. */
export default function TeamListPage(_props: PageProps<'teams'>) {
  const { t } = useTranslation()
  const followed = useFollowedBrands()
  const all = useBrandList()

  return (
    <div className={styles.page}>
      <section aria-labelledby="teams-following">
        <h2 className={styles.title} id="teams-following">
          {t('teams.followingSection')}
          {followed.data && <span className={styles.count}>{followed.data.length}</span>}
        </h2>
        <Section
          query={followed}
          empty={t('teams.noFollowing')}
          testId="followed-teams"
          render={(brand) => <TeamRow key={brand.id} brand={brand} followed />}
        />
      </section>
      <section aria-labelledby="teams-all">
        <h2 className={styles.title} id="teams-all">
          {t('teams.allSection')}
          {all.data && <span className={styles.count}>{all.data.length}</span>}
        </h2>
        <Section
          query={all}
          empty={t('teams.empty')}
          testId="all-teams"
          render={(brand) => (
            <TeamRow key={brand.id} brand={brand} followed={brand.followed} />
          )}
        />
      </section>
    </div>
  )
}

interface SectionProps {
  query: ReturnType<typeof useBrandList>
  empty: string
  testId: string
  render: (brand: Brand) => ReactNode
}

function Section({ query, empty, testId, render }: SectionProps) {
  if (query.isPending) {
    return (
      <div className={styles.block}>
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    )
  }
  if (query.isError) return <PageError message={query.error.message} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) return <Empty description={empty} className={styles.empty} />
  return (
    <div className={styles.list} data-testid={testId}>
      {query.data.map(render)}
    </div>
  )
}
