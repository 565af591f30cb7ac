import { create } from 'zustand'
import { persist } from 'zustand/middleware'

export interface CartItem {
  id: number
  count: number
  selected: boolean
  sku: { id: number; price: number }
}

interface CartState {
  /** The valid items of the last loaded cart (the cart API reloads it after every change). */
  list: CartItem[]
  setList: (list: CartItem[]) => void
  clear: () => void
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      list: [],
      setList: (list) => set({ list }),
      clear: () => set({ list: [] }),
    }),
    { name: 'cart' },
  ),
)

/** True only when there are items and every one is selected. */
export function isAllSelected(list: CartItem[]): boolean {
  return list.length > 0 && list.every((item) => item.selected)
}

/**
 * Sum of count × price over the selected items: the sku's price (fen) unless `priceOf` picks
 * another (the cart screen totals the member's price in the display currency).
 */
export function selectedTotal<T extends CartItem>(
  list: readonly T[],
  priceOf: (item: T) => number = (item) => item.sku.price,
): number {
  return list.reduce((sum, item) => (item.selected ? sum + item.count * priceOf(item) : sum), 0)
}
