import { createContext, useContext } from 'react'
import type { components } from '@/client/schema'

/** The logged-in operator as the server describes them (role and permissions from their token). */
export type Operator = components['schemas']['PermissionInfoResp']

export const OperatorContext = createContext<Operator | null>(null)

/** Whether the logged-in operator may do `permission` (the server checks it again on the call). */
export function useCan(permission: string): boolean {
  return useContext(OperatorContext)?.permissions.includes(permission) ?? false
}
