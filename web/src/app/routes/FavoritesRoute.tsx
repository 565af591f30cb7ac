import FavoritesPage from '@/features/catalogue/pages/FavoritesPage'
import { PriceAlertChip } from '@/features/notification/components/PriceAlertEntry'
import { reloadPriceAlerts } from '@/features/notification/priceAlerts'
import type { PageProps } from '@/lib/paths'

/** My favorites, each game on sale with its price alert (notification's) to set or change. */
export default function FavoritesRoute(props: PageProps<'favorites'>) {
  return (
    <FavoritesPage
      {...props}
      rowExtra={(spuId) => <PriceAlertChip spuId={spuId} />}
      onRemoved={() => void reloadPriceAlerts()}
    />
  )
}
