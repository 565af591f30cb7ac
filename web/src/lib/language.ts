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

/**
 * The first of `tags` in a language of `offered` (the shop offers all four; the operator console
 * Chinese and English): a Chinese tag takes the offered Chinese when its own script is not offered.
 */
export function systemLanguage(tags: readonly string[], offered: readonly Language[] = LANGUAGES): Language | null {
  for (const tag of tags) {
    const language = toLanguage(tag)
    if (language && offered.includes(language)) return language
    const otherChinese = language === 'zh-Hant' ? 'zh-Hans' : language === 'zh-Hans' ? 'zh-Hant' : null
    if (otherChinese && offered.includes(otherChinese)) return otherChinese
  }
  return null
}

/** The language to show: the stored choice, else the system's when we have it, else zh-Hans. */
export function resolveLanguage(
  setting: LanguageSetting | null,
  tags: readonly string[],
  offered: readonly Language[] = LANGUAGES,
): Language {
  if (setting && setting !== 'system') return setting
  return systemLanguage(tags, offered) ?? FALLBACK_LANGUAGE
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}
