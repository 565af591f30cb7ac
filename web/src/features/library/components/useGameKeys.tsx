import { ActionSheet, Tag } from 'antd-mobile'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import { formatDate, type TimeLang } from '@/lib/time'
import { fetchOrdersOfGame, type OrderOfGame, type OwnedGame } from '../api'
import styles from './useGameKeys.module.css'

/**
 * My Games' Keys: the paid orders holding the game (hidden ones too) are read afresh; one opens
 * its details directly, several are offered in a sheet (number, pay date, keys, a hidden mark) so
 * every order's keys stay reachable. `sheet` must be rendered by the page.
 */
export function useGameKeys(): { show: (game: OwnedGame) => void; sheet: ReactNode } {
  const { t, i18n } = useTranslation()
  const nav = useNav()
  const [orders, setOrders] = useState<OrderOfGame[]>([])

  const show = async (game: OwnedGame) => {
    let found: OrderOfGame[]
    try {
      found = await fetchOrdersOfGame(game.spuId)
    } catch {
      return // The request layer has shown the server's message.
    }
    if (found.length > 1) setOrders(found)
    else nav.go('orderDetail', { id: found[0]?.id ?? game.orderId })
  }

  const lang = i18n.language as TimeLang
  const sheet = (
    <ActionSheet
      visible={orders.length > 0}
      extra={t('myGames.keysChoose')}
      cancelText={t('common.cancel')}
      onClose={() => setOrders([])}
      actions={orders.map((order) => ({
        key: order.id,
        text: (
          <span className={styles.title} data-testid="keys-order" data-order-id={order.id}>
            <span className={styles.no}>{t('myGames.keysOrderNo', { no: order.no })}</span>
            {order.hidden && (
              <Tag className={styles.hidden} color="default" fill="outline">
                {t('myGames.keysHidden')}
              </Tag>
            )}
          </span>
        ),
        description: [
          order.payTime === null ? null : t('myGames.keysPaidOn', { date: formatDate(order.payTime, lang) }),
          t('myGames.keysCount', { count: order.keyCount }),
        ]
          .filter(Boolean)
          .join(' · '),
        onClick: () => {
          setOrders([])
          nav.go('orderDetail', { id: order.id })
        },
      }))}
    />
  )
  return { show: (game) => void show(game), sheet }
}
