import { Button, Empty, ProgressBar, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError, PageLoading } from '@/components/PageState'
import { useNav } from '@/lib/navigation'
import type { PageProps } from '@/lib/paths'
import { useUserStore } from '@/stores/user'
import { PendingOrdersNote } from '@/features/loyalty/components/PendingRewards'
import { TASK_CATEGORIES, TASK_STATUS, useClaimTask, useTasks, type MemberTask } from '@/features/engagement/tasks'
import styles from './TasksPage.module.css'

/** My tasks: daily, weekly and one-time tasks with their reward, progress and action. */
export default function TasksPage(_props: PageProps<'tasks'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  const tasks = useTasks()
  if (!loggedIn) {
    return (
      <div className={styles.visitor}>
        <Empty description={t('tasks.loginHint')} />
        <Button color="primary" shape="rounded" onClick={() => nav.go('login')}>
          {t('user.tapToLogin')}
        </Button>
      </div>
    )
  }
  if (tasks.isPending) return <PageLoading />
  if (tasks.isError) return <PageError message={tasks.error.message} onRetry={() => void tasks.refetch()} />
  if (tasks.data.list.length === 0) return <Empty description={t('tasks.empty')} />
  return (
    <div className={styles.page}>
      {TASK_CATEGORIES.map((category) => {
        const rows = tasks.data.list.filter((task) => task.category === category)
        if (rows.length === 0) return null
        return (
          <section key={category} className={styles.group} aria-labelledby={`tasks-${category}`} data-testid={`tasks-${category}`}>
            <h2 id={`tasks-${category}`} className={styles.groupTitle}>
              {t(`tasks.category.${category}`)}
              <span className={styles.groupHint}>{t(`tasks.resets.${category}`)}</span>
            </h2>
            {rows.map((task) => (
              <TaskRow key={task.id} task={task} />
            ))}
          </section>
        )
      })}
    </div>
  )
}

/** The screens a task's "go complete" may open (the task file's `link`, checked by the server). */
const TASK_SCREENS = ['signIn', 'gameList', 'favorites', 'orderList', 'userInfo', 'teams', 'userCenter', 'home'] as const
type TaskScreen = (typeof TASK_SCREENS)[number]

function taskScreen(link: string): TaskScreen {
  return (TASK_SCREENS as readonly string[]).includes(link) ? (link as TaskScreen) : 'home'
}

function TaskRow({ task }: { task: MemberTask }) {
  const { t } = useTranslation()
  const nav = useNav()
  const claim = useClaimTask()
  const [collected, setCollected] = useState(false)
  const percent = Math.round((task.progress / task.target) * 100)

  const collect = async () => {
    try {
      const reward = await claim.mutateAsync(task.id)
      setCollected(true)
      const points = t('tasks.claimed', { point: reward.point, experience: reward.experience })
      const names = reward.items.map((item) => t('tasks.rewardItem', { name: item.name, count: item.quantity })).join(', ')
      Toast.show({ icon: 'success', content: names ? `${points}\n${t('tasks.claimedItems', { names })}` : points })
    } catch (error) {
      Toast.show({ content: error instanceof Error ? error.message : t('http.default') })
    }
  }

  return (
    <div className={styles.task} data-testid="task" data-code={task.code} data-status={task.status}>
      <div className={styles.main}>
        <div className={styles.title}>{task.title}</div>
        {task.description && <div className={styles.description}>{task.description}</div>}
        <div className={styles.rewards}>
          {task.rewardPoint > 0 && <span className={styles.reward}>{t('tasks.points', { count: task.rewardPoint })}</span>}
          {task.rewardExperience > 0 && <span className={styles.reward}>{t('tasks.experience', { count: task.rewardExperience })}</span>}
          {task.rewardItems.map((reward) => (
            <span key={`${reward.kind}-${reward.code}`} className={styles.reward} data-testid="task-reward-item">
              {t('tasks.rewardItem', { name: reward.name, count: reward.quantity })}
            </span>
          ))}
        </div>
        <div className={styles.progressRow}>
          <ProgressBar percent={percent} className={styles.progress} />
          <span className={styles.count} data-testid="task-progress">
            {task.progress}/{task.target}
          </span>
        </div>
        <PendingOrdersNote count={task.pending} />
      </div>
      <div className={styles.action}>
        {collected && (
          <span className={styles.burst} aria-hidden="true">
            +{task.rewardPoint}
          </span>
        )}
        {task.status === TASK_STATUS.receivable ? (
          <Button color="primary" shape="rounded" size="small" loading={claim.isPending} onClick={() => void collect()}>
            {t('tasks.claim')}
          </Button>
        ) : task.status === TASK_STATUS.inProgress ? (
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            size="small"
            onClick={() => nav.go(taskScreen(task.link))}
          >
            {t('tasks.go')}
          </Button>
        ) : (
          <span className={styles.done}>{task.status === TASK_STATUS.completed ? t('tasks.completed') : t('tasks.expired')}</span>
        )}
      </div>
    </div>
  )
}
