import { useMutation } from '@tanstack/react-query'
import { CART_KEY, invalidateCart, type CartBundle, type CartLine, type CartList } from './cart'
import { api, unwrap } from '@/lib/http'
import { queryClient } from '@/lib/queryClient'

export { useCartList, type CartBundle, type CartLine, type CartList } from './cart'

/*
 * Cart changes run one after another (two quick taps on + never reach the server out of order),
 * show at once in the cached cart, and reload it when the last one is done (spec §4: after every
 * change the list is reloaded).
 */
let queue: Promise<unknown> = Promise.resolve()
let pending = 0

function change(write: () => Promise<unknown>, optimistic?: (cart: CartList) => CartList): Promise<void> {
  pending += 1
  const run = async () => {
    try {
      await queryClient.cancelQueries({ queryKey: CART_KEY })
      if (optimistic) queryClient.setQueriesData<CartList>({ queryKey: CART_KEY }, (cart) => cart && optimistic(cart))
      await write()
    } finally {
      pending -= 1
      if (pending === 0) await invalidateCart()
    }
  }
  const done = queue.then(run, run)
  queue = done.catch(() => undefined)
  return done
}

function patch(ids: readonly number[], values: Partial<Pick<CartLine, 'count' | 'selected'>>) {
  const wanted = new Set(ids)
  const apply = (line: CartLine) => (wanted.has(line.id) ? { ...line, ...values } : line)
  return (cart: CartList): CartList => ({
    ...cart,
    validList: cart.validList.map(apply),
    invalidList: cart.invalidList.map(apply),
  })
}

function updateCount(id: number, count: number): Promise<void> {
  return change(
    () => unwrap(api.PUT('/app-api/trade/cart/update-count', { body: { id, count }, auth: true })),
    patch([id], { count }),
  )
}

function updateSelected(ids: readonly number[], selected: boolean): Promise<void> {
  if (ids.length === 0) return Promise.resolve()
  return change(
    () => unwrap(api.PUT('/app-api/trade/cart/update-selected', { body: { ids: [...ids], selected }, auth: true })),
    patch(ids, { selected }),
  )
}

function deleteItems(ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return Promise.resolve()
  const gone = new Set(ids)
  return change(
    () => unwrap(api.DELETE('/app-api/trade/cart/delete', { params: { query: { ids: ids.join(',') } }, auth: true })),
    (cart) => ({
      ...cart,
      validList: cart.validList.filter((line) => !gone.has(line.id)),
      invalidList: cart.invalidList.filter((line) => !gone.has(line.id)),
    }),
  )
}

function patchBundles(cart: CartList, change: (bundles: CartBundle[]) => CartBundle[]): CartList {
  return { ...cart, bundles: change(cart.bundles ?? []) }
}

function updateBundleSelected(ids: readonly number[], selected: boolean): Promise<void> {
  if (ids.length === 0) return Promise.resolve()
  const wanted = new Set(ids)
  return change(
    () => unwrap(api.PUT('/app-api/trade/cart/update-bundle-selected', { body: { ids: [...ids], selected }, auth: true })),
    (cart) => patchBundles(cart, (bundles) => bundles.map((bundle) => (wanted.has(bundle.id) ? { ...bundle, selected } : bundle))),
  )
}

function deleteBundles(ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return Promise.resolve()
  const gone = new Set(ids)
  return change(
    () => unwrap(api.DELETE('/app-api/trade/cart/delete-bundle', { params: { query: { ids: ids.join(',') } }, auth: true })),
    (cart) => patchBundles(cart, (bundles) => bundles.filter((bundle) => !gone.has(bundle.id))),
  )
}

/* The mutations run their change through the queue above, which reloads the cart (CART_KEY). */

export function useUpdateCount() {
  return useMutation({ mutationFn: ({ id, count }: { id: number; count: number }) => updateCount(id, count) })
}

export function useUpdateSelected() {
  return useMutation({
    mutationFn: ({ ids, selected }: { ids: readonly number[]; selected: boolean }) => updateSelected(ids, selected),
  })
}

export function useDeleteItems() {
  return useMutation({ mutationFn: deleteItems })
}

export function useUpdateBundleSelected() {
  return useMutation({
    mutationFn: ({ ids, selected }: { ids: readonly number[]; selected: boolean }) => updateBundleSelected(ids, selected),
  })
}

export function useDeleteBundles() {
  return useMutation({ mutationFn: deleteBundles })
}
