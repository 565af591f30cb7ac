import { useDictStore, type DictEntry } from '@/stores/dict'
import { request } from './http'
import type { Language } from './language'

/** Loads every dictionary entry in `language` into the dict store (used for labels offline too). */
export async function loadDictionary(language: Language): Promise<void> {
  const entries = await request<DictEntry[]>({ url: '/system/dict-data/simple-list', showError: false })
  useDictStore.getState().setEntries(language, entries)
}
