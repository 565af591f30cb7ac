import type { components } from '@/client/schema'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { Language } from '@/lib/language'

export type DictEntry = components['schemas']['DictDataResp']

interface DictState {
  /** Dictionary entries by language, then by type, as the server sent them. */
  byLanguage: Partial<Record<Language, Record<string, DictEntry[]>>>
  setEntries: (language: Language, entries: DictEntry[]) => void
}

export const useDictStore = create<DictState>()(
  persist(
    (set) => ({
      byLanguage: {},
      setEntries: (language, entries) =>
        set((state) => ({ byLanguage: { ...state.byLanguage, [language]: groupByType(entries) } })),
    }),
    { name: 'dict' },
  ),
)

export function groupByType(entries: DictEntry[]): Record<string, DictEntry[]> {
  const grouped: Record<string, DictEntry[]> = {}
  for (const entry of entries) {
    ;(grouped[entry.dictType] ??= []).push(entry)
  }
  return grouped
}

/** The label of `value` in the dictionary `type`; `fallback` (the value itself by default) when it has none. */
export function dictLabel(
  dictionary: Record<string, DictEntry[]> | undefined,
  type: string,
  value: string | number,
  fallback = String(value),
): string {
  return dictionary?.[type]?.find((entry) => entry.value === String(value))?.label ?? fallback
}
