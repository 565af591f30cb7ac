/*
 * The contract, checked by `tsc`: `Page<T>` is what the server's pages are. Nothing here runs.
 */
import type { components } from '@/client/schema'
import type { Page } from './pagination'

type Schemas = components['schemas']

export const orders: Page<Schemas['AdminOrderResp']> = {} as Schemas['PageResult_AdminOrderResp_']
export const keys: Schemas['PageResult_AdminKeyResp_'] = {} as Page<Schemas['AdminKeyResp']>

// @ts-expect-error a page has its total
export const noTotal: Page<number> = { list: [1] }
