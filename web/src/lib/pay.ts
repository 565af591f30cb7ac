import { useQuery } from '@tanstack/react-query'
import { useUserStore } from '@/stores/user'
import { api, unwrap } from './http'

/*
 * What other features need of payments: the wallet's balance (the user centre shows it), hence here
 * rather than in the pay feature.
 */

/** Every query about the member's wallet (balance, transactions, recharges) starts with this key. */
export const WALLET_KEY = ['wallet'] as const

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
