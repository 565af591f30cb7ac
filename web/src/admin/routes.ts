import type { ComponentType } from 'react'
import type { MessageKey } from './lib/messages'

/** One console screen: its address, menu label, the permission it needs (checked by the server too). */
export interface ConsoleRoute {
  path: string
  label: MessageKey
  permission: string | null
  load: () => Promise<{ default: ComponentType }>
}

export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  { path: '/', label: 'menu.dashboard', permission: 'system.dashboard:read', load: () => import('./features/dashboard/DashboardPage') },
  { path: '/games', label: 'menu.games', permission: 'catalogue.game:read', load: () => import('./features/catalogue/GamesPage') },
  { path: '/categories', label: 'catForm.menuCategories', permission: 'catalogue.category:read', load: () => import('./features/catalogue/CategoriesPage') },
  { path: '/teams', label: 'catForm.menuTeams', permission: 'catalogue.team:read', load: () => import('./features/catalogue/TeamsPage') },
  { path: '/keys', label: 'menu.keys', permission: 'catalogue.key:read', load: () => import('./features/catalogue/KeysPage') },
  { path: '/discounts', label: 'menu.discounts', permission: 'catalogue.discount_activity:read', load: () => import('./features/catalogue/DiscountActivitiesPage') },
  { path: '/banners', label: 'menu.banners', permission: 'catalogue.banner:read', load: () => import('./features/catalogue/BannersPage') },
  { path: '/articles', label: 'menu.articles', permission: 'content.article:read', load: () => import('./features/content/ArticlesPage') },
  { path: '/reminders', label: 'reminder.menu', permission: 'content.activity:read', load: () => import('./features/content/RemindersPage') },
  { path: '/tasks', label: 'menu.tasks', permission: 'content.task:read', load: () => import('./features/content/TasksPage') },
  { path: '/items', label: 'menu.items', permission: 'content.item:read', load: () => import('./features/content/ItemsPage') },
  { path: '/help', label: 'helpAdmin.menu', permission: 'content.help:read', load: () => import('./features/content/HelpPage') },
  { path: '/levels', label: 'menu.levels', permission: 'content.level:read', load: () => import('./features/membership/LevelsPage') },
  { path: '/check-in-rewards', label: 'menu.checkInRewards', permission: 'content.check_in_reward:read', load: () => import('./features/membership/CheckInRewardsPage') },
  { path: '/recharge-packages', label: 'menu.rechargePackages', permission: 'content.recharge_package:read', load: () => import('./features/membership/RechargePackagesPage') },
  { path: '/orders', label: 'menu.orders', permission: 'trade.order:read', load: () => import('./features/support/OrdersPage') },
  { path: '/feedback', label: 'menu.feedback', permission: 'trade.feedback:read', load: () => import('./features/support/FeedbackPage') },
  { path: '/members', label: 'menu.members', permission: 'member.member:read', load: () => import('./features/support/MembersPage') },
  { path: '/operators', label: 'menu.operators', permission: 'system.operator:read', load: () => import('./features/system/OperatorsPage') },
  { path: '/audit-log', label: 'menu.audit', permission: 'system.audit:read', load: () => import('./features/system/AuditLogPage') },
]

export function allowed(route: ConsoleRoute, permissions: readonly string[]): boolean {
  return route.permission === null || permissions.includes(route.permission)
}
