/**
 * Every screen's path (spec §2) and the query parameters it takes, once. The route table
 * (app/routes.ts), every navigation, share target and the login guard take their paths from here,
 * so a wrong route name or query parameter name is a tsc error.
 */
export const PATHS = {
  home: '/pages/index/index',
  explore: '/pages/index/article',
  userCenter: '/pages/index/user',
  /** The spec's second address of the login page. */
  indexLogin: '/pages/index/login',
  /** Where Steam's sign-in comes back to (through the server, which verified it): binds the account. */
  indexSteam: '/pages/index/steam',
  login: '/pages/user/login',
  userInfo: '/pages/user/info',
  point: '/pages/user/point',
  /** Check-in Center (the spec names the screen, not its path). */
  signIn: '/pages/user/sign-in',
  level: '/pages/user/level',
  tasks: '/pages/user/task',
  items: '/pages/user/item',
  collection: '/pages/user/NFT',
  collectible: '/pages/user/NFTDetail',
  /** My referrals: friends who registered from the member's shared links, and the points they earned. */
  referrals: '/pages/user/referral',
  help: '/pages/user/help',
  feedback: '/pages/user/feedback',
  notifications: '/pages/user/notification',
  gameDetail: '/pages/goods/gameDetail',
  gameList: '/pages/goods/list',
  gameListBase: '/pages/goods/gameListBase',
  /** A bundle: any N of its games for a tier's price, or a fixed set (issue 42). */
  bundle: '/pages/goods/bundle',
  teams: '/pages/goods/brandGameList',
  search: '/pages/goods/search',
  categories: '/pages/goods/category',
  reviews: '/pages/goods/comment-list',
  cart: '/pages/goods/cart',
  favorites: '/pages/user/goods-collect',
  footprints: '/pages/user/goods-log',
  myGames: '/pages/user/myGame',
  confirmOrder: '/pages/order/confirm',
  orderList: '/pages/order/list',
  orderDetail: '/pages/order/detail',
  orderFeedback: '/pages/order/feedback',
  pay: '/pages/pay/index',
  payResult: '/pages/pay/result',
  rechargeLog: '/pages/pay/recharge-log',
  wallet: '/pages/user/wallet',
  settings: '/pages/public/setting',
  language: '/pages/public/language',
  richText: '/pages/public/richtext',
  webView: '/pages/public/webview',
  error: '/pages/public/error',
  /** An activity or news article (spec §2 goods/detail); shared links name it (share pages 3 and 4). */
  articleDetail: '/pages/goods/detail',
  /** A gift's link (share page 5): its games, giver and message; logging in claims it. */
  giftClaim: '/pages/gift/claim',
  /** The gifts the member gave: waiting, claimed (by whom) or back. */
  giftSent: '/pages/gift/sent',
} as const

export type RouteName = keyof typeof PATHS

type Id = number | string
/** A route that takes no query parameters. */
type NoQuery = Partial<Record<string, never>>

/** The query parameters each route reads (optional ones marked `?`). */
export interface RouteQueries {
  home: NoQuery
  /** `tab`: all, activity or news; `keyword`: the title search. */
  explore: { tab?: string; keyword?: string }
  userCenter: NoQuery
  indexLogin: NoQuery
  /** As the server's Steam callback sends them: `steamId` when Steam's answer was believed, else `errCode`. */
  indexSteam: { userId?: Id; type?: string; steamId?: string; errCode?: Id }
  login: NoQuery
  /** `addMobile=1` opens the phone number sheet (a member without one, sent from Confirm Order). */
  userInfo: { addMobile?: '1' }
  point: NoQuery
  signIn: NoQuery
  level: NoQuery
  tasks: NoQuery
  /** `status`: the tab (1 held, 2 used up, 3 not available). */
  items: { status?: Id }
  collection: NoQuery
  collectible: { id: Id }
  referrals: NoQuery
  help: NoQuery
  feedback: NoQuery
  notifications: NoQuery
  gameDetail: { id: Id; skuId?: Id }
  gameList: { keyword?: string; categoryId?: Id; brandId?: Id; list?: string; sort?: string }
  gameListBase: { list?: string; categoryId?: Id; brandId?: Id; sort?: string }
  /** `picked`: an any-N bundle's versions picked so far, comma-separated (kept through logging in). */
  bundle: { id: Id; picked?: string }
  teams: NoQuery
  search: { keyword?: string }
  categories: { categoryId?: Id }
  reviews: { spuId: Id }
  cart: NoQuery
  favorites: NoQuery
  footprints: NoQuery
  myGames: NoQuery
  /**
   * `items`: the JSON of the lines to buy (lib/cart.ts checkoutQuery); or a bundle: `bundleId` with,
   * for any N of its games, `skuIds` the versions picked, comma-separated; `cartBundles`: the cart's
   * bundles bought with the items (cart bundle ids, comma-separated).
   */
  confirmOrder: { items?: string; bundleId?: Id; skuIds?: string; cartBundles?: string }
  /** `type`: the order centre's tab. */
  orderList: { type?: string }
  /** `review=1` opens the review sheet. */
  orderDetail: { id: Id; review?: '1' }
  orderFeedback: { orderId: Id }
  /**
   * `id`: the payment order; an order's details pass theirs even when it has none yet.
   * `resumePay`: a recharge made to pay that payment order, to which its result leads back.
   * `confirm=1`: a payment app (the mini program's WeChat Pay, the app shell's) said paid: confirming with the store.
   */
  pay: { id: Id | undefined; resumePay?: Id; confirm?: '1' }
  payResult: { id: Id; payState: 'success' | 'fail'; orderType: Id; resumePay?: Id }
  rechargeLog: NoQuery
  /** `resumePay`: topping up to pay that payment order (its balance was too low). */
  wallet: { resumePay?: Id }
  settings: NoQuery
  language: NoQuery
  richText: { doc: string }
  webView: { url: string; title?: string }
  error: { errCode?: Id; errMsg?: string }
  articleDetail: { id: Id; type?: 'news' }
  /** `code`: the gift's claim code, from its link. */
  giftClaim: { code: string }
  giftSent: NoQuery
}

/** The query argument of `route`: optional when the route needs none. */
export type QueryArg<R extends RouteName> =
  Partial<RouteQueries[R]> extends RouteQueries[R] ? [query?: RouteQueries[R]] : [query: RouteQueries[R]]

/** A page's query as the address gave it: each of its route's parameters, as text, perhaps missing. */
type RouteParams<R extends RouteName> = { [K in keyof RouteQueries[R]]?: string }

export interface PageProps<R extends RouteName> {
  /** The route's query parameters, as the page was opened with them. */
  query: RouteParams<R>
}

/** The query parameter that carries the share tracking string on shared links (lib/share.ts). */
export const SHARE_PARAM = 'spm'
/** The address parameter a mini-program code's share code arrives in (deploy/miniprogram). */
export const SHARE_CODE_PARAM = 'shareCode'

/** `path?a=1&b=2`, leaving out parameters that are undefined or empty. */
export function withQuery(path: string, query?: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  if (!search) return path
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}

/** The address of `route` opened with `query`, e.g. `routeTo('orderDetail', { id: 7 })`. */
export function routeTo<R extends RouteName>(route: R, ...[query]: QueryArg<R>): string {
  return withQuery(PATHS[route], query)
}
