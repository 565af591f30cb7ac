import { Button, Dialog, Popup, Toast } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import { PATHS } from '@/lib/paths'
import { useUserInfo } from '@/features/identity/api'
import { businessDate, todaysReward, useCheckIn, useSignInConfig, useSignInSummary } from '@/features/loyalty/api'
import styles from './MemberNotices.module.css'

/** Screens that do not offer the daily reward: logging in, and the Check-in Center itself. */
const NO_OFFER: readonly string[] = [PATHS.login, PATHS.indexLogin, PATHS.signIn]

function readFlag(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeFlag(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // storage blocked: the notice may show again, nothing breaks
  }
}

/**
 * Test switch: the browser suite (web/e2e/support.mjs) sets `window.e2eNoDailyCheckInOffer` so a
 * sheet does not cover the screens of specs about other things; the check-in spec leaves it unset.
 */
function offersSwitchedOff(): boolean {
  return (globalThis as { e2eNoDailyCheckInOffer?: boolean }).e2eNoDailyCheckInOffer === true
}

/** Offers shown and not yet answered (by member key): they stay up across screens until answered. */
const openOffers = new Set<string>()

/** What a logged-in member is told on the first screen they open: today's reward, a level reached. */
export default function MemberNotices({ path }: { path: string }) {
  return (
    <>
      <DailyCheckInSheet path={path} />
      <LevelUpNotice />
    </>
  )
}

/**
 * The daily login reward (issue 14): the first screen a member opens on a new business day offers
 * today's check-in; one tap collects it. Offered once a day, whether taken or closed.
 */
function DailyCheckInSheet({ path }: { path: string }) {
  const { t } = useTranslation()
  const nav = useNav()
  const user = useUserInfo()
  const summary = useSignInSummary()
  const config = useSignInConfig()
  const checkIn = useCheckIn()
  const [answered, setAnswered] = useState(false)
  const today = businessDate()
  const key = user.data ? `check-in-offered:${user.data.id}` : null
  const eligible =
    key !== null && summary.data !== undefined && !summary.data.todaySignIn && !NO_OFFER.includes(path) && !offersSwitchedOff()
  const open = eligible && !answered && (openOffers.has(key) || readFlag(key) !== today)

  useEffect(() => {
    if (!open || key === null) return
    writeFlag(key, today)
    openOffers.add(key)
  }, [open, key, today])

  const setOpen = (value: false) => {
    if (key !== null) openOffers.delete(key)
    setAnswered(!value)
  }

  const reward = config.data && summary.data ? todaysReward(config.data, summary.data) : undefined
  if (!reward || !summary.data) return null
  const collect = async () => {
    try {
      const paid = await checkIn.mutateAsync()
      setOpen(false)
      Toast.show({ icon: 'success', content: t('checkIn.collected', { point: paid.point, experience: paid.experience }) })
    } catch (error) {
      setOpen(false)
      Toast.show({ content: error instanceof Error ? error.message : t('http.default') })
    }
  }
  return (
    <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={styles.sheet}>
      <div role="dialog" aria-labelledby="daily-check-in-title" data-testid="daily-check-in">
        <h2 id="daily-check-in-title" className={styles.title}>
          {t('checkIn.sheetTitle')}
        </h2>
        <p className={styles.streak}>{t('checkIn.sheetDay', { day: summary.data.continuousDay + 1 })}</p>
        <div className={styles.reward}>
          <strong>+{reward.point}</strong> {t('checkIn.points')}
          <span className={styles.plus}>+{reward.experience}</span> {t('checkIn.experience')}
        </div>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={checkIn.isPending}
          onClick={() => void collect()}
          data-testid="daily-check-in-collect"
        >
          {t('checkIn.collect')}
        </Button>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            setOpen(false)
            nav.go('signIn')
          }}
        >
          {t('checkIn.openCenter')}
        </button>
      </div>
    </Popup>
  )
}

/** When the member's level rose since this device last saw it, one dialog says so. */
function LevelUpNotice() {
  const { t } = useTranslation()
  const nav = useNav()
  const user = useUserInfo()
  const shown = useRef(false)

  useEffect(() => {
    if (!user.data || shown.current) return
    const { id, level } = user.data
    const key = `level-seen:${id}`
    const seen = Number(readFlag(key) ?? 0)
    writeFlag(key, String(level.level))
    if (!seen || level.level <= seen) return
    shown.current = true
    void Dialog.confirm({
      title: t('level.upTitle', { name: level.name }),
      content: level.discountPercent > 0 ? t('level.upContent', { name: level.name, percent: level.discountPercent }) : level.name,
      confirmText: t('level.view'),
      cancelText: t('common.close'),
    }).then((view) => {
      if (view) nav.go('level')
    })
  }, [user.data, t, nav])
  return null
}
