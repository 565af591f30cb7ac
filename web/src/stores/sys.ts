import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { LanguageSetting } from '@/lib/language'

export type ColorMode = 'dark' | 'light'
export const PRICE_UNITS = ['CNY', 'USD', 'JPY'] as const
export type PriceUnit = (typeof PRICE_UNITS)[number]
export const FONT_SIZES = [14, 16, 18] as const
export type FontSize = (typeof FONT_SIZES)[number]

interface SysState {
  /** Stored language choice; null until the member picks one (then the system language applies). */
  language: LanguageSetting | null
  /** Accent theme name; orange-red is the product's. */
  theme: 'orange-red'
  mode: ColorMode
  modeAuto: boolean
  fontSize: FontSize
  /** The currency prices are shown in (orders are always settled in CNY). */
  priceUnit: PriceUnit
  setPriceUnit: (unit: PriceUnit) => void
  setLanguage: (language: LanguageSetting) => void
  setMode: (mode: ColorMode) => void
  setModeAuto: (auto: boolean) => void
  setFontSize: (size: FontSize) => void
}

export const useSysStore = create<SysState>()(
  persist(
    (set) => ({
      language: null,
      theme: 'orange-red',
      mode: 'dark',
      modeAuto: false,
      fontSize: 14,
      priceUnit: 'CNY',
      setPriceUnit: (priceUnit) => set({ priceUnit }),
      setLanguage: (language) => set({ language }),
      setMode: (mode) => set({ mode, modeAuto: false }),
      setModeAuto: (modeAuto) => set({ modeAuto }),
      setFontSize: (fontSize) => set({ fontSize }),
    }),
    { name: 'sys' },
  ),
)
