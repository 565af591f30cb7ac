import CartPage from '@/features/trade/pages/CartPage'
import { RegionWarning } from '@/features/catalogue/components/RegionNote'
import { useUserInfo } from '@/features/identity/userInfo'
import type { PageProps } from '@/lib/paths'

/** The cart, each line warning when its keys will not activate in the member's country (identity's). */
export default function CartRoute(props: PageProps<'cart'>) {
  const country = useUserInfo().data?.activationCountry
  return <CartPage {...props} lineNotice={(line) => <RegionWarning regions={line.sku.regions} country={country} />} />
}
