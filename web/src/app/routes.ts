import type { QueryClient } from '@tanstack/react-query'
import type { FunctionComponent } from 'react'
import { prefetchHome } from '@/features/catalog/api'
import { LIST_NAMES } from '@/features/catalog/listQuery'
import { PATHS, type PageProps, type RouteName } from '@/lib/paths'

export interface RouteDef {
  path: string
  titleKey: string
  /** A title that depends on the query (news in the activity reader), else `titleKey`. */
  titleKeyOf?: (query: Record<string, string | undefined>) => string | undefined
  auth: boolean
  /** The page draws its own navigation bar (spec §2 layout rules). */
  customNav?: boolean
  pullRefresh?: boolean
  tab?: boolean
  /** Asks for the data the page's first screen shows as the app starts on it (the language is set). */
  prefetch?: (client: QueryClient) => void
  load: () => Promise<{ default: FunctionComponent<{ query: Record<string, string> }> }>
}

type RouteOptions<R extends RouteName> = Omit<RouteDef, 'path' | 'load'> & {
  load: () => Promise<{ default: FunctionComponent<PageProps<R>> }>
}

/** A route at its registered path (lib/paths.ts), its page reading that route's query parameters. */
function route<R extends RouteName>(name: R, options: RouteOptions<NoInfer<R>>): RouteDef {
  return { path: PATHS[name], ...options }
}

/** Every route of the app, once (spec §2). Later features add their screens here. */
export const ROUTES: RouteDef[] = [
  route('home', {
    titleKey: 'route.home',
    auth: false,
    customNav: true,
    tab: true,
    prefetch: (client) => prefetchHome(client, LIST_NAMES),
    load: () => import('@/features/catalog/pages/HomePage'),
  }),
  route('explore', {
    titleKey: 'route.explore',
    auth: false,
    customNav: true,
    tab: true,
    load: () => import('@/features/explore/pages/ExplorePage'),
  }),
  route('userCenter', {
    titleKey: 'route.userCenter',
    auth: false,
    customNav: true,
    tab: true,
    pullRefresh: true,
    load: () => import('@/features/member/pages/UserCenterPage'),
  }),
  route('indexLogin', {
    titleKey: 'route.login',
    auth: false,
    load: () => import('@/features/member/pages/LoginPage'),
  }),
  route('indexSteam', {
    titleKey: 'route.login',
    auth: true,
    load: () => import('@/features/member/pages/SteamBindPage'),
  }),
  route('login', {
    titleKey: 'route.login',
    auth: false,
    load: () => import('@/features/member/pages/LoginPage'),
  }),
  route('userInfo', {
    titleKey: 'route.userInfo',
    auth: false,
    pullRefresh: true,
    load: () => import('@/features/member/pages/UserInfoPage'),
  }),
  route('point', {
    titleKey: 'route.point',
    auth: true,
    load: () => import('@/features/member/pages/PointPage'),
  }),
  route('signIn', {
    titleKey: 'route.signIn',
    auth: true,
    load: () => import('@/features/member/pages/CheckInPage'),
  }),
  route('level', {
    titleKey: 'route.level',
    auth: false,
    customNav: true,
    load: () => import('@/features/member/pages/LevelPage'),
  }),
  route('tasks', {
    titleKey: 'route.tasks',
    auth: false,
    load: () => import('@/features/member/pages/TasksPage'),
  }),
  route('items', {
    titleKey: 'route.items',
    auth: false,
    load: () => import('@/features/items/pages/ItemsPage'),
  }),
  route('collection', {
    titleKey: 'route.collection',
    auth: false,
    load: () => import('@/features/items/pages/CollectionPage'),
  }),
  route('collectible', {
    titleKey: 'route.collectible',
    auth: false,
    load: () => import('@/features/items/pages/CollectiblePage'),
  }),
  route('referrals', {
    titleKey: 'route.referrals',
    auth: true,
    load: () => import('@/features/member/pages/ReferralPage'),
  }),
  route('notifications', {
    titleKey: 'route.notifications',
    auth: true,
    load: () => import('@/features/member/pages/NotificationsPage'),
  }),
  route('feedback', {
    titleKey: 'route.feedback',
    auth: true,
    load: () => import('@/features/order/pages/FeedbackCentrePage'),
  }),
  route('help', {
    titleKey: 'route.help',
    auth: false,
    load: () => import('@/features/system/pages/HelpPage'),
  }),
  route('gameDetail', {
    titleKey: 'route.gameDetail',
    auth: false,
    load: () => import('@/features/catalog/pages/GameDetailPage'),
  }),
  route('gameList', {
    titleKey: 'route.gameList',
    auth: false,
    customNav: true,
    load: () => import('@/features/catalog/pages/GameListPage'),
  }),
  route('gameListBase', {
    titleKey: 'route.gameListBase',
    auth: false,
    load: () => import('@/features/catalog/pages/GameListBasePage'),
  }),
  route('teams', {
    titleKey: 'route.teams',
    auth: true,
    load: () => import('@/features/catalog/pages/TeamListPage'),
  }),
  route('search', {
    titleKey: 'route.search',
    auth: false,
    load: () => import('@/features/catalog/pages/SearchPage'),
  }),
  route('categories', {
    titleKey: 'route.categories',
    auth: false,
    load: () => import('@/features/catalog/pages/CategoryPage'),
  }),
  route('reviews', {
    titleKey: 'route.reviews',
    auth: false,
    load: () => import('@/features/catalog/pages/ReviewsPage'),
  }),
  route('cart', {
    titleKey: 'route.cart',
    auth: true,
    customNav: true,
    load: () => import('@/features/cart/pages/CartPage'),
  }),
  route('favorites', {
    titleKey: 'route.favorites',
    auth: true,
    load: () => import('@/features/catalog/pages/FavoritesPage'),
  }),
  route('footprints', {
    titleKey: 'route.footprints',
    auth: true,
    load: () => import('@/features/catalog/pages/FootprintsPage'),
  }),
  route('myGames', {
    titleKey: 'route.myGames',
    auth: true,
    load: () => import('@/features/game/pages/MyGamesPage'),
  }),
  route('confirmOrder', {
    titleKey: 'route.confirmOrder',
    auth: true,
    load: () => import('@/features/order/pages/ConfirmOrderPage'),
  }),
  route('orderList', {
    titleKey: 'route.orderList',
    auth: true,
    load: () => import('@/features/order/pages/OrderListPage'),
  }),
  route('orderDetail', {
    titleKey: 'route.orderDetail',
    auth: true,
    load: () => import('@/features/order/pages/OrderDetailPage'),
  }),
  route('orderFeedback', {
    titleKey: 'route.orderFeedback',
    auth: true,
    load: () => import('@/features/order/pages/OrderFeedbackPage'),
  }),
  route('pay', {
    titleKey: 'route.pay',
    auth: true,
    load: () => import('@/features/pay/pages/PayPage'),
  }),
  route('payResult', {
    titleKey: 'route.payResult',
    auth: true,
    load: () => import('@/features/pay/pages/PayResultPage'),
  }),
  route('rechargeLog', {
    titleKey: 'route.rechargeLog',
    auth: true,
    load: () => import('@/features/pay/pages/RechargeLogPage'),
  }),
  route('wallet', {
    titleKey: 'route.wallet',
    auth: true,
    load: () => import('@/features/pay/pages/WalletPage'),
  }),
  route('settings', {
    titleKey: 'route.settings',
    auth: false,
    load: () => import('@/features/system/pages/SettingsPage'),
  }),
  route('language', {
    titleKey: 'route.language',
    auth: false,
    load: () => import('@/features/system/pages/LanguagePage'),
  }),
  route('articleDetail', {
    titleKey: 'route.articleDetail',
    titleKeyOf: (query) => (query.type === 'news' ? 'route.newsDetail' : undefined),
    auth: false,
    load: () => import('@/features/explore/pages/ArticlePage'),
  }),
  route('richText', {
    titleKey: 'route.richtext',
    auth: false,
    load: () => import('@/features/system/pages/RichTextPage'),
  }),
  route('webView', {
    titleKey: 'route.webview',
    auth: false,
    load: () => import('@/features/system/pages/WebViewPage'),
  }),
  route('error', {
    titleKey: 'route.error',
    auth: false,
    load: () => import('@/features/system/pages/ErrorPage'),
  }),
]
