import { useQuery } from '@tanstack/react-query'
import { useUserStore } from '@/stores/user'
import { api, unwrap } from '@/lib/http'
import { WALLET_KEY } from '@/lib/queryKeys'

/** The member's wallet: balance, all recharges and all expenses (fen); visitors have none. */
export function useWallet() {
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useQuery({
    queryKey: [...WALLET_KEY, 'get'],
    queryFn: () => unwrap(api.GET('/app-api/pay/wallet/get', { auth: true, showError: false })),
    enabled: loggedIn,
    staleTime: 0,
  })
}
