import CartPage from '@/features/trade/pages/CartPage'
import { useUserInfo } from '@/features/identity/userInfo'
import type { PageProps } from '@/lib/paths'

/** The cart, told the member's country (identity's) so a line that will not activate there warns. */
export default function CartRoute(props: PageProps<'cart'>) {
  const country = useUserInfo().data?.activationCountry
  return <CartPage {...props} country={country} />
}
