import type { components } from '@/client/schema'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../../lib/http'

type Schemas = components['schemas']
type Paging = { pageNo: number; pageSize: number }
export type AdminCategory = Schemas['AdminCategoryResp']
export type AdminTeam = Schemas['AdminBrandResp']
export type GameCreate = Schemas['AdminSpuCreateReq']
export type GameFields = Omit<GameCreate, 'code'>
export type CategoryFields = Omit<Schemas['AdminCategoryCreateReq'], 'code'>
export type TeamFields = Omit<Schemas['AdminBrandCreateReq'], 'code'>

export const formKeys = {
  categories: ['console', 'catalogue', 'categories'] as const,
  teams: ['console', 'catalogue', 'teams'] as const,
  teamPage: (keyword: string) => ['console', 'catalogue', 'teams', 'page', keyword] as const,
  team: (id: number) => ['console', 'catalogue', 'teams', 'one', id] as const,
  teamOptions: ['console', 'catalogue', 'teams', 'options'] as const,
}

export const fetchCategories = () => unwrap(adminApi.GET('/admin-api/product/category/list'))

export const fetchTeams = (keyword: string, page: Paging) =>
  unwrap(adminApi.GET('/admin-api/product/brand/page', { params: { query: { ...(keyword ? { keyword } : {}), ...page } } }))

export const fetchTeam = (id: number) => unwrap(adminApi.GET('/admin-api/product/brand/get', { params: { query: { id } } }))

/** Creates (``id`` null, with its code) or changes a game; answers the game's id. */
export async function saveGame(id: number | null, code: string, fields: GameFields): Promise<number> {
  if (id === null) return unwrap(adminApi.POST('/admin-api/product/spu/create', { body: { ...fields, code } }))
  await unwrap(adminApi.POST('/admin-api/product/spu/update', { body: { ...fields, id } }))
  return id
}

export const saveCategory = (id: number | null, code: string, fields: CategoryFields) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/product/category/create', { body: { ...fields, code } }))
    : unwrap(adminApi.POST('/admin-api/product/category/update', { body: { ...fields, id } }))

export const saveTeam = (id: number | null, code: string, fields: TeamFields) =>
  id === null
    ? unwrap(adminApi.POST('/admin-api/product/brand/create', { body: { ...fields, code } }))
    : unwrap(adminApi.POST('/admin-api/product/brand/update', { body: { ...fields, id } }))

export interface CategoryNode {
  value: number
  title: string
  category: AdminCategory
  children?: CategoryNode[]
}

/** The flat list as a tree (children by sort, as listed). */
export function categoryTree(categories: readonly AdminCategory[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(categories.map((category) => [category.id, { value: category.id, title: category.name, category }]))
  const roots: CategoryNode[] = []
  for (const category of categories) {
    const node = nodes.get(category.id)
    const parent = category.parentId === null ? undefined : nodes.get(category.parentId)
    if (!node) continue
    if (parent) (parent.children ??= []).push(node)
    else roots.push(node)
  }
  return roots
}
