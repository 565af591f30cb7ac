import type { QueryClient } from '@tanstack/react-query'
import type { FunctionComponent } from 'react'
import { prefetchHome } from '@/features/catalogue/api'
import { LIST_NAMES } from '@/features/catalogue/listQuery'
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

/** Every route of the app, once (spec §2): a feature's page, or a route module here when it shows several features. */
export const ROUTES: RouteDef[] = [
  route('home', {
    titleKey: 'route.home',
    auth: false,
    customNav: true,
    tab: true,
    prefetch: (client) => prefetchHome(client, LIST_NAMES),
    load: () => import('./HomePage'),
  }),
  route('explore', {
    titleKey: 'route.explore',
    auth: false,
    customNav: true,
    tab: true,
    load: () => import('@/features/content/pages/ExplorePage'),
  }),
  route('userCenter', {
    titleKey: 'route.userCenter',
    auth: false,
    customNav: true,
    tab: true,
    pullRefresh: true,
    load: () => import('./UserCenterPage'),
  }),
  route('indexLogin', {
    titleKey: 'route.login',
    auth: false,
    load: () => import('@/features/identity/pages/LoginPage'),
  }),
  route('indexSteam', {
    titleKey: 'route.login',
    auth: true,
    load: () => import('@/features/identity/pages/SteamBindPage'),
  }),
  route('login', {
    titleKey: 'route.login',
    auth: false,
    load: () => import('@/features/identity/pages/LoginPage'),
  }),
  route('userInfo', {
    titleKey: 'route.userInfo',
    auth: false,
    pullRefresh: true,
    load: () => import('@/features/identity/pages/UserInfoPage'),
  }),
  route('point', {
    titleKey: 'route.point',
    auth: true,
    load: () => import('./PointPage'),
  }),
  route('signIn', {
    titleKey: 'route.signIn',
    auth: true,
    load: () => import('@/features/loyalty/pages/CheckInPage'),
  }),
  route('level', {
    titleKey: 'route.level',
    auth: false,
    customNav: true,
    load: () => import('./LevelPage'),
  }),
  route('tasks', {
    titleKey: 'route.tasks',
    auth: false,
    load: () => import('./TasksPage'),
  }),
  route('items', {
    titleKey: 'route.items',
    auth: false,
    load: () => import('@/features/engagement/pages/ItemsPage'),
  }),
  route('collection', {
    titleKey: 'route.collection',
    auth: false,
    load: () => import('@/features/engagement/pages/CollectionPage'),
  }),
  route('collectible', {
    titleKey: 'route.collectible',
    auth: false,
    load: () => import('@/features/engagement/pages/CollectiblePage'),
  }),
  route('referrals', {
    titleKey: 'route.referrals',
    auth: true,
    load: () => import('@/features/growth/pages/ReferralPage'),
  }),
  route('notifications', {
    titleKey: 'route.notifications',
    auth: true,
    load: () => import('@/features/notification/pages/NotificationsPage'),
  }),
  route('feedback', {
    titleKey: 'route.feedback',
    auth: true,
    load: () => import('./FeedbackCentrePage'),
  }),
  route('help', {
    titleKey: 'route.help',
    auth: false,
    load: () => import('@/features/content/pages/HelpPage'),
  }),
  route('gameDetail', {
    titleKey: 'route.gameDetail',
    auth: false,
    load: () => import('./GameDetailPage'),
  }),
  route('gameList', {
    titleKey: 'route.gameList',
    auth: false,
    customNav: true,
    load: () => import('@/features/catalogue/pages/GameListPage'),
  }),
  route('gameListBase', {
    titleKey: 'route.gameListBase',
    auth: false,
    load: () => import('@/features/catalogue/pages/GameListBasePage'),
  }),
  route('teams', {
    titleKey: 'route.teams',
    auth: true,
    load: () => import('@/features/catalogue/pages/TeamListPage'),
  }),
  route('search', {
    titleKey: 'route.search',
    auth: false,
    load: () => import('@/features/catalogue/pages/SearchPage'),
  }),
  route('categories', {
    titleKey: 'route.categories',
    auth: false,
    load: () => import('@/features/catalogue/pages/CategoryPage'),
  }),
  route('reviews', {
    titleKey: 'route.reviews',
    auth: false,
    load: () => import('@/features/catalogue/pages/ReviewsPage'),
  }),
  route('cart', {
    titleKey: 'route.cart',
    auth: true,
    customNav: true,
    load: () => import('./CartRoute'),
  }),
  route('favorites', {
    titleKey: 'route.favorites',
    auth: true,
    load: () => import('./FavoritesRoute'),
  }),
  route('footprints', {
    titleKey: 'route.footprints',
    auth: true,
    load: () => import('@/features/catalogue/pages/FootprintsPage'),
  }),
  route('myGames', {
    titleKey: 'route.myGames',
    auth: true,
    load: () => import('./MyGamesPage'),
  }),
  route('confirmOrder', {
    titleKey: 'route.confirmOrder',
    auth: true,
    load: () => import('./ConfirmOrderPage'),
  }),
  route('orderList', {
    titleKey: 'route.orderList',
    auth: true,
    load: () => import('@/features/trade/pages/OrderListPage'),
  }),
  route('orderDetail', {
    titleKey: 'route.orderDetail',
    auth: true,
    load: () => import('@/features/trade/pages/OrderDetailPage'),
  }),
  route('orderFeedback', {
    titleKey: 'route.orderFeedback',
    auth: true,
    load: () => import('@/features/trade/pages/OrderFeedbackPage'),
  }),
  route('pay', {
    titleKey: 'route.pay',
    auth: true,
    load: () => import('./PayPage'),
  }),
  route('payResult', {
    titleKey: 'route.payResult',
    auth: true,
    load: () => import('./PayResultPage'),
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
    load: () => import('./SettingsPage'),
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
    load: () => import('./ArticlePage'),
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
