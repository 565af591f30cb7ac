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

type RouteOptions<R extends RouteName> = Omit<RouteDef, 'path' | 'load' | 'titleKey' | 'auth'> & {
  /** Its title's message key: `route.<name>` unless given. */
  titleKey?: string
  /** For members only: false unless given. */
  auth?: boolean
  load: () => Promise<{ default: FunctionComponent<PageProps<R>> }>
}

/** A route at its registered path (lib/paths.ts), its page reading that route's query parameters. */
function route<R extends RouteName>(name: R, options: RouteOptions<NoInfer<R>>): RouteDef {
  return { path: PATHS[name], titleKey: `route.${name}`, auth: false, ...options }
}

/** Every route of the app, once (spec §2): a feature's page, or a route module here when it shows several features. */
export const ROUTES: RouteDef[] = [
  route('home', {
    customNav: true,
    tab: true,
    prefetch: (client) => prefetchHome(client, LIST_NAMES),
    load: () => import('./HomePage'),
  }),
  route('explore', {
    customNav: true,
    tab: true,
    load: () => import('@/features/content/pages/ExplorePage'),
  }),
  route('userCenter', {
    customNav: true,
    tab: true,
    pullRefresh: true,
    load: () => import('./UserCenterPage'),
  }),
  route('indexLogin', {
    titleKey: 'route.login',
    load: () => import('@/features/identity/pages/LoginPage'),
  }),
  route('indexSteam', {
    titleKey: 'route.login',
    auth: true,
    load: () => import('@/features/identity/pages/SteamBindPage'),
  }),
  route('login', {
    load: () => import('@/features/identity/pages/LoginPage'),
  }),
  route('userInfo', {
    pullRefresh: true,
    load: () => import('@/features/identity/pages/UserInfoPage'),
  }),
  route('point', {
    auth: true,
    load: () => import('./PointPage'),
  }),
  route('signIn', {
    auth: true,
    load: () => import('@/features/loyalty/pages/CheckInPage'),
  }),
  route('level', {
    customNav: true,
    load: () => import('./LevelPage'),
  }),
  route('tasks', {
    load: () => import('./TasksPage'),
  }),
  route('items', {
    load: () => import('@/features/engagement/pages/ItemsPage'),
  }),
  route('collection', {
    load: () => import('@/features/engagement/pages/CollectionPage'),
  }),
  route('collectible', {
    load: () => import('@/features/engagement/pages/CollectiblePage'),
  }),
  route('referrals', {
    auth: true,
    load: () => import('@/features/growth/pages/ReferralPage'),
  }),
  route('notifications', {
    auth: true,
    load: () => import('@/features/notification/pages/NotificationsPage'),
  }),
  route('feedback', {
    auth: true,
    load: () => import('./FeedbackCentrePage'),
  }),
  route('help', {
    load: () => import('@/features/content/pages/HelpPage'),
  }),
  route('gameDetail', {
    load: () => import('./GameDetailPage'),
  }),
  route('gameList', {
    customNav: true,
    load: () => import('@/features/catalogue/pages/GameListPage'),
  }),
  route('gameListBase', {
    load: () => import('@/features/catalogue/pages/GameListBasePage'),
  }),
  route('bundle', {
    load: () => import('./BundleRoute'),
  }),
  route('teams', {
    auth: true,
    load: () => import('@/features/catalogue/pages/TeamListPage'),
  }),
  route('search', {
    load: () => import('@/features/catalogue/pages/SearchPage'),
  }),
  route('categories', {
    load: () => import('@/features/catalogue/pages/CategoryPage'),
  }),
  route('reviews', {
    load: () => import('@/features/catalogue/pages/ReviewsPage'),
  }),
  route('cart', {
    auth: true,
    customNav: true,
    load: () => import('./CartRoute'),
  }),
  route('favorites', {
    auth: true,
    load: () => import('./FavoritesRoute'),
  }),
  route('footprints', {
    auth: true,
    load: () => import('@/features/catalogue/pages/FootprintsPage'),
  }),
  route('myGames', {
    auth: true,
    load: () => import('./MyGamesPage'),
  }),
  route('confirmOrder', {
    auth: true,
    load: () => import('./ConfirmOrderPage'),
  }),
  route('orderList', {
    auth: true,
    load: () => import('@/features/trade/pages/OrderListPage'),
  }),
  route('orderDetail', {
    auth: true,
    load: () => import('./OrderDetailRoute'),
  }),
  route('orderFeedback', {
    auth: true,
    load: () => import('@/features/trade/pages/OrderFeedbackPage'),
  }),
  route('pay', {
    auth: true,
    load: () => import('./PayPage'),
  }),
  route('payResult', {
    auth: true,
    load: () => import('./PayResultPage'),
  }),
  route('rechargeLog', {
    auth: true,
    load: () => import('@/features/pay/pages/RechargeLogPage'),
  }),
  route('wallet', {
    auth: true,
    load: () => import('@/features/pay/pages/WalletPage'),
  }),
  route('settings', {
    load: () => import('./SettingsPage'),
  }),
  route('language', {
    load: () => import('@/features/system/pages/LanguagePage'),
  }),
  route('articleDetail', {
    titleKeyOf: (query) => (query.type === 'news' ? 'route.newsDetail' : undefined),
    load: () => import('./ArticlePage'),
  }),
  route('richText', {
    titleKey: 'route.richtext',
    load: () => import('@/features/system/pages/RichTextPage'),
  }),
  route('webView', {
    titleKey: 'route.webview',
    load: () => import('@/features/system/pages/WebViewPage'),
  }),
  route('error', {
    load: () => import('@/features/system/pages/ErrorPage'),
  }),
  route('giftClaim', {
    load: () => import('@/features/trade/pages/GiftClaimPage'),
  }),
  route('giftSent', {
    auth: true,
    load: () => import('./GiftSentRoute'),
  }),
]
