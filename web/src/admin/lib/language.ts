/** The console's languages: operators work in Chinese or English (the shop has four). */
export type ConsoleLanguage = 'zh-Hans' | 'en'

export function consoleLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): ConsoleLanguage {
  const first = preferred.find((tag) => /^(zh|en)\b/i.test(tag))
  return first && /^en\b/i.test(first) ? 'en' : 'zh-Hans'
}
