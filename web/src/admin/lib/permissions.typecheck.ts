/*
 * The contract, checked by `tsc` (npm run typecheck): each line below must be a type error, because
 * the console's permissions are the server's registry (the schema's `Permission`), not free strings.
 * Nothing here runs.
 */
import type { ConsoleRoute } from '../routes'
import type { Permission } from './operator'

// @ts-expect-error a permission the server does not have (misspelled resource)
export const misspelled: Permission = 'catalogue.gmae:read'
// @ts-expect-error an access the resource does not have (the audit log is read-only)
export const noSuchAccess: Permission = 'system.audit:write'

export const wrongRoute: Pick<ConsoleRoute, 'permission'> = {
  // @ts-expect-error a route guarded by an unknown permission
  permission: 'orders:read',
}
