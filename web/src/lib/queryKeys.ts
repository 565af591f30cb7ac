/*
 * Query keys one feature's data is reloaded by when another changes it (paying reloads orders,
 * owned games and the wallet; revealing a key reloads the member's points): the contract between
 * features, which never import each other. Each feature's own keys start with these.
 */

/** Query keys of the logged-in member's own data; invalidating `all` reloads every one. */
export const memberKeys = {
  all: ['member'] as const,
  user: (language: string) => ['member', 'user', language] as const,
}

/**
 * Every order query's key starts with this, so one invalidation reloads lists, details and counts
 * (the user centre's and the order centre's).
 */
export const ORDER_KEY = ['order'] as const

/** Every query about the member's own games starts with this key (the game's page, My Games). */
export const OWNED_GAMES_KEY = ['game', 'owned'] as const

/** Every query about the member's wallet (balance, transactions, recharges) starts with this key. */
export const WALLET_KEY = ['wallet'] as const

/** The star deals' list (catalogue): an order at a deal, or one closing, changes the keys left. */
export const STAR_DEALS_KEY = ['star-deals'] as const
