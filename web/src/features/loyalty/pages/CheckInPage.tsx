import { Button, Toast } from 'antd-mobile'
import { CheckOutline } from 'antd-mobile-icons'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError, PageLoading } from '@/components/PageState'
import type { PageProps } from '@/lib/paths'
import { dayName, gridWeeks, monthGrid, parseMonth, weekdayNames } from '../calendar'
import { businessDate, streakStrip, useCheckIn, useSignInConfig, useSignInMonth, useSignInSummary, type SignInDay } from '../api'
import styles from './CheckInPage.module.css'

/** Check-in Center: the streak's 7 days with their rewards, this month's calendar, and the button. */
export default function CheckInPage(_props: PageProps<'signIn'>) {
  const config = useSignInConfig()
  const summary = useSignInSummary()
  if (config.isPending || summary.isPending) return <PageLoading />
  if (config.isError) return <PageError message={config.error.message} onRetry={() => void config.refetch()} />
  if (summary.isError) return <PageError message={summary.error.message} onRetry={() => void summary.refetch()} />
  const { continuousDay, totalDay, todaySignIn } = summary.data
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <Streak continuousDay={continuousDay} totalDay={totalDay} />
        <CheckInButton done={todaySignIn} />
      </section>
      <Strip config={config.data} summary={summary.data} />
      <Calendar />
      <Rules config={config.data} />
    </div>
  )
}

function Streak({ continuousDay, totalDay }: { continuousDay: number; totalDay: number }) {
  const { t } = useTranslation()
  return (
    <div className={styles.streak}>
      <div className={styles.streakLabel}>{t('checkIn.continuous')}</div>
      <div className={styles.streakDays} data-testid="check-in-continuous">
        <strong>{continuousDay}</strong> {t('checkIn.days', { count: continuousDay })}
      </div>
      <div className={styles.total} data-testid="check-in-total">
        {t('checkIn.total', { count: totalDay })}
      </div>
    </div>
  )
}

function CheckInButton({ done }: { done: boolean }) {
  const { t } = useTranslation()
  const checkIn = useCheckIn()
  const collect = async () => {
    try {
      const reward = await checkIn.mutateAsync()
      Toast.show({ icon: 'success', content: t('checkIn.collected', { point: reward.point, experience: reward.experience }) })
    } catch (error) {
      Toast.show({ content: error instanceof Error ? error.message : t('http.default') })
    }
  }
  return (
    <Button
      color="primary"
      shape="rounded"
      size="large"
      className={styles.button}
      disabled={done}
      loading={checkIn.isPending}
      onClick={() => void collect()}
      data-testid="check-in-button"
    >
      {done ? t('checkIn.doneToday') : t('checkIn.action')}
    </Button>
  )
}

function Strip({ config, summary }: { config: SignInDay[]; summary: Parameters<typeof streakStrip>[1] }) {
  const { t } = useTranslation()
  const cells = streakStrip(config.length, summary)
  return (
    <section className={styles.card} aria-labelledby="check-in-strip">
      <h2 id="check-in-strip" className={styles.title}>
        {t('checkIn.stripTitle')}
      </h2>
      <ol className={styles.strip} data-testid="check-in-strip">
        {cells.map((cell) => (
          <li
            key={cell.day}
            className={[styles.cell, cell.done ? styles.done : '', cell.today ? styles.today : ''].join(' ')}
            data-done={cell.done}
            data-today={cell.today}
          >
            <span className={styles.point}>+{config[cell.day - 1]?.point ?? 0}</span>
            <span className={styles.mark}>{cell.done ? <CheckOutline /> : null}</span>
            <span className={styles.dayName}>
              {cell.day === config.length ? t('checkIn.dayPlus', { day: cell.day }) : t('checkIn.day', { day: cell.day })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}

function Calendar() {
  const { t, i18n } = useTranslation()
  const today = businessDate()
  const month = today.slice(0, 7)
  const records = useSignInMonth(month)
  const grid = monthGrid(month)
  const checked = new Set(records.data?.list.map((record) => record.signDate))
  const [year, number] = parseMonth(month)
  const title = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  )
  return (
    <section className={styles.card} aria-labelledby="check-in-month">
      <h2 id="check-in-month" className={styles.title}>
        {title}
        <span className={styles.monthCount}>{t('checkIn.monthCount', { count: checked.size })}</span>
      </h2>
      {records.isError ? (
        <PageError message={records.error.message} onRetry={() => void records.refetch()} />
      ) : (
        <div className={styles.calendar} data-testid="check-in-calendar" role="grid" aria-busy={records.isPending}>
          <div role="row" className={styles.week}>
            {weekdayNames(i18n.language).map((name, index) => (
              <span key={`w${index}`} className={styles.weekday} role="columnheader">
                {name}
              </span>
            ))}
          </div>
          {gridWeeks(grid).map((week) => (
            <div role="row" className={styles.week} key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) return <span key={`b${index}`} role="gridcell" />
                const isChecked = checked.has(day)
                const name = dayName(day, i18n.language)
                return (
                  <span
                    key={day}
                    role="gridcell"
                    aria-selected={isChecked}
                    aria-label={isChecked ? t('checkIn.checkedOn', { date: name }) : name}
                    className={[styles.date, isChecked ? styles.checked : '', day === today ? styles.current : ''].join(' ')}
                    data-date={day}
                    data-checked={isChecked}
                  >
                    {Number(day.slice(8))}
                  </span>
                )
              })}
            </div>
          ))}
        </div>
      )}
    </section>
  )
}

function Rules({ config }: { config: SignInDay[] }) {
  const { t } = useTranslation()
  const last = config.at(-1)
  return (
    <p className={styles.rules}>
      {t('checkIn.rules', { experience: config[0]?.experience ?? 0, days: config.length, point: last?.point ?? 0 })}
    </p>
  )
}
