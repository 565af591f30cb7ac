import { createContext, useContext } from 'react'
import type { components } from '@/client/schema'

/** The logged-in operator as the server describes them (role and permissions from their token). */
export type Operator = components['schemas']['PermissionInfoResp']

/** A permission of the server's registry (core/permissions.py, exported in the schema): a wrong one is a tsc error. */
export type Permission = components['schemas']['Permission']

export const OperatorContext = createContext<Operator | null>(null)

/** Whether the logged-in operator may do `permission` (the server checks it again on the call). */
export function useCan(permission: Permission): boolean {
  return useContext(OperatorContext)?.permissions.includes(permission) ?? false
}
