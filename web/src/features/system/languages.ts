import type { Language } from '@/lib/language'

/** Each language named in itself, as language pickers do. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ja: '日本語',
}
