import type { ComponentType } from 'react'

export interface PageProps {
  /** The route's query parameters, as the page was opened with them. */
  query: Record<string, string>
}

export interface RouteDef {
  path: string
  titleKey: string
  auth: boolean
  /** The page draws its own navigation bar (spec §2 layout rules). */
  customNav?: boolean
  pullRefresh?: boolean
  tab?: boolean
  load: () => Promise<{ default: ComponentType<PageProps> }>
}

/** Every route of the app, once (spec §2). Later features add their screens here. */
export const ROUTES: RouteDef[] = [
  {
    path: '/pages/index/index',
    titleKey: 'route.home',
    auth: false,
    customNav: true,
    tab: true,
    load: () => import('@/features/home/pages/HomePage'),
  },
  {
    path: '/pages/index/article',
    titleKey: 'route.explore',
    auth: false,
    customNav: true,
    tab: true,
    load: () => import('@/features/home/pages/ExplorePage'),
  },
  {
    path: '/pages/index/user',
    titleKey: 'route.userCenter',
    auth: false,
    customNav: true,
    tab: true,
    pullRefresh: true,
    load: () => import('@/features/member/pages/UserCenterPage'),
  },
  {
    path: '/pages/index/login',
    titleKey: 'route.login',
    auth: false,
    load: () => import('@/features/member/pages/LoginPage'),
  },
  {
    path: '/pages/user/login',
    titleKey: 'route.login',
    auth: false,
    load: () => import('@/features/member/pages/LoginPage'),
  },
  {
    path: '/pages/user/info',
    titleKey: 'route.userInfo',
    auth: false,
    pullRefresh: true,
    load: () => import('@/features/member/pages/UserInfoPage'),
  },
  {
    path: '/pages/user/point',
    titleKey: 'route.point',
    auth: true,
    load: () => import('@/features/member/pages/PointPage'),
  },
  {
    path: '/pages/goods/gameDetail',
    titleKey: 'route.gameDetail',
    auth: false,
    load: () => import('@/features/catalog/pages/GameDetailPage'),
  },
  {
    path: '/pages/goods/list',
    titleKey: 'route.gameList',
    auth: false,
    customNav: true,
    load: () => import('@/features/catalog/pages/GameListPage'),
  },
  {
    path: '/pages/goods/gameListBase',
    titleKey: 'route.gameListBase',
    auth: false,
    load: () => import('@/features/catalog/pages/GameListBasePage'),
  },
  {
    path: '/pages/goods/brandGameList',
    titleKey: 'route.teams',
    auth: true,
    load: () => import('@/features/catalog/pages/TeamListPage'),
  },
  {
    path: '/pages/goods/search',
    titleKey: 'route.search',
    auth: false,
    load: () => import('@/features/catalog/pages/SearchPage'),
  },
  {
    path: '/pages/goods/category',
    titleKey: 'route.categories',
    auth: false,
    load: () => import('@/features/catalog/pages/CategoryPage'),
  },
  {
    path: '/pages/goods/comment-list',
    titleKey: 'route.reviews',
    auth: false,
    load: () => import('@/features/catalog/pages/ReviewsPage'),
  },
  {
    path: '/pages/goods/cart',
    titleKey: 'route.cart',
    auth: true,
    customNav: true,
    load: () => import('@/features/cart/pages/CartPage'),
  },
  {
    path: '/pages/user/goods-collect',
    titleKey: 'route.favorites',
    auth: true,
    load: () => import('@/features/catalog/pages/FavoritesPage'),
  },
  {
    path: '/pages/user/goods-log',
    titleKey: 'route.footprints',
    auth: true,
    load: () => import('@/features/catalog/pages/FootprintsPage'),
  },
  {
    path: '/pages/user/myGame',
    titleKey: 'route.myGames',
    auth: true,
    load: () => import('@/features/game/pages/MyGamesPage'),
  },
  {
    path: '/pages/order/confirm',
    titleKey: 'route.confirmOrder',
    auth: true,
    load: () => import('@/features/order/pages/ConfirmOrderPage'),
  },
  {
    path: '/pages/order/list',
    titleKey: 'route.orderList',
    auth: true,
    load: () => import('@/features/order/pages/OrderListPage'),
  },
  {
    path: '/pages/order/detail',
    titleKey: 'route.orderDetail',
    auth: true,
    load: () => import('@/features/order/pages/OrderDetailPage'),
  },
  {
    path: '/pages/order/feedback',
    titleKey: 'route.orderFeedback',
    auth: true,
    load: () => import('@/features/order/pages/OrderFeedbackPage'),
  },
  {
    path: '/pages/pay/index',
    titleKey: 'route.pay',
    auth: true,
    load: () => import('@/features/pay/pages/PayPage'),
  },
  {
    path: '/pages/pay/result',
    titleKey: 'route.payResult',
    auth: true,
    load: () => import('@/features/pay/pages/PayResultPage'),
  },
  {
    path: '/pages/pay/recharge-log',
    titleKey: 'route.rechargeLog',
    auth: true,
    load: () => import('@/features/pay/pages/RechargeLogPage'),
  },
  {
    path: '/pages/user/wallet',
    titleKey: 'route.wallet',
    auth: true,
    load: () => import('@/features/pay/pages/WalletPage'),
  },
  {
    path: '/pages/public/setting',
    titleKey: 'route.settings',
    auth: false,
    load: () => import('@/features/system/pages/SettingsPage'),
  },
  {
    path: '/pages/public/language',
    titleKey: 'route.language',
    auth: false,
    load: () => import('@/features/system/pages/LanguagePage'),
  },
  {
    path: '/pages/public/richtext',
    titleKey: 'route.richtext',
    auth: false,
    load: () => import('@/features/system/pages/RichTextPage'),
  },
  {
    path: '/pages/public/webview',
    titleKey: 'route.webview',
    auth: false,
    load: () => import('@/features/system/pages/WebViewPage'),
  },
  {
    path: '/pages/public/error',
    titleKey: 'route.error',
    auth: false,
    load: () => import('@/features/system/pages/ErrorPage'),
  },
]

export const TAB_ROUTES = ROUTES.filter((route) => route.tab)

export function findRoute(path: string): RouteDef | undefined {
  return ROUTES.find((route) => route.path === path)
}
