import { createContext, useContext, type ReactNode } from 'react'

/** A mark the app adds to game cards and rows, under the team (the member's Steam library mark):
 * catalogue leaves the slot, the app fills it, so neither feature imports the other. */
export type CardMark = (spuId: number, className: string | undefined) => ReactNode

export const CardMarkContext = createContext<CardMark | null>(null)

export function useCardMark(): CardMark | null {
  return useContext(CardMarkContext)
}
