import { api, unwrap } from '@/lib/http'
import type { Language } from '@/lib/language'
import { useDictStore } from '@/stores/dict'

/** Loads every dictionary entry in `language` into the dict store (used for labels offline too). */
export async function loadDictionary(language: Language): Promise<void> {
  const entries = await unwrap(api.GET('/app-api/system/dict-data/simple-list', { showError: false }))
  useDictStore.getState().setEntries(language, entries)
}
