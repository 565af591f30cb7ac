export const LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]
export type LanguageSetting = Language | 'system'
export const FALLBACK_LANGUAGE: Language = 'zh-Hans'

/** Maps a browser language tag (zh-CN, zh-TW, en-US, ja-JP …) to one we support. */
export function toLanguage(tag: string | undefined | null): Language | null {
  if (!tag) return null
  const lower = tag.replace('_', '-').toLowerCase()
  if (lower.startsWith('zh')) {
    return /^zh-(hant|tw|hk|mo)/.test(lower) ? 'zh-Hant' : 'zh-Hans'
  }
  if (lower.startsWith('en')) return 'en'
  if (lower.startsWith('ja')) return 'ja'
  return null
}

export function systemLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = toLanguage(tag)
    if (language) return language
  }
  return null
}

/** The language to show: the stored choice, else the system's when we have it, else zh-Hans. */
export function resolveLanguage(setting: LanguageSetting | null, tags: readonly string[]): Language {
  if (setting && setting !== 'system') return setting
  return systemLanguage(tags) ?? FALLBACK_LANGUAGE
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}
