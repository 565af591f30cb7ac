import { Button, Dialog, Toast } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { formatDateMinute, type TimeLang } from '@/lib/time'
import { GiftStatus, useTakeBackGift, type OrderGift } from '../gifts'
import { Section } from './Section'
import styles from './GiftBlock.module.css'

interface Props {
  orderId: number
  gift: OrderGift
  /** Keys the gift holds (still to be claimed while it waits). */
  keys: number
  /** The share button of the gift's link (growth's share sheet), for its giver while it waits. */
  share?: ReactNode
}

/**
 * An order bought as a gift: while it waits, its giver shares its link or takes it back; once
 * claimed, its new holder sees who gave it and their message; back with its giver, why.
 */
export function GiftBlock({ orderId, gift, keys, share }: Props) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as TimeLang
  const takeBack = useTakeBackGift()
  const giving = gift.status === GiftStatus.waiting && gift.code !== null

  const onTakeBack = async () => {
    const confirmed = await Dialog.confirm({
      title: t('gift.takeBackTitle'),
      content: t('gift.takeBackConfirm'),
      confirmText: t('gift.takeBack'),
      cancelText: t('order.keep'),
    })
    if (!confirmed) return
    try {
      await takeBack.mutateAsync(orderId)
    } catch {
      return // the request layer has shown why
    }
    Toast.show({ content: t('gift.takenBackDone'), icon: 'success' })
  }

  return (
    <Section title={t('gift.title')} testId="order-gift">
      <p className={styles.status} data-testid="gift-status" data-status={gift.status}>
        {statusText()}
      </p>
      {gift.message && (
        <blockquote className={styles.message} data-testid="gift-message">
          {gift.message}
        </blockquote>
      )}
      {giving && (
        <>
          <p className={styles.hint}>{t('gift.keysWait', { count: keys })}</p>
          <div className={styles.actions}>
            <Button size="small" shape="rounded" onClick={() => void onTakeBack()} data-testid="gift-take-back">
              {t('gift.takeBack')}
            </Button>
            {share}
          </div>
        </>
      )}
    </Section>
  )

  function statusText(): string {
    const date = (time: number | null) => (time === null ? '' : formatDateMinute(time, lang))
    switch (gift.status) {
      case GiftStatus.waiting:
        return t('gift.waiting', { date: date(gift.expireTime) })
      case GiftStatus.claimed:
        return t('gift.claimedFrom', { name: gift.giverNickname, date: date(gift.claimTime) })
      case GiftStatus.takenBack:
        return t('gift.takenBack')
      default:
        return t('gift.returned')
    }
  }
}
