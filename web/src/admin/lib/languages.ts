import type { Language } from '@/lib/language'

/** The shop's four languages, as the per-language fields of the catalogue and content are keyed. */
export const LANGUAGES = [
  { code: 'zh-Hans', label: '简体中文' },
  { code: 'zh-Hant', label: '繁體中文' },
  { code: 'en', label: 'English' },
  { code: 'ja', label: '日本語' },
] as const satisfies readonly { code: Language; label: string }[]

export type ShopLanguage = Language
