import { Button, Dialog, Popup, Toast } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { PageError, PageLoading } from '@/components/PageState'
import { copyText } from '@/lib/clipboard'
import { useNav } from '@/lib/navigation'
import { formatDateTime, type TimeLang } from '@/lib/time'
import { ITEM_STATUS, ITEM_TYPE, useItem, useRevealItem, type Item } from '../api'
import { ItemFacts } from './ItemFacts'
import styles from './ItemSheet.module.css'

/** An item's details in a bottom sheet: how to use it, its games, and a bonus code's reveal. */
export function ItemSheet({ itemId, onClose }: { itemId: number | undefined; onClose: () => void }) {
  const item = useItem(itemId)
  return (
    <Popup visible={itemId !== undefined} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} showCloseButton destroyOnClose>
      {item.isPending ? (
        <PageLoading />
      ) : item.isError ? (
        <PageError message={item.error.message} onRetry={() => void item.refetch()} />
      ) : (
        <ItemDetails item={item.data} onClose={onClose} />
      )}
    </Popup>
  )
}

function ItemDetails({ item, onClose }: { item: Item; onClose: () => void }) {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <div className={styles.details} data-testid="item-sheet" data-item-id={item.id}>
      <ItemFacts item={item} />
      <h3 className={styles.heading}>{t('items.instructions')}</h3>
      <p className={styles.instructions}>{item.instructions || '—'}</p>
      <h3 className={styles.heading}>{t('items.games')}</h3>
      {item.games.length === 0 ? (
        <p className={styles.instructions}>{t('items.everyGame')}</p>
      ) : (
        <ul className={styles.games}>
          {item.games.map((game) => (
            <li key={game.id}>
              <button
                type="button"
                className={styles.game}
                onClick={() => {
                  onClose()
                  nav.go('gameDetail', { id: game.id })
                }}
              >
                {game.name}
                {!game.onSale && <span className={styles.offline}>{t('items.gameOffline')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {item.type === ITEM_TYPE.bonusCode && <BonusCode item={item} />}
    </div>
  )
}

function BonusCode({ item }: { item: Item }) {
  const { t, i18n } = useTranslation()
  const reveal = useRevealItem()

  const askAndReveal = async () => {
    const confirmed = await Dialog.confirm({
      title: t('items.revealTitle'),
      content: t('items.revealContent'),
      confirmText: t('items.reveal'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    reveal.mutate(item.id, {
      onError: (error) => Toast.show({ content: error.message }),
    })
  }

  const copy = async (code: string) => {
    const copied = await copyText(code)
    Toast.show({ content: copied ? t('order.copied') : t('order.copyFailed'), icon: copied ? 'success' : 'fail' })
  }

  if (item.bonusCode !== null) {
    const code = item.bonusCode
    return (
      <div className={styles.code}>
        <code data-testid="bonus-code">{code}</code>
        <Button size="small" shape="rounded" onClick={() => void copy(code)}>
          {t('order.copy')}
        </Button>
        {item.revealTime !== null && (
          <span className={styles.revealed}>
            {t('items.revealedAt', { time: formatDateTime(item.revealTime, i18n.language as TimeLang) })}
          </span>
        )}
      </div>
    )
  }
  return (
    <Button
      block
      color="primary"
      shape="rounded"
      className={styles.revealButton}
      disabled={item.status !== ITEM_STATUS.held}
      loading={reveal.isPending}
      onClick={() => void askAndReveal()}
    >
      {t('items.reveal')}
    </Button>
  )
}
