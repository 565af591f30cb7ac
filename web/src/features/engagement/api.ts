import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18next-lite/react'
import type { components } from '@/client/schema'
import { api, unwrap } from '@/lib/http'
import { nextPageParam } from '@/lib/pagination'
import { queryClient } from '@/lib/queryClient'
import { useUserStore } from '@/stores/user'

type Schemas = components['schemas']
export type Item = Schemas['ItemResp']
export type Collectible = Schemas['CollectibleResp']
export type ItemStatus = Schemas['ItemStatus']

/** Spec §4 "Item ownership", as the server's status values, in the order the tabs show them. */
export const ITEM_STATUS = { held: 1, usedUp: 2, notAvailable: 3 } as const
export const ITEM_TYPE = { bonusCode: 1, voucher: 2 } as const
export const DISCOUNT_TYPE = { percent: 1, amount: 2 } as const
/** Under the member's keys: a task claimed (which invalidates them all) shows its items at once. */
const itemKeys = {
  all: ['member', 'items'] as const,
  page: (status: ItemStatus, language: string) => ['member', 'items', 'page', status, language] as const,
  one: (id: number, language: string) => ['member', 'items', 'one', id, language] as const,
  collection: (language: string) => ['member', 'items', 'collection', language] as const,
  collectible: (id: number, language: string) => ['member', 'items', 'collectible', id, language] as const,
}

export function useItems(status: ItemStatus) {
  const { i18n } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useInfiniteQuery({
    queryKey: itemKeys.page(status, i18n.language),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/app-api/member/item/page', {
          params: { query: { status, pageNo: pageParam, pageSize: 20 } },
          auth: true,
          showError: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: loggedIn,
  })
}

export function useItem(id: number | undefined) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: itemKeys.one(id ?? 0, i18n.language),
    queryFn: () => unwrap(api.GET('/app-api/member/item/get', { params: { query: { id: id ?? 0 } }, auth: true, showError: false })),
    enabled: id !== undefined,
  })
}

/** Reveals a bonus code (the first time it is recorded and the item is used); the lists load again. */
export function useRevealItem() {
  const { i18n } = useTranslation()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/app-api/member/item/reveal', { body: { id }, auth: true, showError: false })),
    onSuccess: (item) => queryClient.setQueryData(itemKeys.one(item.id, i18n.language), item),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  })
}

export function useCollection() {
  const { i18n } = useTranslation()
  const loggedIn = useUserStore((state) => Boolean(state.token))
  return useInfiniteQuery({
    queryKey: itemKeys.collection(i18n.language),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/app-api/member/collectible/page', {
          params: { query: { pageNo: pageParam, pageSize: 20 } },
          auth: true,
          showError: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: loggedIn,
  })
}

export function useCollectible(id: number) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: itemKeys.collectible(id, i18n.language),
    queryFn: () => unwrap(api.GET('/app-api/member/collectible/get', { params: { query: { id } }, auth: true, showError: false })),
  })
}
