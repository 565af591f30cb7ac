import { Button, Empty, InfiniteScroll, List, ProgressBar } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { NavBar } from '@/components/NavBar'
import { PageError, PageLoading } from '@/components/PageState'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { relativeTime, type TimeLang } from '@/lib/time'
import { useUserStore } from '@/stores/user'
import { useUserInfo, type UserInfo } from '@/features/identity/api'
import { useExperienceRecords, useLevels, type MemberLevel } from '@/features/loyalty/api'
import styles from './LevelPage.module.css'

/** Membership level: the member's level and progress, every level's threshold and discount, the records. */
export default function LevelPage(_props: PageProps<'level'>) {
  const { t } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const levels = useLevels()
  return (
    <div className={styles.page}>
      <NavBar title={t('route.level')} />
      {loggedIn ? <Current levels={levels.data} /> : <Visitor />}
      <section className={styles.card} aria-labelledby="level-table">
        <h2 id="level-table" className={styles.title}>
          {t('level.all')}
        </h2>
        {levels.isPending ? (
          <PageLoading />
        ) : levels.isError ? (
          <PageError message={levels.error.message} onRetry={() => void levels.refetch()} />
        ) : (
          <LevelTable levels={levels.data} />
        )}
      </section>
      {loggedIn && <ExperienceRecords />}
    </div>
  )
}

function Visitor() {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <section className={styles.hero}>
      <p className={styles.visitor}>{t('level.loginHint')}</p>
      <Button color="primary" shape="rounded" onClick={() => nav.go('login')}>
        {t('user.tapToLogin')}
      </Button>
    </section>
  )
}

function Current({ levels }: { levels: MemberLevel[] | undefined }) {
  const info = useUserInfo()
  if (info.isPending) return <PageLoading />
  if (info.isError) return <PageError message={info.error.message} onRetry={() => void info.refetch()} />
  return <Progress user={info.data} levels={levels} />
}

function Progress({ user, levels }: { user: UserInfo; levels: MemberLevel[] | undefined }) {
  const { t } = useTranslation()
  const { level, experience } = user
  const next = levels?.find((candidate) => candidate.level === level.level + 1)
  const percent = level.nextExperience
    ? Math.min(100, Math.round(((experience - level.experience) / (level.nextExperience - level.experience)) * 100))
    : 100
  return (
    <section className={styles.hero} data-testid="level-current">
      <img className={styles.icon} src={`levels/${level.level}.svg`} alt="" width={64} height={64} />
      <div className={styles.heroText}>
        <div className={styles.levelName}>
          Lv.{level.level} {level.name}
        </div>
        <div className={styles.discount}>
          {level.discountPercent > 0 ? t('level.discount', { percent: level.discountPercent }) : t('level.noDiscount')}
        </div>
        <ProgressBar percent={percent} className={styles.progress} />
        <div className={styles.experience} data-testid="level-experience">
          {level.nextExperience
            ? t('level.toNext', { experience, next: level.nextExperience, missing: level.nextExperience - experience, name: next?.name ?? '' })
            : t('level.top', { experience })}
        </div>
      </div>
    </section>
  )
}

function LevelTable({ levels }: { levels: MemberLevel[] }) {
  const { t } = useTranslation()
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('level.level')}</th>
          <th scope="col">{t('level.threshold')}</th>
          <th scope="col">{t('level.gameDiscount')}</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((level) => (
          <tr key={level.id}>
            <td>
              <img src={level.icon} alt="" width={22} height={22} loading="lazy" /> {level.name}
            </td>
            <td>{level.experience}</td>
            <td>{level.discountPercent > 0 ? t('level.percentOff', { percent: level.discountPercent }) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function ExperienceRecords() {
  const { t, i18n } = useTranslation()
  const records = useExperienceRecords()
  const now = records.dataUpdatedAt
  return (
    <section className={styles.card} aria-labelledby="level-records">
      <h2 id="level-records" className={styles.title}>
        {t('level.records')}
      </h2>
      {records.isPending ? (
        <PageLoading />
      ) : records.isError ? (
        <PageError message={records.error.message} onRetry={() => void records.refetch()} />
      ) : (records.data.pages[0]?.total ?? 0) === 0 ? (
        <Empty description={t('level.recordsEmpty')} />
      ) : (
        <>
          <List data-testid="experience-records">
            {records.data.pages
              .flatMap((page) => page.list)
              .map((row) => (
                <List.Item
                  key={row.id}
                  description={relativeTime(row.createTime, now, i18n.language as TimeLang)}
                  extra={<span className={row.experience > 0 ? styles.gain : styles.loss}>{row.experience > 0 ? `+${row.experience}` : row.experience}</span>}
                >
                  {row.title}
                </List.Item>
              ))}
          </List>
          <InfiniteScroll loadMore={async () => void (await records.fetchNextPage())} hasMore={records.hasNextPage}>
            {records.hasNextPage ? t('common.loading') : t('common.noMore')}
          </InfiniteScroll>
        </>
      )}
    </section>
  )
}
