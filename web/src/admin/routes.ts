import type { ComponentType } from 'react'
import type { MessageKey } from './lib/i18n'
import type { Permission } from './lib/operator'

/** The menu's groups, in the menu's order. */
export const CONSOLE_AREAS = ['overview', 'catalogue', 'content', 'membership', 'support', 'system'] as const
export type ConsoleArea = (typeof CONSOLE_AREAS)[number]

/** One console screen: its address, menu group and label, the permission it needs (checked by the server too). */
export interface ConsoleRoute {
  path: string
  area: ConsoleArea
  label: MessageKey
  permission: Permission | null
  load: () => Promise<{ default: ComponentType }>
}

export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  { path: '/', area: 'overview', label: 'menu.dashboard', permission: 'system.dashboard:read', load: () => import('./features/dashboard/DashboardPage') },
  { path: '/games', area: 'catalogue', label: 'menu.games', permission: 'catalogue.game:read', load: () => import('./features/catalogue/GamesPage') },
  { path: '/categories', area: 'catalogue', label: 'catForm.menuCategories', permission: 'catalogue.category:read', load: () => import('./features/catalogue/CategoriesPage') },
  { path: '/teams', area: 'catalogue', label: 'catForm.menuTeams', permission: 'catalogue.team:read', load: () => import('./features/catalogue/TeamsPage') },
  { path: '/keys', area: 'catalogue', label: 'menu.keys', permission: 'catalogue.key:read', load: () => import('./features/catalogue/KeysPage') },
  { path: '/discounts', area: 'catalogue', label: 'menu.discounts', permission: 'catalogue.discount_activity:read', load: () => import('./features/catalogue/DiscountActivitiesPage') },
  { path: '/star-deals', area: 'catalogue', label: 'menu.starDeals', permission: 'catalogue.star_deal:read', load: () => import('./features/catalogue/StarDealsPage') },
  { path: '/bundles', area: 'catalogue', label: 'menu.bundles', permission: 'catalogue.bundle:read', load: () => import('./features/catalogue/BundlesPage') },
  { path: '/banners', area: 'catalogue', label: 'menu.banners', permission: 'catalogue.banner:read', load: () => import('./features/catalogue/BannersPage') },
  { path: '/articles', area: 'content', label: 'menu.articles', permission: 'content.article:read', load: () => import('./features/content/ArticlesPage') },
  { path: '/reminders', area: 'content', label: 'reminder.menu', permission: 'content.activity:read', load: () => import('./features/content/RemindersPage') },
  { path: '/tasks', area: 'content', label: 'menu.tasks', permission: 'content.task:read', load: () => import('./features/content/TasksPage') },
  { path: '/items', area: 'content', label: 'menu.items', permission: 'content.item:read', load: () => import('./features/content/ItemsPage') },
  { path: '/help', area: 'content', label: 'helpAdmin.menu', permission: 'content.help:read', load: () => import('./features/content/HelpPage') },
  { path: '/levels', area: 'membership', label: 'menu.levels', permission: 'content.level:read', load: () => import('./features/membership/LevelsPage') },
  { path: '/check-in-rewards', area: 'membership', label: 'menu.checkInRewards', permission: 'content.check_in_reward:read', load: () => import('./features/membership/CheckInRewardsPage') },
  { path: '/recharge-packages', area: 'membership', label: 'menu.rechargePackages', permission: 'content.recharge_package:read', load: () => import('./features/membership/RechargePackagesPage') },
  { path: '/orders', area: 'support', label: 'menu.orders', permission: 'trade.order:read', load: () => import('./features/support/OrdersPage') },
  { path: '/feedback', area: 'support', label: 'menu.feedback', permission: 'trade.feedback:read', load: () => import('./features/support/FeedbackPage') },
  { path: '/key-reports', area: 'support', label: 'keyReports.menu', permission: 'trade.order:read', load: () => import('./features/support/KeyReportsPage') },
  { path: '/members', area: 'support', label: 'menu.members', permission: 'member.member:read', load: () => import('./features/support/MembersPage') },
  { path: '/operators', area: 'system', label: 'menu.operators', permission: 'system.operator:read', load: () => import('./features/system/OperatorsPage') },
  { path: '/audit-log', area: 'system', label: 'menu.audit', permission: 'system.audit:read', load: () => import('./features/system/AuditLogPage') },
  { path: '/outbox', area: 'system', label: 'outbox.menu', permission: 'system.outbox:read', load: () => import('./features/system/OutboxPage') },
]

export function allowed(route: ConsoleRoute, permissions: readonly Permission[]): boolean {
  return route.permission === null || permissions.includes(route.permission)
}
