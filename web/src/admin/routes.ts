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
  { path: '/orders', label: 'menu.orders', permission: 'trade.order:read', load: () => import('./features/support/OrdersPage') },
  { path: '/members', label: 'menu.members', permission: 'member.member:read', load: () => import('./features/support/MembersPage') },
  { path: '/operators', label: 'menu.operators', permission: 'system.operator:read', load: () => import('./features/system/OperatorsPage') },
  { path: '/audit-log', label: 'menu.audit', permission: 'system.audit:read', load: () => import('./features/system/AuditLogPage') },
]

export function allowed(route: ConsoleRoute, permissions: readonly string[]): boolean {
  return route.permission === null || permissions.includes(route.permission)
}
